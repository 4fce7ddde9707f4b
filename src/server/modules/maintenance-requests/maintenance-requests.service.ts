import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';

import type { SessionUser } from '#contract/schemas/auth.ts';
import {
  CreatePublicRequestInputSchema,
  PUBLIC_REQUEST_PHOTOS_MAX,
  PUBLIC_REQUESTS_PER_HOUR,
  REQUEST_ALREADY_DECIDED_MESSAGE,
} from '#contract/schemas/maintenance-request.ts';
import type {
  ApproveRequestInput,
  DeclineRequestInput,
  PublicEquipment,
  RequestList,
  RequestStatus,
} from '#contract/schemas/maintenance-request.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { CreateTicketInputSchema, TITLE_MAX_LENGTH } from '#contract/schemas/ticket.ts';

import {
  commitStagedFiles,
  discardStagedFiles,
} from '../../integrations/photo-storage/staged-files.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { PhotoStorage } from '../../integrations/photo-storage/photo-storage.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import { createImageCheck } from '../photos/image-check.ts';
import type { IncomingPart } from '../photos/photos.service.ts';
import type { PhotoCatalog } from '../photos/photos.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type {
  MaintenanceRequestsRepository,
  RequestFacts,
  RequestPhotoInsert,
} from './maintenance-requests.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** One answer for an unknown, malformed or retired code: nothing tells whether codes exist. */
function unknownLabel(): AppError {
  return notFound('Equipment');
}

function tooManyFromAddress(): AppError {
  return new AppError(
    'RATE_LIMITED',
    'Too many problem reports from this connection in the last hour. Please try again later.',
    429,
    { 'retry-after': String(HOUR_MS / 1000) },
  );
}

function tooManyForUnit(): AppError {
  return new AppError(
    'RATE_LIMITED',
    'This equipment has already been reported many times in the last hour. Please try again later.',
    429,
    { 'retry-after': String(HOUR_MS / 1000) },
  );
}

/** The ticket's default title: the description's first line, cut to the title's limit. */
export function defaultTitle(description: string): string {
  const firstLine = description.trim().split(/\r?\n/, 1)[0] ?? '';
  return firstLine.trim().slice(0, TITLE_MAX_LENGTH).trim();
}

/** Admins decide every store's requests, managers their store's; technicians none. */
function storeScope(user: SessionUser): string | null {
  if (user.role === 'admin') return null;
  if (user.role === 'manager' && user.locationId) return user.locationId;
  throw forbidden('Only admins and managers can see problem reports');
}

