import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import {
  canManageEquipment,
  canPrintEquipmentLabels,
  equipmentAudienceFor,
} from '#contract/policies/equipment.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  CreateEquipmentInput,
  Equipment,
  EquipmentHistory,
  EquipmentLabel,
  EquipmentList,
  EquipmentStatus,
  UpdateEquipmentInput,
} from '#contract/schemas/equipment.ts';
import { INVALID_CURSOR_MESSAGE, ticketCursor } from '#contract/paging.ts';
import {
  EQUIPMENT_HISTORY_PAGE_DEFAULT,
  equipmentReportPath,
  LABELS_NEED_ORIGIN_MESSAGE,
  REPEAT_REPAIR_DAYS,
} from '#contract/schemas/equipment.ts';
import { parseTicketCursor } from '#contract/schemas/ticket.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/business-time.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { newShortCode } from './short-code.ts';
import type {
  EquipmentFilters,
  EquipmentMoment,
  EquipmentRepository,
  EquipmentScope,
  EquipmentValues,
} from './equipment.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A short-code collision is astronomically rare (short-code.ts); a few tries settle it. */
const SHORT_CODE_ATTEMPTS = 5;
const DEFAULT_STATUSES: EquipmentStatus[] = ['in-service', 'down'];

/** One file of the photo upload, or a text field (ignored). */
export type IncomingEquipmentPart = { filename: string; stream: Readable } | { field: string };

/** What the list route hands over: the parsed EquipmentListQuerySchema. */
type EquipmentListFilters = Omit<EquipmentFilters, 'statuses'> & {
  status?: EquipmentStatus[];
};

/**
 * The one rule of who sees which unit (docs/decisions/033): admins every unit, managers their
 * store's, technicians the units of the tickets they see (their assigned tickets).
 */
function scopeFor(user: SessionUser): EquipmentScope {
  return equipmentAudienceFor(user);
}

function assertAdmin(user: SessionUser): void {
  if (!canManageEquipment(user)) throw forbidden('Only administrators can manage equipment');
}

