import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { z } from 'zod';

import { requestStoreFor } from '#contract/policies/requests.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import {
  CreatePublicRequestInputSchema,
  PUBLIC_REQUEST_PHOTOS_MAX,
  PUBLIC_REQUESTS_PER_HOUR,
  REPORT_ATTACHED_MESSAGE,
  REPORT_SENT_MESSAGE,
  REQUEST_ALREADY_DECIDED_MESSAGE,
} from '#contract/schemas/maintenance-request.ts';
import type {
  ApproveRequestInput,
  DeclineRequestInput,
  PublicEquipment,
  PublicRequestCreated,
  RequestList,
  RequestStatus,
} from '#contract/schemas/maintenance-request.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import {
  CreateTicketInputSchema,
  DESCRIPTION_MAX_LENGTH,
  PHOTOS_PER_TICKET,
  TITLE_MAX_LENGTH,
} from '#contract/schemas/ticket.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { IncomingPart } from '../photos/photos.service.ts';
import type { PhotoCatalog } from '../photos/photos.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type {
  MaintenanceRequestsRepository,
  OpenRequestReport,
  PublicUnit,
  RequestPhotoInsert,
} from './requests.repository.ts';

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

/** Decision 039: the text is judged before any photo byte is stored, so it has to come first. */
const FIELDS_BEFORE_PHOTOS_MESSAGE = 'Send the text fields before the photos';

/**
 * The ticket's description for an open request: its first report, then the notes attached to
 * it, cut to the ticket's limit (every note stays on the request).
 */
function openRequestDescription(reports: Pick<OpenRequestReport, 'description'>[]): string {
  const [first, ...notes] = reports;
  if (!first) return '';
  if (notes.length === 0) return first.description;
  let text = `${first.description}\n\nAlso reported (${String(notes.length)}):`;
  for (const [index, note] of notes.entries()) {
    const line = `\n- ${note.description.trim().replace(/\r?\n/g, '\n  ')}`;
    const rest = notes.length - index - 1;
    // Room is kept for the line that says how many notes did not fit.
    const tail = rest > 0 ? `\n(and ${String(rest)} more on the request)`.length : 0;
    if (text.length + line.length + tail > DESCRIPTION_MAX_LENGTH) {
      return `${text}\n(and ${String(notes.length - index)} more on the request)`.slice(
        0,
        DESCRIPTION_MAX_LENGTH,
      );
    }
    text += line;
  }
  return text;
}

/** The ticket's default title: the description's first line, cut to the title's limit. */
function defaultTitle(description: string): string {
  const firstLine = description.trim().split(/\r?\n/, 1)[0] ?? '';
  return firstLine.trim().slice(0, TITLE_MAX_LENGTH).trim();
}

/** Admins decide every store's requests, managers their store's; technicians none. */
function storeScope(user: SessionUser): string | null {
  const store = requestStoreFor(user);
  if (store !== undefined) return store;
  throw forbidden('Only admins and managers can see problem reports');
}

