import { and, asc, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';

import type { Language } from '#contract/languages.ts';
import type { DispatchStatus } from '#contract/schemas/dispatch-status.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';

import type { Executor } from '../../db/database.ts';
import {
  dispatches,
  dispatchNotes,
  dispatchVisits,
  locations,
  tickets,
  vendorCoverage,
  vendors,
} from '../../db/schema.ts';
import { readVendorSettings } from '../../db/vendor-settings.ts';
import type { StoredVendorSettings } from '../../db/vendor-settings.ts';

// Decision 037: the dispatches module writes dispatches (its only writer, the vendor
// portal's steps included: decision 040); it reads vendors, their coverage and the vendor
// settings (the vendors module's tables) for its rules.

/** The settings a dispatch reads; the defaults when the row does not exist yet. */
export type DispatchSettings = StoredVendorSettings;

export interface DispatchTicket {
  id: string;
  ticketNumber: number;
  title: string;
  description: string;
  status: TicketStatus;
  priority: string;
  locationId: string;
  categoryId: string;
  storeName: string;
  storeAddress: string;
}

export interface DispatchVendor {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  active: boolean;
  insuranceExpiresOn: string | null;
  language: Language;
}

export type DispatchRow = typeof dispatches.$inferSelect;
type NewDispatchRow = typeof dispatches.$inferInsert;
type DispatchVisitRow = typeof dispatchVisits.$inferSelect;

/** The columns a vendor portal step may set on its dispatch. */
export type VendorDispatchChange = Partial<
  Pick<
    NewDispatchRow,
    | 'status'
    | 'acceptedAt'
    | 'etaAt'
    | 'declinedAt'
    | 'declineReason'
    | 'workOutcome'
    | 'invoiceNumber'
    | 'invoiceCents'
    | 'invoiceLabourMinutes'
    | 'invoiceParts'
    | 'invoiceFileKey'
    | 'invoiceFileType'
    | 'invoiceFileSize'
    | 'invoicedAt'
    | 'approvedAt'
    | 'closedAt'
  >
>;
type DispatchNoteRow = typeof dispatchNotes.$inferSelect;

interface OverdueCandidate {
  id: string;
  ticketId: string;
  sentAt: Date;
  priority: string;
}

/** The columns of a DispatchVendor. */
const dispatchVendorColumns = {
  id: vendors.id,
  name: vendors.name,
  email: vendors.email,
  phone: vendors.phone,
  active: vendors.active,
  insuranceExpiresOn: vendors.insuranceExpiresOn,
  language: vendors.language,
};

export function createDispatchesRepository(db: Executor) {
  return {
    async settings(executor: Executor = db): Promise<DispatchSettings> {
      return readVendorSettings(executor);
    },

    /** The ticket with its store; `lock` holds its row until the transaction ends. */
    async findTicket(
      ticketId: string,
      executor: Executor = db,
      lock = false,
    ): Promise<DispatchTicket | undefined> {
      const query = executor
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          description: tickets.description,
          status: tickets.status,
          priority: tickets.priority,
          locationId: tickets.locationId,
          categoryId: tickets.categoryId,
          storeName: locations.name,
          storeAddress: locations.address,
        })
        .from(tickets)
        .innerJoin(locations, eq(locations.id, tickets.locationId))
        .where(eq(tickets.id, ticketId));
      const [row] = lock ? await query.for('update', { of: tickets }) : await query;
      return row;
    },

    async findVendor(
      vendorId: string,
      executor: Executor = db,
    ): Promise<DispatchVendor | undefined> {
      const [row] = await executor
        .select(dispatchVendorColumns)
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      return row;
    },

    async vendorsByIds(ids: string[], executor: Executor = db): Promise<DispatchVendor[]> {
      if (ids.length === 0) return [];
      return executor.select(dispatchVendorColumns).from(vendors).where(inArray(vendors.id, ids));
    },

    /** The vendor's rank at the store for the trade, or undefined when it does not serve them. */
    async coverageRank(
      vendorId: string,
      locationId: string,
      categoryId: string,
      executor: Executor = db,
    ): Promise<number | undefined> {
      const [row] = await executor
        .select({ rank: vendorCoverage.rank })
        .from(vendorCoverage)
        .where(
          and(
            eq(vendorCoverage.vendorId, vendorId),
            eq(vendorCoverage.locationId, locationId),
            eq(vendorCoverage.categoryId, categoryId),
          ),
        );
      return row?.rank;
    },

    /**
     * The best-ranked active vendor serving the store and trade that this ticket was not yet sent
     * to (the one to call after a decline or a late accept).
     */
    async nextRankedVendor(
      ticketId: string,
      locationId: string,
      categoryId: string,
      executor: Executor = db,
    ): Promise<{ id: string; name: string; rank: number } | undefined> {
      const tried = executor
        .select({ vendorId: dispatches.vendorId })
        .from(dispatches)
        .where(eq(dispatches.ticketId, ticketId));
      const [row] = await executor
        .select({ id: vendors.id, name: vendors.name, rank: vendorCoverage.rank })
        .from(vendorCoverage)
        .innerJoin(vendors, eq(vendors.id, vendorCoverage.vendorId))
        .where(
          and(
            eq(vendorCoverage.locationId, locationId),
            eq(vendorCoverage.categoryId, categoryId),
            eq(vendors.active, true),
            notInArray(vendors.id, tried),
          ),
        )
        .orderBy(asc(vendorCoverage.rank), asc(vendors.name))
        .limit(1);
      return row;
    },

    async activeDispatchOf(
      ticketId: string,
      statuses: readonly DispatchStatus[],
      executor: Executor = db,
    ): Promise<{ id: string } | undefined> {
      const [row] = await executor
        .select({ id: dispatches.id })
        .from(dispatches)
        .where(
          and(
            eq(dispatches.ticketId, ticketId),
            inArray(dispatches.status, [...statuses]),
            isNull(dispatches.revokedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async insert(values: NewDispatchRow, executor: Executor = db): Promise<DispatchRow> {
      const [row] = await executor.insert(dispatches).values(values).returning();
      if (!row) throw new Error('dispatch insert returned nothing');
      return row;
    },

    async find(id: string, executor: Executor = db): Promise<DispatchRow | undefined> {
      const [row] = await executor.select().from(dispatches).where(eq(dispatches.id, id));
      return row;
    },

    /** A ticket's dispatches, newest first. */
    async listForTicket(ticketId: string, executor: Executor = db): Promise<DispatchRow[]> {
      return executor
        .select()
        .from(dispatches)
        .where(eq(dispatches.ticketId, ticketId))
        .orderBy(desc(dispatches.sentAt), desc(dispatches.id));
    },

    async visitsOf(ids: string[], executor: Executor = db): Promise<DispatchVisitRow[]> {
      if (ids.length === 0) return [];
      return executor
        .select()
        .from(dispatchVisits)
        .where(inArray(dispatchVisits.dispatchId, ids))
        .orderBy(asc(dispatchVisits.checkedInAt));
    },

    async notesOf(ids: string[], executor: Executor = db): Promise<DispatchNoteRow[]> {
      if (ids.length === 0) return [];
      return executor
        .select()
        .from(dispatchNotes)
        .where(inArray(dispatchNotes.dispatchId, ids))
        .orderBy(asc(dispatchNotes.createdAt));
    },

    /**
     * One conditional step: changes the dispatch only while it is in one of `from` (and not
     * revoked). Answers the row after the change, or undefined when someone else moved it first.
     */
    async transition(
      id: string,
      from: readonly DispatchStatus[],
      changes: Partial<NewDispatchRow>,
      executor: Executor = db,
      onlyUnconfirmed = false,
    ): Promise<DispatchRow | undefined> {
      const [row] = await executor
        .update(dispatches)
        .set(changes)
        .where(
          and(
            eq(dispatches.id, id),
            inArray(dispatches.status, [...from]),
            isNull(dispatches.revokedAt),
            onlyUnconfirmed ? isNull(dispatches.workConfirmedAt) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Decision 039: a new portal link (its token's hash) and when it stops working, while the
     * dispatch is open; undefined once it closed or was revoked (by another admin meanwhile too).
     */
    async renewPortalLink(
      id: string,
      link: { tokenHash: string; expiresAt: Date },
      now: Date,
      executor: Executor = db,
    ): Promise<DispatchRow | undefined> {
      const [row] = await executor
        .update(dispatches)
        .set({
          portalTokenHash: link.tokenHash,
          portalLinkExpiresAt: link.expiresAt,
          updatedAt: now,
        })
        .where(
          and(eq(dispatches.id, id), isNull(dispatches.revokedAt), isNull(dispatches.closedAt)),
        )
        .returning();
      return row;
    },

    /** Dispatches still waiting for an answer, sent at or before `sentBefore`, not yet escalated. */
    async waitingSince(sentBefore: Date, executor: Executor = db): Promise<OverdueCandidate[]> {
      return executor
        .select({
          id: dispatches.id,
          ticketId: dispatches.ticketId,
          sentAt: dispatches.sentAt,
          priority: tickets.priority,
        })
        .from(dispatches)
        .innerJoin(tickets, eq(tickets.id, dispatches.ticketId))
        .where(
          and(
            eq(dispatches.status, 'sent'),
            isNull(dispatches.escalatedAt),
            isNull(dispatches.revokedAt),
            lte(dispatches.sentAt, sentBefore),
          ),
        );
    },

    /** Marks one dispatch escalated, once: undefined when it was already (another instance). */
    async markEscalated(
      id: string,
      now: Date,
      executor: Executor = db,
    ): Promise<DispatchRow | undefined> {
      const [row] = await executor
        .update(dispatches)
        .set({ escalatedAt: now, updatedAt: now })
        .where(
          and(
            eq(dispatches.id, id),
            eq(dispatches.status, 'sent'),
            isNull(dispatches.escalatedAt),
            isNull(dispatches.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Invoice files the photo storage's start-up sweep must keep. */
    async invoiceFileKeys(): Promise<string[]> {
      const rows = await db
        .select({ key: dispatches.invoiceFileKey })
        .from(dispatches)
        .where(sql`${dispatches.invoiceFileKey} is not null`);
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}

export type DispatchesRepository = ReturnType<typeof createDispatchesRepository>;
