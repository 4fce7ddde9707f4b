import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';

import type { DispatchStatus, WorkOutcome } from '#contract/schemas/dispatch-status.ts';
import type { PortalNote, PortalVisit } from '#contract/schemas/vendor-portal.ts';
import type { TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';

import type { Database, Executor } from '../../db/database.ts';
import {
  dispatches,
  dispatchNotes,
  dispatchVisits,
  equipment,
  locations,
  ticketPhotos,
  tickets,
  vendors,
  vendorSettings,
} from '../../db/schema.ts';

/** A dispatch as the portal reads it: its own columns, its vendor's name, ticket, store and unit. */
export interface PortalDispatch {
  id: string;
  status: DispatchStatus;
  ticketId: string;
  vendorId: string;
  vendorName: string;
  nteCents: number;
  dueBy: Date;
  /** Decision 039: when the link stops working (null: 30 days after `dueBy`). */
  portalLinkExpiresAt: Date | null;
  instructions: string | null;
  sentAt: Date;
  acceptedAt: Date | null;
  etaAt: Date | null;
  declinedAt: Date | null;
  declineReason: string | null;
  invoiceNumber: string | null;
  invoiceCents: number | null;
  invoiceLabourMinutes: number | null;
  invoiceParts: string | null;
  invoiceFileKey: string | null;
  invoiceFileType: string | null;
  invoiceFileSize: number | null;
  invoicedAt: Date | null;
  approvedAt: Date | null;
  revokedAt: Date | null;
  closedAt: Date | null;
  ticket: {
    number: number;
    title: string;
    description: string;
    priority: TicketPriority;
    status: TicketStatus;
  };
  store: { name: string; address: string };
  equipment: {
    name: string;
    make: string | null;
    model: string | null;
    serialNumber: string | null;
    warrantyEndDate: string | null;
  } | null;
}

interface StoredFileRef {
  storageKey: string;
  contentType: string;
  size: number;
}

/**
 * Decision 039: the photos a dispatch's vendor may see: the ticket's own (added by signed-in users)
 * and those added through this dispatch, never another vendor's.
 */
function photosOf(ticketId: string, dispatchId: string) {
  return and(
    eq(ticketPhotos.ticketId, ticketId),
    or(isNull(ticketPhotos.dispatchId), eq(ticketPhotos.dispatchId, dispatchId)),
  );
}

export function createVendorPortalRepository(db: Database) {
  return {
    /** The dispatch whose portal token hashes to `tokenHash` (only hashes are stored: decision 039). */
    async findByTokenHash(
      tokenHash: string,
      executor: Executor = db,
    ): Promise<PortalDispatch | undefined> {
      const [row] = await executor
        .select({
          id: dispatches.id,
          status: dispatches.status,
          ticketId: dispatches.ticketId,
          vendorId: dispatches.vendorId,
          vendorName: vendors.name,
          nteCents: dispatches.nteCents,
          dueBy: dispatches.dueBy,
          portalLinkExpiresAt: dispatches.portalLinkExpiresAt,
          instructions: dispatches.instructions,
          sentAt: dispatches.sentAt,
          acceptedAt: dispatches.acceptedAt,
          etaAt: dispatches.etaAt,
          declinedAt: dispatches.declinedAt,
          declineReason: dispatches.declineReason,
          invoiceNumber: dispatches.invoiceNumber,
          invoiceCents: dispatches.invoiceCents,
          invoiceLabourMinutes: dispatches.invoiceLabourMinutes,
          invoiceParts: dispatches.invoiceParts,
          invoiceFileKey: dispatches.invoiceFileKey,
          invoiceFileType: dispatches.invoiceFileType,
          invoiceFileSize: dispatches.invoiceFileSize,
          invoicedAt: dispatches.invoicedAt,
          approvedAt: dispatches.approvedAt,
          revokedAt: dispatches.revokedAt,
          closedAt: dispatches.closedAt,
          ticketNumber: tickets.ticketNumber,
          ticketTitle: tickets.title,
          ticketDescription: tickets.description,
          ticketPriority: tickets.priority,
          ticketStatus: tickets.status,
          storeName: locations.name,
          storeAddress: locations.address,
          equipmentName: equipment.name,
          equipmentMake: equipment.make,
          equipmentModel: equipment.model,
          equipmentSerial: equipment.serialNumber,
          equipmentWarrantyEnd: equipment.warrantyEndDate,
        })
        .from(dispatches)
        .innerJoin(vendors, eq(vendors.id, dispatches.vendorId))
        .innerJoin(tickets, eq(tickets.id, dispatches.ticketId))
        .innerJoin(locations, eq(locations.id, tickets.locationId))
        .leftJoin(equipment, eq(equipment.id, tickets.equipmentId))
        .where(eq(dispatches.portalTokenHash, tokenHash));
      if (!row) return undefined;
      return {
        id: row.id,
        status: row.status,
        ticketId: row.ticketId,
        vendorId: row.vendorId,
        vendorName: row.vendorName,
        nteCents: row.nteCents,
        dueBy: row.dueBy,
        portalLinkExpiresAt: row.portalLinkExpiresAt,
        instructions: row.instructions,
        sentAt: row.sentAt,
        acceptedAt: row.acceptedAt,
        etaAt: row.etaAt,
        declinedAt: row.declinedAt,
        declineReason: row.declineReason,
        invoiceNumber: row.invoiceNumber,
        invoiceCents: row.invoiceCents,
        invoiceLabourMinutes: row.invoiceLabourMinutes,
        invoiceParts: row.invoiceParts,
        invoiceFileKey: row.invoiceFileKey,
        invoiceFileType: row.invoiceFileType,
        invoiceFileSize: row.invoiceFileSize,
        invoicedAt: row.invoicedAt,
        approvedAt: row.approvedAt,
        revokedAt: row.revokedAt,
        closedAt: row.closedAt,
        ticket: {
          number: row.ticketNumber,
          title: row.ticketTitle,
          description: row.ticketDescription,
          priority: row.ticketPriority,
          status: row.ticketStatus,
        },
        store: { name: row.storeName, address: row.storeAddress },
        equipment:
          row.equipmentName === null
            ? null
            : {
                name: row.equipmentName,
                make: row.equipmentMake,
                model: row.equipmentModel,
                serialNumber: row.equipmentSerial,
                warrantyEndDate: row.equipmentWarrantyEnd,
              },
      };
    },

    /** The chain's currency (vendor settings; USD when no row). */
    async currency(): Promise<string> {
      const [row] = await db.select({ currency: vendorSettings.currency }).from(vendorSettings);
      return row?.currency ?? 'USD';
    },

    /** The photos the dispatch's vendor may see (`photosOf`). */
    async photoIds(ticketId: string, dispatchId: string): Promise<string[]> {
      const rows = await db
        .select({ id: ticketPhotos.id })
        .from(ticketPhotos)
        .where(photosOf(ticketId, dispatchId))
        .orderBy(asc(ticketPhotos.createdAt), asc(ticketPhotos.id));
      return rows.map((row) => row.id);
    },

    async photoCount(ticketId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(ticketPhotos)
        .where(eq(ticketPhotos.ticketId, ticketId));
      return row?.count ?? 0;
    },

    /** One photo the dispatch's vendor may see (`photosOf`). */
    async findPhoto(
      ticketId: string,
      dispatchId: string,
      photoId: string,
    ): Promise<StoredFileRef | undefined> {
      const [row] = await db
        .select({
          storageKey: ticketPhotos.storageKey,
          contentType: ticketPhotos.contentType,
          size: ticketPhotos.size,
        })
        .from(ticketPhotos)
        .where(and(photosOf(ticketId, dispatchId), eq(ticketPhotos.id, photoId)));
      return row;
    },

    async visits(dispatchId: string): Promise<PortalVisit[]> {
      const rows = await db
        .select()
        .from(dispatchVisits)
        .where(eq(dispatchVisits.dispatchId, dispatchId))
        .orderBy(asc(dispatchVisits.checkedInAt));
      return rows.map((row) => ({
        id: row.id,
        checkedInAt: row.checkedInAt.toISOString(),
        checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
        outcome: row.outcome as WorkOutcome | null,
        notes: row.notes,
      }));
    },

    async visitCount(dispatchId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(dispatchVisits)
        .where(eq(dispatchVisits.dispatchId, dispatchId));
      return row?.count ?? 0;
    },

    async notes(dispatchId: string): Promise<PortalNote[]> {
      const rows = await db
        .select()
        .from(dispatchNotes)
        .where(eq(dispatchNotes.dispatchId, dispatchId))
        .orderBy(asc(dispatchNotes.createdAt));
      return rows.map((row) => ({
        id: row.id,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async openVisit(dispatchId: string, now: Date, executor: Executor): Promise<void> {
      await executor.insert(dispatchVisits).values({ dispatchId, checkedInAt: now });
    },

    /** Closes the open visit; answers false when there was none. */
    async closeVisit(
      dispatchId: string,
      outcome: WorkOutcome,
      notes: string | null,
      now: Date,
      executor: Executor,
    ): Promise<boolean> {
      const rows = await executor
        .update(dispatchVisits)
        .set({ checkedOutAt: now, outcome, notes })
        .where(and(eq(dispatchVisits.dispatchId, dispatchId), isNull(dispatchVisits.checkedOutAt)))
        .returning({ id: dispatchVisits.id });
      return rows.length > 0;
    },

    async insertNote(
      dispatchId: string,
      body: string,
      now: Date,
      executor: Executor,
    ): Promise<string> {
      const [row] = await executor
        .insert(dispatchNotes)
        .values({ dispatchId, body, createdAt: now })
        .returning({ id: dispatchNotes.id });
      if (!row) throw new Error('note not inserted');
      return row.id;
    },

    /** Row lock on the dispatch until the transaction ends (notes and photos keep to one status). */
    async lockStatus(dispatchId: string, executor: Executor): Promise<DispatchStatus | undefined> {
      const [row] = await executor
        .select({ status: dispatches.status, revokedAt: dispatches.revokedAt })
        .from(dispatches)
        .where(eq(dispatches.id, dispatchId))
        .for('update');
      return row && row.revokedAt === null ? row.status : undefined;
    },
  };
}

export type VendorPortalRepository = ReturnType<typeof createVendorPortalRepository>;
