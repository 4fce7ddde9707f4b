import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { SessionUser } from '#contract/schemas/auth.ts';
import type { Ticket, TicketPhoto, TicketPhotoStage } from '#contract/schemas/ticket.ts';
import { PHOTOS_PER_TICKET, TicketPhotoStageSchema } from '#contract/schemas/ticket.ts';
import { canAddTicketPhotos } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { FilesService, IncomingFile, StagedFile } from '../files/files.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import { photosFromPage, photosOfPage } from './photos.repository.ts';
import type { PhotoInsert, PhotosRepository } from './photos.repository.ts';

/** One file of a multipart upload, as it arrives. */
type IncomingPhoto = IncomingFile;

/** A text field of the same body (decision 031: `stage`); the service ignores fields it does not know. */
interface IncomingField {
  field: string;
  value: string;
}

export type IncomingPart = IncomingPhoto | IncomingField;

/** The body's `stage`, or a 400 with nothing stored (the caller discards what was staged). */
function parseStage(value: string): TicketPhotoStage {
  const parsed = TicketPhotoStageSchema.safeParse(value);
  if (!parsed.success) throw badRequest("stage must be 'before' or 'after'");
  return parsed.data;
}

/**
 * Decision 031: photos go on tickets not yet completed, by those canAddTicketPhotos names. The caller
 * has already answered 403/404 to those who cannot see the ticket.
 */
function assertCanAddPhotos(user: SessionUser, state: Parameters<typeof canAddTicketPhotos>[1]) {
  if (canAddTicketPhotos(user, state)) return;
  if (state.status === 'completed') {
    throw conflict('TICKET_COMPLETED', 'This ticket is completed; photos can no longer be added');
  }
  throw forbidden('You do not have permission to add photos to this ticket');
}

function tooManyPhotos(existing: number) {
  return conflict(
    'CONFLICT',
    `A ticket can have at most ${String(PHOTOS_PER_TICKET)} photos (this one has ${String(existing)})`,
  );
}

/** The photos of a page of tickets, for the tickets module to answer tickets with. */
export function createPhotoCatalog(deps: { repository: PhotosRepository }) {
  return {
    listForTickets: (ticketIds: string[]) => deps.repository.listForTickets(ticketIds),
    /** A page of tickets reads its photos in its own statement (decision 042 cut 71). */
    ofPage: { read: photosOfPage, answer: photosFromPage },
    /**
     * Decision 033: files already stored (a request's photos) become a ticket's photos in the caller's
     * transaction; the rows share the storage keys, so no bytes are copied.
     */
    attachStored: (photos: PhotoInsert[], now: Date, tx: Executor) =>
      deps.repository.insert(photos, now, tx),
  };
}

export type PhotoCatalog = ReturnType<typeof createPhotoCatalog>;

export function createPhotosService(deps: {
  db: Database;
  repository: PhotosRepository;
  tickets: Pick<TicketsService, 'get' | 'visibleState' | 'lockVisibleState'>;
  activity: ActivityRecorder;
  files: Pick<FilesService, 'upload' | 'read'>;
  clock: Clock;
}) {
  const { db, repository, tickets, activity, files, clock } = deps;

  return {
    async list(user: SessionUser, ticketId: string): Promise<TicketPhoto[]> {
      await tickets.visibleState(user, ticketId);
      return repository.list(ticketId);
    },

    /**
     * Streams each image to storage under a temporary name as it arrives, checked by content
     * (JPEG, PNG, GIF, WebP) and size while streaming, at most 10 a ticket. The rows commit in
     * one transaction; only then are the files renamed to their keys. The body's `stage` field
     * ('before' by default, or 'after') applies to every file of the batch. Any failure removes every
     * file of the batch. Answers the ticket.
     */
    async upload(
      user: SessionUser,
      ticketId: string,
      parts: AsyncIterable<IncomingPart>,
    ): Promise<Ticket> {
      // Refuse before reading a body the user may not attach to this ticket.
      assertCanAddPhotos(user, await tickets.visibleState(user, ticketId));
      const existing = await repository.count(ticketId);
      // Decisions 029-031: 'before' unless the body says otherwise, wherever the field sits among the files.
      let stage: TicketPhotoStage = 'before';
      const quota = {
        maxFiles: PHOTOS_PER_TICKET - existing,
        refusal: () => tooManyPhotos(existing),
      };
      await files.upload(async (stageFile) => {
        const staged: (StagedFile & { id: string })[] = [];
        for await (const file of parts) {
          if ('field' in file) {
            if (file.field === 'stage') stage = parseStage(file.value);
            continue;
          }
          const id = randomUUID();
          // Named by the server alone; the content type lives in the row, not in the name.
          const stored = await stageFile(`tickets/${ticketId}/${id}`, file, 'image');
          staged.push({ id, ...stored });
        }
        if (staged.length === 0) throw badRequest('Attach at least one image');
        const now = clock.now();
        await db.transaction(async (tx) => {
          const state = await tickets.lockVisibleState(user, ticketId, tx);
          // Again under the lock: the ticket may have been completed while the files streamed.
          assertCanAddPhotos(user, state);
          // Checked again under the lock: two uploads at once cannot pass the limit together.
          const count = await repository.count(ticketId, tx);
          if (count + staged.length > PHOTOS_PER_TICKET) throw tooManyPhotos(count);
          await repository.insert(
            staged.map((photo) => ({ ...photo, ticketId, uploadedBy: user.id, stage })),
            now,
            tx,
          );
          await activity.record(
            {
              actorId: user.id,
              ticketId,
              kind: 'ticket.photo_added',
              details: {
                ticketNumber: state.ticketNumber,
                count: staged.length,
                stage,
                photoIds: staged.map((photo) => photo.id),
              },
              createdAt: now,
            },
            tx,
          );
        });
      }, quota);
      return tickets.get(user, ticketId);
    },

    /** Every file a ticket photo references: the files' start-up sweep keeps them. */
    storageKeys: () => repository.allStorageKeys(),

    async read(
      user: SessionUser,
      ticketId: string,
      photoId: string,
    ): Promise<{ contentType: string; size: number; data: Readable }> {
      await tickets.visibleState(user, ticketId);
      const photo = await repository.find(ticketId, photoId);
      if (!photo) throw notFound('Photo');
      const data = await files.read(photo.storageKey);
      if (!data) throw notFound('Photo');
      return { contentType: photo.contentType, size: photo.size, data };
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
