import { and, eq, isNull, lt } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** One claimed key: the user, the key and when this request claimed it (its ownership token). */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  claimedAt: Date;
}

interface StoredIdempotencyKey {
  requestSignature: string;
  /** Null on keys stored before decision 039 (they bind method and path only). */
  requestHash: string | null;
  statusCode: number | null;
  responseBody: string | null;
  responseContentType: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface StoredAnswer {
  statusCode: number;
  body: string | null;
  contentType: string | null;
}

/** Decision 036 (decision 036 §4): the rows of `idempotency_keys`, one per (user, key). */
export function createIdempotencyRepository(db: Database) {
  function ownedBy(claim: IdempotencyClaim) {
    // A claim taken over after 2 minutes has a new created_at: the first request no longer owns it.
    return and(
      eq(idempotencyKeys.userId, claim.userId),
      eq(idempotencyKeys.key, claim.key),
      eq(idempotencyKeys.createdAt, claim.claimedAt),
      isNull(idempotencyKeys.completedAt),
    );
  }

  return {
    /** Inserts the row unless one exists; answers whether this call inserted it. */
    async claim(
      claim: IdempotencyClaim,
      request: { signature: string; hash: string },
    ): Promise<boolean> {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({
          userId: claim.userId,
          key: claim.key,
          requestSignature: request.signature,
          requestHash: request.hash,
          createdAt: claim.claimedAt,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return inserted.length > 0;
    },

    async find(userId: string, key: string): Promise<StoredIdempotencyKey | undefined> {
      const [row] = await db
        .select({
          requestSignature: idempotencyKeys.requestSignature,
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          responseBody: idempotencyKeys.responseBody,
          responseContentType: idempotencyKeys.responseContentType,
          createdAt: idempotencyKeys.createdAt,
          completedAt: idempotencyKeys.completedAt,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /**
     * Takes over an unanswered claim from `previous` (a request that never finished): answers
     * whether this call won it (only one of several callers does).
     */
    async takeOver(previous: IdempotencyClaim, claimedAt: Date): Promise<boolean> {
      const updated = await db
        .update(idempotencyKeys)
        .set({ createdAt: claimedAt })
        .where(ownedBy(previous))
        .returning({ key: idempotencyKeys.key });
      return updated.length > 0;
    },

    async complete(claim: IdempotencyClaim, answer: StoredAnswer, completedAt: Date) {
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: answer.statusCode,
          responseBody: answer.body,
          responseContentType: answer.contentType,
          completedAt,
        })
        .where(ownedBy(claim));
    },

    /** Removes an unanswered claim this request owns, so a retry runs again. */
    async release(claim: IdempotencyClaim): Promise<void> {
      await db.delete(idempotencyKeys).where(ownedBy(claim));
    },

    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, cutoff))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