export function createMaintenanceRequestsService(deps: {
  db: Database;
  repository: MaintenanceRequestsRepository;
  tickets: Pick<TicketsService, 'create'>;
  photos: Pick<PhotoCatalog, 'attachStored'>;
  activity: ActivityRecorder;
  storage: PhotoStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, repository, tickets, photos, activity, storage, clock, log } = deps;

  /** A request the user may decide, or 404 (another store's request does not exist for them). */
  async function visibleFacts(user: SessionUser, id: string, tx?: Executor) {
    const scope = storeScope(user);
    const facts = await repository.findFacts(id, tx, { lock: tx !== undefined });
    if (!facts || (scope !== null && facts.locationId !== scope)) throw notFound('Request');
    return facts;
  }

  function assertPending(facts: RequestFacts): void {
    if (facts.status !== 'pending') throw conflict('CONFLICT', REQUEST_ALREADY_DECIDED_MESSAGE);
  }

  return {
    /** Report photos share the photo storage: its start-up sweep must keep them (app.ts). */
    photoStorageKeys: () => repository.photoStorageKeys(),

    async publicUnit(shortCode: string): Promise<PublicEquipment> {
      const unit = await repository.findPublicUnit(shortCode.trim().toUpperCase());
      if (!unit) throw unknownLabel();
      return { shortCode: unit.shortCode, name: unit.name, location: unit.location };
    },

    /** Issue 18: a label opened signed in goes to the create form with its unit (id and name). */
    async labelUnit(user: SessionUser, shortCode: string): Promise<{ id: string; name: string }> {
      const scope = storeScope(user);
      const unit = await repository.findPublicUnit(shortCode.trim().toUpperCase());
      if (!unit || (scope !== null && unit.locationId !== scope)) throw unknownLabel();
      return { id: unit.id, name: unit.name };
    },

    /**
     * A signed-out report from a label: each photo streams to storage under a temporary name,
     * checked by content and size; the text fields are checked once the body is read; the row
     * commits under the unit's lock with the hourly limits counted from the table (so they hold
     * across instances). Any failure removes every file of the report.
     */
    async submit(parts: AsyncIterable<IncomingPart>, address: string): Promise<void> {
      // Refuse before reading a body from an address already over its limit.
      const since = new Date(clock.now().getTime() - HOUR_MS);
      if ((await repository.countFromAddress(address, since)) >= PUBLIC_REQUESTS_PER_HOUR) {
        throw tooManyFromAddress();
      }
      const requestId = randomUUID();
      const staged: RequestPhotoInsert[] = [];
      const fields: Record<string, string> = {};
      try {
        for await (const part of parts) {
          if ('field' in part) {
            fields[part.field] = part.value;
            continue;
          }
          if (staged.length >= PUBLIC_REQUEST_PHOTOS_MAX) {
            part.stream.resume();
            throw badRequest(`Attach at most ${String(PUBLIC_REQUEST_PHOTOS_MAX)} photos`);
          }
          const check = createImageCheck(part.filename);
          const id = randomUUID();
          const storageKey = `requests/${requestId}/${id}`;
          part.stream.on('error', (error) => check.stream.destroy(error));
          check.stream.on('error', () => undefined);
          await storage.write(storageKey, part.stream.pipe(check.stream));
          staged.push({
            id,
            contentType: check.contentType() ?? 'application/octet-stream',
            size: check.size(),
            storageKey,
          });
        }
        const parsed = CreatePublicRequestInputSchema.safeParse(fields);
        if (!parsed.success) {
          const messages = parsed.error.issues.map((issue) => issue.message);
          throw badRequest([...new Set(messages)].join('; '));
        }
        const input = parsed.data;
        const unit = await repository.findPublicUnit(input.shortCode.toUpperCase());
        if (!unit) throw unknownLabel();
        const now = clock.now();
        const windowStart = new Date(now.getTime() - HOUR_MS);
        await db.transaction(async (tx) => {
          await repository.lockUnit(unit.id, tx);
          if (
            (await repository.countForUnit(unit.id, windowStart, tx)) >= PUBLIC_REQUESTS_PER_HOUR
          ) {
            throw tooManyForUnit();
          }
          if (
            (await repository.countFromAddress(address, windowStart, tx)) >=
            PUBLIC_REQUESTS_PER_HOUR
          ) {
            throw tooManyFromAddress();
          }
          await repository.insert(
            {
              id: requestId,
              equipmentId: unit.id,
              description: input.description,
              reporterName: input.reporterName,
              reporterPhone: input.reporterPhone,
              sourceAddress: address,
              createdAt: now,
            },
            staged,
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
    },

    async list(user: SessionUser, status: RequestStatus): Promise<RequestList> {
      const scope = storeScope(user);
      const [requests, pendingCount] = await Promise.all([
        repository.list(status, scope),
        repository.countPending(scope),
      ]);
      return { requests, pendingCount };
    },

    /**
     * A ticket made through the tickets service (history, notifications and the unit's status as
     * for any ticket), with the request's photos as its before-photos and the request marked
     * approved, all in the ticket's transaction.
     */
    async approve(user: SessionUser, id: string, input: ApproveRequestInput): Promise<Ticket> {
      const facts = await visibleFacts(user, id);
      assertPending(facts);
      const values = CreateTicketInputSchema.parse({
        title: input.title ?? defaultTitle(facts.description),
        description: facts.description,
        location: facts.location,
        category: facts.category,
        priority: input.priority,
        equipmentDown: input.equipmentDown ?? false,
        equipmentId: facts.equipmentId,
      });
      return tickets.create(user, values, async (tx, ticket) => {
        const now = clock.now();
        const locked = await visibleFacts(user, id, tx);
        assertPending(locked);
        const stored = await repository.photos(id, tx);
        if (stored.length > 0) {
          const carried = stored.map((photo) => ({
            id: randomUUID(),
            ticketId: ticket.id,
            contentType: photo.contentType,
            size: photo.size,
            storageKey: photo.storageKey,
            uploadedBy: user.id,
            stage: 'before' as const,
          }));
          await photos.attachStored(carried, now, tx);
          await activity.record(
            {
              actorId: user.id,
              ticketId: ticket.id,
              kind: 'ticket.photo_added',
              details: {
                ticketNumber: ticket.ticketNumber,
                count: carried.length,
                stage: 'before',
                photoIds: carried.map((photo) => photo.id),
              },
              createdAt: now,
            },
            tx,
          );
        }
        const decided = await repository.decide(
          id,
          { status: 'approved', decidedBy: user.id, decidedAt: now, ticketId: ticket.id },
          tx,
        );
        if (!decided) throw conflict('CONFLICT', REQUEST_ALREADY_DECIDED_MESSAGE);
      });
    },

    async decline(user: SessionUser, id: string, input: DeclineRequestInput): Promise<void> {
      await db.transaction(async (tx) => {
        const facts = await visibleFacts(user, id, tx);
        assertPending(facts);
        const decided = await repository.decide(
          id,
          {
            status: 'declined',
            decidedBy: user.id,
            decidedAt: clock.now(),
            declineReason: input.reason,
          },
          tx,
        );
        if (!decided) throw conflict('CONFLICT', REQUEST_ALREADY_DECIDED_MESSAGE);
      });
    },

    async readPhoto(
      user: SessionUser,
      id: string,
      photoId: string,
    ): Promise<{ contentType: string; size: number; data: Readable }> {
      await visibleFacts(user, id);
      const photo = await repository.findPhoto(id, photoId);
      if (!photo) throw notFound('Photo');
      const data = await storage.read(photo.storageKey);
      if (!data) throw notFound('Photo');
      return { contentType: photo.contentType, size: photo.size, data };
    },
  };
}

export type MaintenanceRequestsService = ReturnType<typeof createMaintenanceRequestsService>;
