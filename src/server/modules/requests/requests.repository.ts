import { and, asc, desc, eq, gte, inArray, lte, ne, notExists, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { MaintenanceRequest, RequestStatus } from '#contract/schemas/maintenance-request.ts';
import { REQUEST_NOTES_SHOWN } from '#contract/schemas/maintenance-request.ts';

import type { Database, Executor } from '../../db/database.ts';
import {
  categories,
  equipment,
  locations,
  maintenanceRequestPhotos,
  maintenanceRequests,
  tickets,
  users,
} from '../../db/schema.ts';

/**
 * Issue 37: a status as a literal, not a parameter. With `status = $1` the plan cache never kept
 * the list's plan: costed for a guessed status it always came out dearer than the plan for
 * 'pending' (40 rows of 6,000), so PostgreSQL planned the statement again on every request (1.7-8.8
 * ms, against 0.5 ms to run it; 0 generic plans in 8 runs). With the literal, each of the three
 * statuses is its own statement and keeps one plan (0.02 ms to plan). The values are the contract's
 * three, never the caller's text.
 */
const STATUS_LITERALS: Record<RequestStatus, SQL> = {
  pending: sql.raw(`'pending'`),
  approved: sql.raw(`'approved'`),
  declined: sql.raw(`'declined'`),
};

function statusIs(status: RequestStatus): SQL {
  return sql`${maintenanceRequests.status} = ${STATUS_LITERALS[status]}`;
}

/** A unit as the public label page and a new report need it. */
export interface PublicUnit {
  id: string;
  shortCode: string;
  name: string;
  locationId: string;
  location: string;
}

interface RequestInsert {
  id: string;
  equipmentId: string;
  description: string;
  reporterName: string | null;
  reporterPhone: string | null;
  sourceAddress: string;
  createdAt: Date;
}

export interface RequestPhotoInsert {
  id: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/** What approving and deciding read of a request: its state and its unit's store and category. */
interface RequestFacts {
  id: string;
  status: RequestStatus;
  description: string;
  equipmentId: string;
  locationId: string;
  location: string;
  category: string;
}

/** A report of a unit's open request: its first report or a note attached to it. */
export interface OpenRequestReport {
  id: string;
  description: string;
  createdAt: Date;
}

interface NoteRow {
  id: string;
  description: string;
  reporterName: string | null;
  reporterPhone: string | null;
  createdAt: Date;
}

interface StoredRequestPhoto {
  id: string;
  contentType: string;
  size: number;
  storageKey: string;
}

function requestPhotoUrl(requestId: string, photoId: string): string {
  return `/api/requests/${requestId}/photos/${photoId}`;
}

/**
 * One request, as staff see it, is a group of rows (decision 039): the reports about one unit with the
 * same status and, once decided, the same decision. A pending group is the unit's open request:
 * its oldest row is the request, the later rows are notes attached to it. A decision settles the
 * whole group at one instant (and an approval with one ticket), so decided groups stay apart.
 */
function groupKey(row: { equipmentId: string; decidedAt: Date | null; ticketId: string | null }) {
  return [row.equipmentId, row.decidedAt?.toISOString() ?? '', row.ticketId ?? ''].join('|');
}

/** The maintenance_requests and maintenance_request_photos tables (decision 033). */
export function createMaintenanceRequestsRepository(db: Database) {
  async function photosFor(requestIds: string[]) {
    const byRequest = new Map<string, MaintenanceRequest['photos']>();
    if (requestIds.length === 0) return byRequest;
    const rows = await db
      .select({
        id: maintenanceRequestPhotos.id,
        requestId: maintenanceRequestPhotos.requestId,
        contentType: maintenanceRequestPhotos.contentType,
      })
      .from(maintenanceRequestPhotos)
      .where(inArray(maintenanceRequestPhotos.requestId, requestIds))
      .orderBy(asc(maintenanceRequestPhotos.createdAt), asc(maintenanceRequestPhotos.id));
    for (const row of rows) {
      const list = byRequest.get(row.requestId) ?? [];
      list.push({
        id: row.id,
        url: requestPhotoUrl(row.requestId, row.id),
        contentType: row.contentType,
      });
      byRequest.set(row.requestId, list);
    }
    return byRequest;
  }

  /**
   * The notes of each listed group (its rows after the first), by group: the latest
   * REQUEST_NOTES_SHOWN, oldest first, and how many there are.
   */
  async function notesFor(
    status: RequestStatus,
    firsts: { id: string; equipmentId: string; decidedAt: Date | null; ticketId: string | null }[],
  ) {
    const byGroup = new Map<string, { notes: NoteRow[]; count: number }>();
    if (firsts.length === 0) return byGroup;
    const wanted = new Set(firsts.map(groupKey));
    const firstIds = new Set(firsts.map((row) => row.id));
    const partition = sql`partition by ${maintenanceRequests.equipmentId}, ${maintenanceRequests.decidedAt}, ${maintenanceRequests.ticketId}`;
    const ranked = db
      .select({
        id: maintenanceRequests.id,
        equipmentId: maintenanceRequests.equipmentId,
        decidedAt: maintenanceRequests.decidedAt,
        ticketId: maintenanceRequests.ticketId,
        description: maintenanceRequests.description,
        reporterName: maintenanceRequests.reporterName,
        reporterPhone: maintenanceRequests.reporterPhone,
        createdAt: maintenanceRequests.createdAt,
        rank: sql<number>`(row_number() over (${partition} order by ${maintenanceRequests.createdAt} desc, ${maintenanceRequests.id} desc))::integer`.as(
          'rank',
        ),
        total: sql<number>`(count(*) over (${partition}))::integer`.as('total'),
      })
      .from(maintenanceRequests)
      .where(
        and(
          statusIs(status),
          inArray(maintenanceRequests.equipmentId, [
            ...new Set(firsts.map((row) => row.equipmentId)),
          ]),
        ),
      )
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, REQUEST_NOTES_SHOWN + 1))
      .orderBy(asc(ranked.createdAt), asc(ranked.id));
    for (const row of rows) {
      const key = groupKey(row);
      if (!wanted.has(key) || firstIds.has(row.id)) continue;
      const group = byGroup.get(key) ?? { notes: [], count: row.total - 1 };
      group.notes.push(row);
      byGroup.set(key, group);
    }
    for (const group of byGroup.values()) group.notes = group.notes.slice(-REQUEST_NOTES_SHOWN);
    return byGroup;
  }

  return {
    /** A unit that is not retired, by its label's code. */
    async findPublicUnit(
      shortCode: string,
      executor: Executor = db,
    ): Promise<PublicUnit | undefined> {
      const [row] = await executor
        .select({
          id: equipment.id,
          shortCode: equipment.shortCode,
          name: equipment.name,
          locationId: equipment.locationId,
          location: locations.name,
        })
        .from(equipment)
        .innerJoin(locations, eq(locations.id, equipment.locationId))
        .where(and(eq(equipment.shortCode, shortCode), ne(equipment.status, 'retired')))
        .limit(1);
      return row;
    },

    /** Reports since `since` from one client address (the rate limit, counted across instances). */
    async countFromAddress(address: string, since: Date, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::integer` })
        .from(maintenanceRequests)
        .where(
          and(
            eq(maintenanceRequests.sourceAddress, address),
            gte(maintenanceRequests.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Serialises reports from one client address until `tx` ends, whatever their units, so reports
     * sent at once cannot all pass the address's count (decision 039: 60 parallel reports over 13
     * units stored 12 against 10). A transaction-scoped advisory lock: nothing to clean up, and
     * every instance on the database waits on the same key.
     */
    async lockAddress(address: string, tx: Executor): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`maintenance-requests:address:${address}`}::text, 0))`,
      );
    },

    /**
     * Serialises reports about one unit until `tx` ends, so the second of two at once sees the
     * first's open request and is told it was attached (a row lock on the unit). Taken after the
     * address's lock, never before: one order, no deadlock.
     */
    async lockUnit(equipmentId: string, tx: Executor): Promise<void> {
      await tx
        .select({ id: equipment.id })
        .from(equipment)
        .where(eq(equipment.id, equipmentId))
        .for('update');
    },

    /**
     * When the unit's open (pending) request last had a report, or undefined when it has none: a
     * new report is attached to that request.
     */
    async latestOpenReportAt(
      equipmentId: string,
      executor: Executor = db,
    ): Promise<Date | undefined> {
      const [row] = await executor
        .select({ createdAt: maintenanceRequests.createdAt })
        .from(maintenanceRequests)
        .where(
          and(
            eq(maintenanceRequests.equipmentId, equipmentId),
            eq(maintenanceRequests.status, 'pending'),
          ),
        )
        .orderBy(desc(maintenanceRequests.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /**
     * The reports of the unit's open request, oldest first (the request, then its notes); with
     * `lock`, each row is locked until `executor` ends, always in this order, so two decisions
     * of one request wait for each other instead of deadlocking.
     */
    async openRequestReports(
      equipmentId: string,
      executor: Executor = db,
      { lock = false }: { lock?: boolean } = {},
    ): Promise<OpenRequestReport[]> {
      const query = executor
        .select({
          id: maintenanceRequests.id,
          description: maintenanceRequests.description,
          createdAt: maintenanceRequests.createdAt,
        })
        .from(maintenanceRequests)
        .where(
          and(
            eq(maintenanceRequests.equipmentId, equipmentId),
            eq(maintenanceRequests.status, 'pending'),
          ),
        )
        .orderBy(asc(maintenanceRequests.createdAt), asc(maintenanceRequests.id));
      return lock ? query.for('update') : query;
    },

    async insert(
      request: RequestInsert,
      photos: RequestPhotoInsert[],
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(maintenanceRequests).values(request);
      if (photos.length === 0) return;
      await executor.insert(maintenanceRequestPhotos).values(
        photos.map((photo, index) => ({
          ...photo,
          requestId: request.id,
          // One millisecond apart, so the photos list in the order they were sent.
          createdAt: new Date(request.createdAt.getTime() + index),
        })),
      );
    },

    /**
     * Requests, newest first, at one store or (null) every store: each group's first report with
     * the latest REQUEST_NOTES_SHOWN of its notes. The 200 are groups, not rows, so a flood of
     * notes on one unit cannot push another unit's request off the list.
     */
    async list(status: RequestStatus, locationId: string | null): Promise<MaintenanceRequest[]> {
      const decider = sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${maintenanceRequests.decidedBy})`;
      const earlier = alias(maintenanceRequests, 'earlier');
      const conditions: SQL[] = [
        statusIs(status),
        // The group's first report: no row of the same group before it.
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.equipmentId, maintenanceRequests.equipmentId),
                eq(earlier.status, maintenanceRequests.status),
                sql`${earlier.decidedAt} is not distinct from ${maintenanceRequests.decidedAt}`,
                sql`${earlier.ticketId} is not distinct from ${maintenanceRequests.ticketId}`,
                sql`(${earlier.createdAt}, ${earlier.id}) < (${maintenanceRequests.createdAt}, ${maintenanceRequests.id})`,
              ),
            ),
        ),
      ];
      if (locationId) conditions.push(eq(equipment.locationId, locationId));
      const rows = await db
        .select({
          id: maintenanceRequests.id,
          status: maintenanceRequests.status,
          equipmentId: equipment.id,
          equipmentName: equipment.name,
          locationId: equipment.locationId,
          location: locations.name,
          categoryId: equipment.categoryId,
          category: categories.name,
          description: maintenanceRequests.description,
          reporterName: maintenanceRequests.reporterName,
          reporterPhone: maintenanceRequests.reporterPhone,
          createdAt: maintenanceRequests.createdAt,
          decidedByName: decider,
          decidedAt: maintenanceRequests.decidedAt,
          declineReason: maintenanceRequests.declineReason,
          ticketId: maintenanceRequests.ticketId,
          ticketNumber: tickets.ticketNumber,
        })
        .from(maintenanceRequests)
        .innerJoin(equipment, eq(equipment.id, maintenanceRequests.equipmentId))
        .innerJoin(locations, eq(locations.id, equipment.locationId))
        .innerJoin(categories, eq(categories.id, equipment.categoryId))
        .leftJoin(tickets, eq(tickets.id, maintenanceRequests.ticketId))
        .where(and(...conditions))
        .orderBy(desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id))
        // Pending requests are a short queue; decided ones are listed recent first.
        .limit(200);

      const notes = await notesFor(status, rows);
      const photos = await photosFor([
        ...rows.map((row) => row.id),
        ...[...notes.values()].flatMap((group) => group.notes.map((note) => note.id)),
      ]);
      return rows.map((row) => {
        const group = notes.get(groupKey(row));
        return {
          id: row.id,
          status: row.status,
          equipment: { id: row.equipmentId, name: row.equipmentName },
          locationId: row.locationId,
          location: row.location,
          categoryId: row.categoryId,
          category: row.category,
          description: row.description,
          reporterName: row.reporterName,
          reporterPhone: row.reporterPhone,
          photos: photos.get(row.id) ?? [],
          createdAt: row.createdAt.toISOString(),
          notes: (group?.notes ?? []).map((note) => ({
            id: note.id,
            description: note.description,
            reporterName: note.reporterName,
            reporterPhone: note.reporterPhone,
            photos: photos.get(note.id) ?? [],
            createdAt: note.createdAt.toISOString(),
          })),
          noteCount: group?.count ?? 0,
          decidedByName: row.decidedByName,
          decidedAt: row.decidedAt?.toISOString() ?? null,
          declineReason: row.declineReason,
          ticketId: row.ticketId,
          ticketNumber: row.ticketNumber ?? null,
        };
      });
    },

    /** The groups' request count: a unit's open request counts once, however many notes it has. */
    async countPending(locationId: string | null): Promise<number> {
      const conditions: SQL[] = [statusIs('pending')];
      if (locationId) conditions.push(eq(equipment.locationId, locationId));
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${maintenanceRequests.equipmentId})::integer` })
        .from(maintenanceRequests)
        .innerJoin(equipment, eq(equipment.id, maintenanceRequests.equipmentId))
        .where(and(...conditions));
      return row?.count ?? 0;
    },

    /**
     * A request's state and its unit's store and category (decisions lock the unit's open request
     * with openRequestReports, not this row alone).
     */
    async findFacts(id: string, executor: Executor = db): Promise<RequestFacts | undefined> {
      const [row] = await executor
        .select({
          id: maintenanceRequests.id,
          status: maintenanceRequests.status,
          description: maintenanceRequests.description,
          equipmentId: maintenanceRequests.equipmentId,
          locationId: equipment.locationId,
          location: locations.name,
          category: categories.name,
        })
        .from(maintenanceRequests)
        .innerJoin(equipment, eq(equipment.id, maintenanceRequests.equipmentId))
        .innerJoin(locations, eq(locations.id, equipment.locationId))
        .innerJoin(categories, eq(categories.id, equipment.categoryId))
        .where(eq(maintenanceRequests.id, id))
        .limit(1);
      return row;
    },

    /** Every stored report photo's key (the photos module's start-up sweep keeps these files). */
    async photoStorageKeys(): Promise<string[]> {
      const rows = await db
        .select({ storageKey: maintenanceRequestPhotos.storageKey })
        .from(maintenanceRequestPhotos);
      return rows.map((row) => row.storageKey);
    },

    /** The photos of these requests, each request's in the order they were sent. */
    async photos(
      requestIds: string[],
      executor: Executor = db,
    ): Promise<(StoredRequestPhoto & { requestId: string })[]> {
      if (requestIds.length === 0) return [];
      return executor
        .select({
          id: maintenanceRequestPhotos.id,
          requestId: maintenanceRequestPhotos.requestId,
          contentType: maintenanceRequestPhotos.contentType,
          size: maintenanceRequestPhotos.size,
          storageKey: maintenanceRequestPhotos.storageKey,
        })
        .from(maintenanceRequestPhotos)
        .where(inArray(maintenanceRequestPhotos.requestId, requestIds))
        .orderBy(asc(maintenanceRequestPhotos.createdAt), asc(maintenanceRequestPhotos.id));
    },

    async findPhoto(requestId: string, photoId: string): Promise<StoredRequestPhoto | undefined> {
      const [row] = await db
        .select({
          id: maintenanceRequestPhotos.id,
          contentType: maintenanceRequestPhotos.contentType,
          size: maintenanceRequestPhotos.size,
          storageKey: maintenanceRequestPhotos.storageKey,
        })
        .from(maintenanceRequestPhotos)
        .where(
          and(
            eq(maintenanceRequestPhotos.requestId, requestId),
            eq(maintenanceRequestPhotos.id, photoId),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Decides these pending reports (an open request and its notes) at one instant; answers how
     * many were still pending.
     */
    async decide(
      ids: string[],
      decision: {
        status: 'approved' | 'declined';
        decidedBy: string;
        decidedAt: Date;
        declineReason?: string;
        ticketId?: string;
      },
      executor: Executor = db,
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await executor
        .update(maintenanceRequests)
        .set({
          status: decision.status,
          decidedBy: decision.decidedBy,
          decidedAt: decision.decidedAt,
          declineReason: decision.declineReason ?? null,
          ticketId: decision.ticketId ?? null,
        })
        .where(and(inArray(maintenanceRequests.id, ids), eq(maintenanceRequests.status, 'pending')))
        .returning({ id: maintenanceRequests.id });
      return rows.length;
    },
  };
}

export type MaintenanceRequestsRepository = ReturnType<typeof createMaintenanceRequestsRepository>;