function duplicateName(store: string, name: string): AppError {
  return conflict('DUPLICATE_NAME', `${store} already has equipment named ${name}`);
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function createEquipmentService(deps: {
  db: Database;
  repository: EquipmentRepository;
  activity: ActivityRecorder;
  files: Pick<FilesService, 'upload' | 'read' | 'remove'>;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, activity, files, clock, timeZone } = deps;

  function moment(): EquipmentMoment {
    const now = clock.now();
    return {
      today: dayOf(now, timeZone),
      repairsSince: new Date(now.getTime() - REPEAT_REPAIR_DAYS * DAY_MS),
    };
  }

  async function visible(user: SessionUser, id: string, executor?: Executor): Promise<Equipment> {
    const unit = await repository.find(scopeFor(user), id, moment(), executor);
    // Another store's unit answers like one that does not exist (architecture §6).
    if (!unit) throw notFound('Equipment');
    return unit;
  }

  /** The store and category must exist: 400 names which one does not. */
  async function resolveRefs(input: { locationId: string; categoryId: string }) {
    const location = await repository.findLocation(input.locationId);
    if (!location) throw badRequest('Unknown store');
    const category = await repository.findCategory(input.categoryId);
    if (!category) throw badRequest('Unknown category');
    return { location, category };
  }

  function valuesOf(
    input: CreateEquipmentInput | UpdateEquipmentInput,
    status: EquipmentStatus,
    retiredAt: Date | null,
  ): EquipmentValues {
    return {
      name: input.name.trim(),
      locationId: input.locationId,
      categoryId: input.categoryId,
      make: blankToNull(input.make),
      model: blankToNull(input.model),
      serialNumber: blankToNull(input.serialNumber),
      installDate: input.installDate ?? null,
      warrantyEndDate: input.warrantyEndDate ?? null,
      warrantyProvider: blankToNull(input.warrantyProvider),
      notes: blankToNull(input.notes),
      status,
      retiredAt,
    };
  }

  function history(actor: SessionUser, kind: 'created' | 'updated' | 'retired') {
    return (unit: { id: string; name: string }, store: string, now: Date, tx: Executor) =>
      activity.record(
        {
          actorId: actor.id,
          kind: `equipment.${kind}`,
          details: { equipmentId: unit.id, name: unit.name, location: store },
          createdAt: now,
        },
        tx,
      );
  }

  return {
    /**
     * Issue 39: the maintenance dashboard's repeat repairs, per period and store (the register's
     * rule, as of each period's end). The caller has already scoped the store to its viewer.
     */
    repeatRepairsByStore: (...args: Parameters<EquipmentRepository['repeatRepairsByStore']>) =>
      repository.repeatRepairsByStore(...args),

    async list(user: SessionUser, filters: EquipmentListFilters): Promise<EquipmentList> {
      const statuses = filters.status?.length ? filters.status : DEFAULT_STATUSES;
      return repository.list(scopeFor(user), { ...filters, statuses }, moment());
    },

    get: visible,

    async create(actor: SessionUser, input: CreateEquipmentInput): Promise<Equipment> {
      assertAdmin(actor);
      const { location } = await resolveRefs(input);
      const values = valuesOf(input, input.status ?? 'in-service', null);
      for (let attempt = 0; attempt < SHORT_CODE_ATTEMPTS; attempt += 1) {
        if (await repository.nameTaken(values.locationId, values.name, undefined)) {
          throw duplicateName(location.name, values.name);
        }
        const now = clock.now();
        // Each attempt is its own transaction: a unique violation aborts the one it happens in.
        const id = await db.transaction(async (tx) => {
          const inserted = await repository.insert(
            { ...values, shortCode: newShortCode(), createdAt: now },
            tx,
          );
          if (inserted === 'duplicate') return undefined;
          const { id: insertedId } = inserted;
          await history(actor, 'created')(
            { id: insertedId, name: values.name },
            location.name,
            now,
            tx,
          );
          return insertedId;
        });
        // A name taken meanwhile is found by the check above; otherwise the code collided.
        if (id) return visible(actor, id);
      }
      throw new AppError('INTERNAL_ERROR', 'Could not make a unique label code; try again', 500);
    },

    /** The whole record; a status of 'retired' retires the unit, another brings it back. */
    async update(actor: SessionUser, id: string, input: UpdateEquipmentInput): Promise<Equipment> {
      assertAdmin(actor);
      const current = await repository.findStored(id);
      if (!current) throw notFound('Equipment');
      const { location } = await resolveRefs(input);
      const status = input.status ?? current.status;
      const now = clock.now();
      const retiredAt = status === 'retired' ? (current.retiredAt ?? now) : null;
      const values = valuesOf(input, status, retiredAt);
      // A retired unit frees its name; one in use, or coming back, must not share it.
      if (status !== 'retired' && (await repository.nameTaken(location.id, values.name, id))) {
        throw duplicateName(location.name, values.name);
      }
      const result = await db.transaction(async (tx) => {
        const locked = await repository.findStored(id, tx, { lock: true });
        if (!locked) return 'not-found' as const;
        const updated = await repository.update(id, { ...values, updatedAt: now }, tx);
        if (updated === 'duplicate') return updated;
        const kind = status === 'retired' && locked.status !== 'retired' ? 'retired' : 'updated';
        await history(actor, kind)({ id, name: values.name }, location.name, now, tx);
        return updated;
      });
      if (result === 'not-found') throw notFound('Equipment');
      if (result === 'duplicate') throw duplicateName(location.name, values.name);
      return visible(actor, id);
    },

    /** DELETE retires: the unit stays in history and on its tickets. Retiring twice is a no-op. */
    async retire(actor: SessionUser, id: string): Promise<Equipment> {
      assertAdmin(actor);
      const now = clock.now();
      const found = await db.transaction(async (tx) => {
        const current = await repository.findStored(id, tx, { lock: true });
        if (!current) return false;
        if (current.status === 'retired') return true;
        await repository.update(id, { status: 'retired', retiredAt: now, updatedAt: now }, tx);
        await history(actor, 'retired')(current, current.location, now, tx);
        return true;
      });
      if (!found) throw notFound('Equipment');
      return visible(actor, id);
    },

    /** A page of the unit's history (decision 033): newest first, `limit` tickets after `cursor`. */
    async history(
      user: SessionUser,
      id: string,
      query: { cursor?: string | undefined; limit?: number | undefined },
    ): Promise<EquipmentHistory> {
      const unit = await visible(user, id);
      const after = query.cursor ? parseTicketCursor(query.cursor) : undefined;
      if (query.cursor && !after) throw badRequest(INVALID_CURSOR_MESSAGE);
      const audience = ticketAudienceFor(user);
      const now = clock.now();
      const limit = query.limit ?? EQUIPMENT_HISTORY_PAGE_DEFAULT;
      const [rows, totals] = await Promise.all([
        repository.historyPage(id, audience, now, { after, limit }),
        repository.historyTotals(id, audience, now),
      ]);
      const tickets = rows.slice(0, limit);
      const last = tickets.at(-1);
      return {
        equipment: unit,
        tickets,
        ticketCount: totals.ticketCount,
        nextCursor: rows.length > limit && last ? ticketCursor(last) : null,
        repairsLast90Days: unit.repairsLast90Days,
        totalMinutesLogged: totals.totalMinutesLogged,
      };
    },

    /**
     * Replaces the unit's photo with the body's one image, checked by content while it streams
     * (like ticket photos). The row points at the new file before the old one is removed; a crash
     * in between leaves a file the start-up sweep removes.
     */
    async uploadPhoto(
      actor: SessionUser,
      id: string,
      parts: AsyncIterable<IncomingEquipmentPart>,
    ): Promise<Equipment> {
      assertAdmin(actor);
      if (!(await repository.findStored(id))) throw notFound('Equipment');
      const quota = { maxFiles: 1, refusal: () => badRequest('Upload one image') };
      // The photo the new one replaces, read under the row's lock.
      const { result: replaced } = await files.upload(async (stageFile) => {
        let staged: { storageKey: string; contentType: string } | undefined;
        for await (const part of parts) {
          if (!('stream' in part)) continue;
          staged = await stageFile(`equipment/${id}/${randomUUID()}`, part, 'image');
        }
        if (!staged) throw badRequest('Attach an image');
        const photo = { storageKey: staged.storageKey, contentType: staged.contentType };
        const now = clock.now();
        const current = await db.transaction(async (tx) => {
          const stored = await repository.findStored(id, tx, { lock: true });
          if (!stored) return undefined;
          await repository.setPhoto(id, photo, now, tx);
          return stored;
        });
        if (!current) throw notFound('Equipment');
        return current.photoStorageKey;
      }, quota);
      // The row is committed and the new file renamed; a failed removal is the sweep's.
      if (replaced) await files.remove(replaced);
      return visible(actor, id);
    },

    async readPhoto(
      user: SessionUser,
      id: string,
    ): Promise<{ contentType: string; data: Readable }> {
      await visible(user, id);
      const stored = await repository.findStored(id);
      if (!stored?.photoStorageKey || !stored.photoContentType) throw notFound('Photo');
      const data = await files.read(stored.photoStorageKey);
      if (!data) throw notFound('Photo');
      return { contentType: stored.photoContentType, data };
    },

    /** Keys the files' start-up sweep must keep. */
    photoStorageKeys: () => repository.photoStorageKeys(),

    /**
     * Label sheets: admins any store's (or every store's) units, managers their own store's.
     * `origin` is config.linkOrigin: PUBLIC_ORIGIN or the server's own address, never a request's
     * Host header (decision 039); without one the sheet is refused rather than printed with a guess.
     */
    async labels(
      user: SessionUser,
      store: string | undefined,
      origin: string | undefined,
    ): Promise<{ labels: EquipmentLabel[] }> {
      if (!canPrintEquipmentLabels(user))
        throw forbidden('Only administrators and managers print labels');
      let locationId: string | undefined;
      if (store !== undefined) {
        const location = await repository.findLocation(store);
        if (!location) throw badRequest(`Unknown store: ${store}`);
        locationId = location.id;
      }
      if (equipmentAudienceFor(user).kind === 'store') {
        if (!user.locationId) throw forbidden('You are not assigned to a store');
        if (locationId && locationId !== user.locationId) {
          throw forbidden("Managers print labels for their own store's equipment");
        }
        locationId = user.locationId;
      }
      if (!origin) throw conflict('CONFLICT', LABELS_NEED_ORIGIN_MESSAGE);
      const rows = await repository.labels(locationId);
      const base = origin.replace(/\/$/, '');
      return {
        labels: rows.map((row) => ({
          ...row,
          url: `${base}${equipmentReportPath(row.shortCode)}`,
        })),
      };
    },
  };
}

export type EquipmentService = ReturnType<typeof createEquipmentService>;
