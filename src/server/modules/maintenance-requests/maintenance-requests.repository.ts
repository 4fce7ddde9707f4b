import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { MaintenanceRequest, RequestStatus } from '#contract/schemas/maintenance-request.ts';

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

/** A unit as the public label page and a new report need it. */
export interface PublicUnit {
  id: string;
  shortCode: string;
  name: string;
  locationId: string;
  location: string;
}

export interface RequestInsert {
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
export interface RequestFacts {
  id: string;
  status: RequestStatus;
  description: string;
  equipmentId: string;
  locationId: string;
  location: string;
  category: string;
}

export interface StoredRequestPhoto {
  id: string;
  contentType: string;
  size: number;
  storageKey: string;
}

export function requestPhotoUrl(requestId: string, photoId: string): string {
  return `/api/requests/${requestId}/photos/${photoId}`;
}

/** The maintenance_requests and maintenance_request_photos tables (issue 18). */
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

    async countForUnit(equipmentId: string, since: Date, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::integer` })
        .from(maintenanceRequests)
        .where(
          and(
            eq(maintenanceRequests.equipmentId, equipmentId),
            gte(maintenanceRequests.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Serialises reports about one unit until `tx` ends, so two at once cannot both pass the
     * limits (a row lock on the unit; works alike on PGlite and PostgreSQL).
     */
    async lockUnit(equipmentId: string, tx: Executor): Promise<void> {
      await tx
        .select({ id: equipment.id })
        .from(equipment)
        .where(eq(equipment.id, equipmentId))
        .for('update');
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

    /** Requests, newest first, at one store or (null) every store. */
    async list(status: RequestStatus, locationId: string | null): Promise<MaintenanceRequest[]> {
      const decider = sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${maintenanceRequests.decidedBy})`;
      const conditions: SQL[] = [eq(maintenanceRequests.status, status)];
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
      const photos = await photosFor(rows.map((row) => row.id));
      return rows.map((row) => ({
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
        decidedByName: row.decidedByName,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        declineReason: row.declineReason,
        ticketId: row.ticketId,
        ticketNumber: row.ticketNumber ?? null,
      }));
    },

    async countPending(locationId: string | null): Promise<number> {
      const conditions: SQL[] = [eq(maintenanceRequests.status, 'pending')];
      if (locationId) conditions.push(eq(equipment.locationId, locationId));
      const [row] = await db
        .select({ count: sql<number>`count(*)::integer` })
        .from(maintenanceRequests)
        .innerJoin(equipment, eq(equipment.id, maintenanceRequests.equipmentId))
        .where(and(...conditions));
      return row?.count ?? 0;
    },

    /** A request's state and its unit's store and category; locked until `executor` ends if asked. */
    async findFacts(
      id: string,
      executor: Executor = db,
      { lock = false }: { lock?: boolean } = {},
    ): Promise<RequestFacts | undefined> {
      const query = executor
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
      const [row] = lock ? await query.for('update', { of: maintenanceRequests }) : await query;
      return row;
    },

    /** Every stored report photo's key (the photos module's start-up sweep keeps these files). */
    async photoStorageKeys(): Promise<string[]> {
      const rows = await db
        .select({ storageKey: maintenanceRequestPhotos.storageKey })
        .from(maintenanceRequestPhotos);
      return rows.map((row) => row.storageKey);
    },

    async photos(requestId: string, executor: Executor = db): Promise<StoredRequestPhoto[]> {
      return executor
        .select({
          id: maintenanceRequestPhotos.id,
          contentType: maintenanceRequestPhotos.contentType,
          size: maintenanceRequestPhotos.size,
          storageKey: maintenanceRequestPhotos.storageKey,
        })
        .from(maintenanceRequestPhotos)
        .where(eq(maintenanceRequestPhotos.requestId, requestId))
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

    /** Decides a pending request; false when it was already decided (checked under the lock too). */
    async decide(
      id: string,
      decision: {
        status: 'approved' | 'declined';
        decidedBy: string;
        decidedAt: Date;
        declineReason?: string;
        ticketId?: string;
      },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(maintenanceRequests)
        .set({
          status: decision.status,
          decidedBy: decision.decidedBy,
          decidedAt: decision.decidedAt,
          declineReason: decision.declineReason ?? null,
          ticketId: decision.ticketId ?? null,
        })
        .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.status, 'pending')))
        .returning({ id: maintenanceRequests.id });
      return rows.length > 0;
    },
  };
}

export type MaintenanceRequestsRepository = ReturnType<typeof createMaintenanceRequestsRepository>;
