import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketPhoto, TicketPhotoStage } from '#contract/schemas/ticket.ts';

import type { Database, Executor } from '../../db/database.ts';
import { isoInstant } from '../../db/instant-text.ts';
import { ticketPhotos } from '../../db/schema.ts';

interface StoredPhoto {
  id: string;
  ticketId: string;
  contentType: string;
  size: number;
  storageKey: string;
  stage: string;
  createdAt: Date;
}

export interface PhotoInsert {
  id: string;
  ticketId: string;
  contentType: string;
  size: number;
  storageKey: string;
  /** Null for a photo a vendor added on the portal (decision 037). */
  uploadedBy: string | null;
  stage: TicketPhotoStage;
  /** Decision 037: the dispatch whose vendor added it on the portal. */
  dispatchId?: string | null;
}

// The one list of a photo's columns: every read of ticket_photos goes through it.
const photoColumns = {
  id: ticketPhotos.id,
  ticketId: ticketPhotos.ticketId,
  contentType: ticketPhotos.contentType,
  size: ticketPhotos.size,
  storageKey: ticketPhotos.storageKey,
  stage: ticketPhotos.stage,
  createdAt: ticketPhotos.createdAt,
};
const photoOrder = [asc(ticketPhotos.createdAt), asc(ticketPhotos.id)];

export function photoUrl(ticketId: string, photoId: string): string {
  return `/api/tickets/${ticketId}/photos/${photoId}`;
}

/** A photo as the answers carry it, from its row's columns (the instant already as ISO text). */
function answerPhoto(
  row: Omit<StoredPhoto, 'storageKey' | 'createdAt'>,
  createdAt: string,
): TicketPhoto {
  return {
    id: row.id,
    url: photoUrl(row.ticketId, row.id),
    contentType: row.contentType,
    size: row.size,
    // The column's check constraint allows only these two.
    stage: row.stage === 'after' ? 'after' : 'before',
    createdAt,
  };
}

function toPhoto(row: StoredPhoto): TicketPhoto {
  return answerPhoto(row, row.createdAt.toISOString());
}

/**
 * The photos of the tickets `ticketIds` selects, one row per ticket with them (`ticketId`, and
 * `photos`: each photo as [id, content type, size, stage, created at as text], oldest first), to
 * left join on a page of tickets (decision 042 cut 71). In the page's own statement, a page of
 * tickets is one round trip instead of two: on the embedded database each one is a message to
 * PGlite's thread and back, and the page's rows waited in memory for the second.
 */
export function photosOfPage(executor: Executor, ticketIds: SQL) {
  return executor
    .select({
      ticketId: sql<string>`${ticketPhotos.ticketId}`.as('photos_ticket_id'),
      photos:
        sql<unknown>`json_agg(json_build_array(${ticketPhotos.id}, ${ticketPhotos.contentType}, ${ticketPhotos.size}, ${ticketPhotos.stage}, ${ticketPhotos.createdAt}::text) order by ${ticketPhotos.createdAt}, ${ticketPhotos.id})`.as(
          'photos_of_ticket',
        ),
    })
    .from(ticketPhotos)
    .where(sql`${ticketPhotos.ticketId} = any(array(${ticketIds}))`)
    .groupBy(ticketPhotos.ticketId)
    .as('page_photos');
}

type PagePhoto = [id: string, contentType: string, size: number, stage: string, createdAt: string];

/** A ticket's photos as photosOfPage read them (null: none), as the answers carry them. */
export function photosFromPage(ticketId: string, photos: unknown): TicketPhoto[] {
  if (photos === null || photos === undefined) return [];
  return (photos as PagePhoto[]).map(([id, contentType, size, stage, createdAt]) =>
    answerPhoto({ id, ticketId, contentType, size, stage }, isoInstant(createdAt)),
  );
}

/** The ticket_photos table; the bytes live in a PhotoStorage. */
export function createPhotosRepository(db: Database) {
  // Issue 37 (decision 042 cut 46): a page's photos in one statement prepared once, the ids as one
  // text. Built per request with `in ($1 ... $100)`, Drizzle's building of the statement cost
  // the server's thread about 0.2 ms a list, and the database bound 100 parameters.
  const photosOfTickets = db
    .select(photoColumns)
    .from(ticketPhotos)
    .where(
      sql`${ticketPhotos.ticketId} = any(string_to_array(${sql.placeholder('ticketIds')}::text, ',')::uuid[])`,
    )
    .orderBy(...photoOrder)
    .prepare('photos_for_tickets');
  return {
    /** The photos of several tickets at once (for a page of tickets), oldest first. */
    async listForTickets(ticketIds: string[]): Promise<Map<string, TicketPhoto[]>> {
      const byTicket = new Map<string, TicketPhoto[]>();
      if (ticketIds.length === 0) return byTicket;
      const rows = await photosOfTickets.execute({ ticketIds: ticketIds.join(',') });
      for (const row of rows) {
        const list = byTicket.get(row.ticketId) ?? [];
        list.push(toPhoto(row));
        byTicket.set(row.ticketId, list);
      }
      return byTicket;
    },

    async list(ticketId: string): Promise<TicketPhoto[]> {
      const rows = await db
        .select(photoColumns)
        .from(ticketPhotos)
        .where(eq(ticketPhotos.ticketId, ticketId))
        .orderBy(...photoOrder);
      return rows.map(toPhoto);
    },

    async find(ticketId: string, photoId: string): Promise<StoredPhoto | undefined> {
      const [row] = await db
        .select(photoColumns)
        .from(ticketPhotos)
        .where(and(eq(ticketPhotos.ticketId, ticketId), eq(ticketPhotos.id, photoId)))
        .limit(1);
      return row;
    },

    async count(ticketId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::integer` })
        .from(ticketPhotos)
        .where(eq(ticketPhotos.ticketId, ticketId));
      return row?.count ?? 0;
    },

    async insert(photos: PhotoInsert[], now: Date, executor: Executor = db): Promise<void> {
      if (photos.length === 0) return;
      // One millisecond apart, so a batch lists in the order it was uploaded.
      await executor
        .insert(ticketPhotos)
        .values(
          photos.map((photo, index) => ({ ...photo, createdAt: new Date(now.getTime() + index) })),
        );
    },

    /** Every storage key a row references (the start-up sweep keeps exactly these). */
    async allStorageKeys(): Promise<Set<string>> {
      const rows = await db.select({ storageKey: ticketPhotos.storageKey }).from(ticketPhotos);
      return new Set(rows.map((row) => row.storageKey));
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
