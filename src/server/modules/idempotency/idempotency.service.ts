import { IDEMPOTENCY_KEY_TTL_HOURS } from '#contract/schemas/offline-sync.ts';

import type { Clock } from '../../integrations/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  IdempotencyClaim,
  IdempotencyRepository,
  StoredAnswer,
} from './idempotency.repository.ts';

/** An unanswered claim younger than this is a request still running; older, one that died. */
const IDEMPOTENCY_IN_PROGRESS_MS = 2 * 60 * 1000;
/** Answers larger than this are not kept (ours are far smaller); the key is released instead. */
export const IDEMPOTENCY_MAX_BODY_BYTES = 256 * 1024;
/** How often the expired keys are removed. */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

const IDEMPOTENCY_IN_PROGRESS_MESSAGE = 'This change is still being applied; try again in a moment';
const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request';
const IDEMPOTENCY_ANSWER_NOT_KEPT_MESSAGE =
  'This change was already made; its answer held a secret, which is not kept to be sent again';

/** What a request with a key asks, to compare with the key's first request. */
interface IdempotentRequest {
  /** `METHOD path` of the matched route. */
  signature: string;
  /** SHA-256 of method, path, query and body (plugins/idempotency.ts `requestHash`). */
  hash: string;
  /** False on routes whose answer carries a secret: a repeat answers 409 instead of a replay. */
  isAnswerKept: boolean;
}

type IdempotencyStart =
  { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; answer: StoredAnswer };

// A claim lost to a row that vanished (its request answered 5xx) or was taken over meanwhile is
// looked at again; a few rounds settle any race.
const MAX_ROUNDS = 5;

/**
 * Exactly-once mutations (decision 036 §4): a request with an Idempotency-Key claims
 * (user, key) before its handler runs; its answer is kept, and the same key again gets that
 * answer back instead of running the handler twice.
 */
export function createIdempotencyService(deps: {
  repository: IdempotencyRepository;
  clock: Clock;
}) {
  const { repository, clock } = deps;

  return {
    /**
     * Claims the key for this request, or answers the first request's stored answer. Throws 409
     * IDEMPOTENCY_IN_PROGRESS while the first still runs, 422 IDEMPOTENCY_KEY_REUSED when the key
     * named another request (another method, path, query or body: decision 039), and 409
     * IDEMPOTENCY_ANSWER_NOT_KEPT for a repeat of a successful request whose answer held a secret.
     */
    async begin(
      userId: string,
      key: string,
      request: IdempotentRequest,
    ): Promise<IdempotencyStart> {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const now = clock.now();
        const claim: IdempotencyClaim = { userId, key, claimedAt: now };
        if (await repository.claim(claim, request)) return { kind: 'claimed', claim };
        const stored = await repository.find(userId, key);
        if (!stored) continue;
        if (
          stored.requestSignature !== request.signature ||
          (stored.requestHash !== null && stored.requestHash !== request.hash)
        ) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE, 422);
        }
        if (
          stored.completedAt !== null &&
          stored.statusCode !== null &&
          stored.statusCode < 400 &&
          !request.isAnswerKept
        ) {
          throw new AppError(
            'IDEMPOTENCY_ANSWER_NOT_KEPT',
            IDEMPOTENCY_ANSWER_NOT_KEPT_MESSAGE,
            409,
          );
        }
        if (stored.completedAt !== null && stored.statusCode !== null) {
          return {
            kind: 'replay',
            answer: {
              statusCode: stored.statusCode,
              body: stored.responseBody,
              contentType: stored.responseContentType,
            },
          };
        }
        if (now.getTime() - stored.createdAt.getTime() < IDEMPOTENCY_IN_PROGRESS_MS) {
          throw new AppError('IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_IN_PROGRESS_MESSAGE, 409, {
            'retry-after': '5',
          });
        }
        // The first request never answered (a crash between the claim and its answer): run again.
        const previous: IdempotencyClaim = { userId, key, claimedAt: stored.createdAt };
        if (await repository.takeOver(previous, now)) return { kind: 'claimed', claim };
      }
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_IN_PROGRESS_MESSAGE, 409, {
        'retry-after': '5',
      });
    },

    /** Keeps the answer for replays. */
    complete(claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
      return repository.complete(claim, answer, clock.now());
    },

    /** Forgets the claim (a 5xx, or an answer too large to keep): a retry runs the handler again. */
    release(claim: IdempotencyClaim): Promise<void> {
      return repository.release(claim);
    },

    /** Removes keys older than IDEMPOTENCY_KEY_TTL_HOURS; answers how many. */
    prune(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000);
      return repository.deleteCreatedBefore(cutoff);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

/** The hourly prune's name on the scheduler every instance runs (safe on several at once). */
export const IDEMPOTENCY_PRUNE_CHECK = 'idempotency-keys.prune';