export function createMaintenanceRequestsService(deps: {
  db: Database;
  repository: MaintenanceRequestsRepository;
  tickets: Pick<TicketsService, 'create'>;
  photos: Pick<PhotoCatalog, 'attachStored'>;
  activity: ActivityRecorder;
  files: Pick<FilesService, 'upload' | 'read'>;
  clock: Clock;
}) {
  const { db, repository, tickets, photos, activity, files, clock } = deps;

  /** A request the user may decide, or 404 (another store's request does not exist for them). */
  async function visibleFacts(user: SessionUser, id: string, tx?: Executor) {
    const scope = storeScope(user);
    const facts = await repository.findFacts(id, tx);
    if (!facts || (scope !== null && facts.locationId !== scope)) throw notFound('Request');
    return facts;
  }

  /**
   * The open request `id` belongs to (its first report and the notes attached to it), locked
   * until `tx` ends; 409 once it has been decided. Deciding any of its reports decides them all.
   */
  async function lockOpenRequest(
    user: SessionUser,
    id: string,
    tx: Executor,
  ): Promise<OpenRequestReport[]> {
    const facts = await visibleFacts(user, id, tx);
    const reports = await repository.openRequestReports(facts.equipmentId, tx, { lock: true });
    if (!reports.some((report) => report.id === id)) {
      throw conflict('CONFLICT', REQUEST_ALREADY_DECIDED_MESSAGE);
    }
    return reports;
  }

  /**
   * The report's fields, judged in the schema, and its unit (404 for any unknown code); before
   * the first photo, also the address's count, so no photo byte is stored for a report that
   * would be refused (decision 039).
   */
  async function accept(
    fields: Record<string, string>,
    address: string,
    { isBeforePhotos }: { isBeforePhotos: boolean },
  ): Promise<{ input: z.output<typeof CreatePublicRequestInputSchema>; unit: PublicUnit }> {
    if (isBeforePhotos && !('shortCode' in fields) && !('description' in fields)) {
      throw badRequest(FIELDS_BEFORE_PHOTOS_MESSAGE);
    }
    const parsed = CreatePublicRequestInputSchema.safeParse(fields);
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => issue.message);
      throw badRequest([...new Set(messages)].join('; '));
    }
    const unit = await repository.findPublicUnit(parsed.data.shortCode.toUpperCase());
    if (!unit) throw unknownLabel();
    if (isBeforePhotos) {
      const since = new Date(clock.now().getTime() - HOUR_MS);
      if ((await repository.countFromAddress(address, since)) >= PUBLIC_REQUESTS_PER_HOUR) {
        throw tooManyFromAddress();
      }
    }
    return { input: parsed.data, unit };
  }

  return {
    /** Every file a report's photo references: the files' start-up sweep keeps them. */
    photoStorageKeys: () => repository.photoStorageKeys(),

    async publicUnit(shortCode: string): Promise<PublicEquipment> {
      const unit = await repository.findPublicUnit(shortCode.trim().toUpperCase());
      if (!unit) throw unknownLabel();
      return { shortCode: unit.shortCode, name: unit.name, location: unit.location };
    },

    /** Decision 033: a label opened signed in goes to the create form with its unit (id and name). */
    async labelUnit(user: SessionUser, shortCode: string): Promise<{ id: string; name: string }> {
      const scope = storeScope(user);
      const unit = await repository.findPublicUnit(shortCode.trim().toUpperCase());
      if (!unit || (scope !== null && unit.locationId !== scope)) throw unknownLabel();
      return { id: unit.id, name: unit.name };
    },

    /**
     * A signed-out report from a label. The text fields come first: at the first photo (or the
     * body's end) they are judged, the code looked up and the address's count checked, so no
     * photo byte is stored for a report that would be refused. Each photo then streams to storage
     * under a temporary name, checked by content and size. The row commits under the address's
     * lock with the hourly limit counted from the table (so it holds across instances and for
     * reports sent at once). A report is never refused because of its unit: on a unit with an
     * open request it is attached to that request as a note (decision 039). Any failure removes every
     * file of the report.
     */
    async submit(
      parts: AsyncIterable<IncomingPart>,
      address: string,
    ): Promise<PublicRequestCreated> {
      // Refuse before reading a body from an address already over its limit.
      const since = new Date(clock.now().getTime() - HOUR_MS);
      if ((await repository.countFromAddress(address, since)) >= PUBLIC_REQUESTS_PER_HOUR) {
        throw tooManyFromAddress();
      }
      const requestId = randomUUID();
      const fields: Record<string, string> = {};
      let accepted: Awaited<ReturnType<typeof accept>> | undefined;
      const quota = {
        maxFiles: PUBLIC_REQUEST_PHOTOS_MAX,
        refusal: () => badRequest(`Attach at most ${String(PUBLIC_REQUEST_PHOTOS_MAX)} photos`),
      };
      const { result: isAttached } = await files.upload(async (stageFile) => {
        const staged: RequestPhotoInsert[] = [];
        for await (const part of parts) {
          if ('field' in part) {
            if (accepted) throw badRequest(FIELDS_BEFORE_PHOTOS_MESSAGE);
            fields[part.field] = part.value;
            continue;
          }
          if (!accepted) {
            try {
              accepted = await accept(fields, address, { isBeforePhotos: true });
            } catch (error) {
              part.stream.resume();
              throw error;
            }
          }
          const id = randomUUID();
          staged.push({ id, ...(await stageFile(`requests/${requestId}/${id}`, part, 'image')) });
        }
        const { input, unit } =
          accepted ?? (await accept(fields, address, { isBeforePhotos: false }));
        const now = clock.now();
        return db.transaction(async (tx) => {
          // The address first, then the unit: every report takes them in this order.
          await repository.lockAddress(address, tx);
          const windowStart = new Date(now.getTime() - HOUR_MS);
          if (
            (await repository.countFromAddress(address, windowStart, tx)) >=
            PUBLIC_REQUESTS_PER_HOUR
          ) {
            throw tooManyFromAddress();
          }
          await repository.lockUnit(unit.id, tx);
          const latest = await repository.latestOpenReportAt(unit.id, tx);
          // Stored as a row either way: a note of the open request is its unit's later pending
          // row (the repository groups them), so it counts against its address like any report.
          // At least 1 ms after the request's latest report, so its reports keep the order they
          // came in (a tie on the clock would fall to the random ids).
          const createdAt = latest && latest >= now ? new Date(latest.getTime() + 1) : now;
          await repository.insert(
            {
              id: requestId,
              equipmentId: unit.id,
              description: input.description,
              reporterName: input.reporterName,
              reporterPhone: input.reporterPhone,
              sourceAddress: address,
              createdAt,
            },
            staged,
            tx,
          );
          return latest !== undefined;
        });
      }, quota);
      return {
        ok: true,
        isAttached,
        message: isAttached ? REPORT_ATTACHED_MESSAGE : REPORT_SENT_MESSAGE,
      };
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
     * for any ticket) from the open request: its first report and its notes as the description,
     * their photos (up to the ticket's limit) as its before-photos, and every one of those
     * reports marked approved, all in the ticket's transaction. A note attached after the
     * description was read stays pending: it opens the unit's next request.
     */
    async approve(user: SessionUser, id: string, input: ApproveRequestInput): Promise<Ticket> {
      const facts = await visibleFacts(user, id);
      const reports = await repository.openRequestReports(facts.equipmentId);
      const first = reports[0];
      if (!first || !reports.some((report) => report.id === id)) {
        throw conflict('CONFLICT', REQUEST_ALREADY_DECIDED_MESSAGE);
      }
      const values = CreateTicketInputSchema.parse({
        title: input.title ?? defaultTitle(first.description),
        description: openRequestDescription(reports),
        location: facts.location,
        category: facts.category,
        priority: input.priority,
        equipmentDown: input.equipmentDown ?? false,
        equipmentId: facts.equipmentId,
      });
      return tickets.create(user, values, async (tx, ticket) => {
        const now = clock.now();
        const locked = new Set((await lockOpenRequest(user, id, tx)).map((report) => report.id));
        const ids = reports.map((report) => report.id).filter((reportId) => locked.has(reportId));
        // The first report's photos first, then each note's, up to the ticket's limit.
        const order = new Map(ids.map((reportId, index) => [reportId, index]));
        const stored = (await repository.photos(ids, tx))
          .sort((a, b) => (order.get(a.requestId) ?? 0) - (order.get(b.requestId) ?? 0))
          .slice(0, PHOTOS_PER_TICKET);
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
          ids,
          { status: 'approved', decidedBy: user.id, decidedAt: now, ticketId: ticket.id },
          tx,
        );
        if (decided === 0) throw conflict('CONFLICT', REQUEST_ALREADY_DECIDED_MESSAGE);
      });
    },

    /** Declines the open request: its first report and every note attached to it. */
    async decline(user: SessionUser, id: string, input: DeclineRequestInput): Promise<void> {
      await db.transaction(async (tx) => {
        const reports = await lockOpenRequest(user, id, tx);
        const decided = await repository.decide(
          reports.map((report) => report.id),
          {
            status: 'declined',
            decidedBy: user.id,
            decidedAt: clock.now(),
            declineReason: input.reason,
          },
          tx,
        );
        if (decided === 0) throw conflict('CONFLICT', REQUEST_ALREADY_DECIDED_MESSAGE);
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
      const data = await files.read(photo.storageKey);
      if (!data) throw notFound('Photo');
      return { contentType: photo.contentType, size: photo.size, data };
    },
  };
}

export type MaintenanceRequestsService = ReturnType<typeof createMaintenanceRequestsService>;
