import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';

import type { SessionUser } from '#contract/schemas/auth.ts';
import type { Ticket, TicketPhoto, TicketPhotoStage } from '#contract/schemas/ticket.ts';
import { PHOTOS_PER_TICKET, TicketPhotoStageSchema } from '#contract/schemas/ticket.ts';
import { canAddTicketPhotos } from '#contract/ticket-access.ts';

import {
  commitStagedFiles,
  discardStagedFiles,
} from '../../integrations/photo-storage/staged-files.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { PhotoStorage } from '../../integrations/photo-storage/photo-storage.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import { createImageCheck } from './image-check.ts';
import type { PhotoInsert, PhotosRepository } from './photos.repository.ts';

/** How long a shared storage keeps an unreferenced file: it may be another instance's upload. */
export const SHARED_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** One file of a multipart upload, as it arrives. */
export interface IncomingPhoto {
  filename: string;
  stream: Readable;
}

/** A text field of the same body (issue 16: `stage`); the service ignores fields it does not know. */
export interface IncomingField {
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
 * Issue 16: photos go on tickets not yet completed, by those canAddTicketPhotos names. The caller
 * has already answered 403/404 to those who cannot see the ticket.
 */
function assertCanAddPhotos(user: SessionUser, state: Parameters<typeof canAddTicketPhotos>[1]) {
  if (canAddTicketPhotos(user, state)) return;
  if (state.status === 'completed') {
    throw conflict('TICKET_COMPLETED', 'This ticket is completed; photos can no longer be added');
  }
  throw forbidden('You do not have permission to add photos to this ticket');
}

interface StagedPhoto {
  id: string;
  contentType: string;
  size: number;
  storageKey: string;
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
    /**
     * Issue 18: files already stored (a request's photos) become a ticket's photos in the caller's
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
  storage: PhotoStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, repository, tickets, activity, storage, clock, log } = deps;
  const otherKeySources: (() => Promise<Iterable<string>>)[] = [];

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
      const staged: StagedPhoto[] = [];
      // Issue 16: 'before' unless the body says otherwise, wherever the field sits among the files.
      let stage: TicketPhotoStage = 'before';
      try {
        for await (const file of parts) {
          if ('field' in file) {
            if (file.field === 'stage') stage = parseStage(file.value);
            continue;
          }
          if (existing + staged.length >= PHOTOS_PER_TICKET) throw tooManyPhotos(existing);
          const check = createImageCheck(file.filename);
          const id = randomUUID();
          // Named by the server alone; the content type lives in the row, not in the name.
          const storageKey = `tickets/${ticketId}/${id}`;
          file.stream.on('error', (error) => check.stream.destroy(error));
          // A refusal can come before the storage starts reading (it may first create a folder);
          // the storage still sees it, as the stream's error state, when it does.
          check.stream.on('error', () => undefined);
          await storage.write(storageKey, file.stream.pipe(check.stream));
          staged.push({
            id,
            contentType: check.contentType() ?? 'application/octet-stream',
            size: check.size(),
            storageKey,
          });
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
      } catch (error) {
        await discardStagedFiles(
          storage,
          staged.map((photo) => photo.storageKey),
        );
        throw error;
      }
      await commitStagedFiles(
        storage,
        log,
        staged.map((photo) => photo.storageKey),
      );
      return tickets.get(user, ticketId);
    },

    /** Another module's source of storage keys the sweep must keep (app.ts wires them). */
    keepReferencedKeys(source: () => Promise<Iterable<string>>): void {
      otherKeySources.push(source);
    },

    async read(
      user: SessionUser,
      ticketId: string,
      photoId: string,
    ): Promise<{ contentType: string; size: number; data: Readable }> {
      await tickets.visibleState(user, ticketId);
      const photo = await repository.find(ticketId, photoId);
      if (!photo) throw notFound('Photo');
      const data = await storage.read(photo.storageKey);
      if (!data) throw notFound('Photo');
      return { contentType: photo.contentType, size: photo.size, data };
    },

    /**
     * At start: finish renames a crash interrupted (a temporary file whose row committed), and
     * remove temporary files and files no row references. On shared storage only files older
     * than an hour go, since a younger one may be another instance's upload in flight.
     */
    async sweep(): Promise<{ completed: number; removed: number }> {
      const referenced = await repository.allStorageKeys();
      // Other modules' photos in the same storage (issue 18: equipment) are referenced too.
      for (const source of otherKeySources) for (const key of await source()) referenced.add(key);
      const cutoff = storage.isShared ? clock.now().getTime() - SHARED_SWEEP_GRACE_MS : Infinity;
      let completed = 0;
      let removed = 0;
      for await (const file of storage.list()) {
        if (file.isTemporary && referenced.has(file.key)) {
          await storage.commit(file.key);
          completed += 1;
        } else if (file.modifiedAt.getTime() <= cutoff) {
          if (file.isTemporary) await storage.discard(file.key);
          else if (!referenced.has(file.key)) await storage.remove(file.key);
          else continue;
          removed += 1;
        }
      }
      return { completed, removed };
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
