import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

import { LANGUAGES } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';
import { canManageDispatches } from '#contract/policies/dispatches.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  CreateDispatchValues,
  Dispatch,
  DispatchWithPortalLink,
} from '#contract/schemas/dispatch.ts';
import {
  ACTIVE_DISPATCH_STATUSES,
  newPortalLinkExpiry,
  portalLinkExpiry,
  WORK_OUTCOMES,
  type DispatchStatus,
  type WorkOutcome,
} from '#contract/schemas/dispatch-status.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/business-time.ts';
import { formatInstant, formatMoneyIn } from '../../lib/locale-format.ts';
import { hashToken } from '../../lib/tokens.ts';
import { translateMessage } from '../../lib/translate-message.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type {
  DispatchesRepository,
  DispatchRow,
  DispatchSettings,
  DispatchTicket,
  DispatchVendor,
  VendorDispatchChange,
} from './dispatches.repository.ts';

export type { VendorDispatchChange } from './dispatches.repository.ts';

// Decision 037: the admin side of dispatching a ticket to an outside vendor. Every
// admin step is one conditional update (`where status = <expected>`), so two admins acting at
// once leave one effect and the other a 409.

/** The portal token: 32 random bytes, base64url (43 characters). */
export function newPortalToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Decision 039: a new portal link. Only the token's SHA-256 is stored (as for reset tokens); the token
 * itself goes into the vendor's e-mail and the one answer that made it.
 */
function newPortalLink(): { token: string; tokenHash: string } {
  const token = newPortalToken();
  return { token, tokenHash: hashToken(token) };
}

function portalUrlFor(origin: string, token: string): string {
  return `${origin}/vendor-portal/${token}`;
}

function isWorkOutcome(value: string | null): value is WorkOutcome {
  return value !== null && (WORK_OUTCOMES as readonly string[]).includes(value);
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

const HOUR_MS = 60 * 60 * 1000;

/** The dispatch e-mail to a vendor: a plain-text message. */
interface VendorMail {
  to: string;
  subject: string;
  text: string;
}

export function createDispatchesService(deps: {
  db: Database;
  repository: DispatchesRepository;
  tickets: Pick<TicketsService, 'visibleState' | 'move'>;
  activity: ActivityRecorder;
  clock: Clock;
  timeZone: string;
  /** PUBLIC_ORIGIN (or the server's own address), without a trailing slash. */
  origin: string;
  /**
   * Queues the vendor's e-mail in the caller's transaction (the notifications outbox's
   * `notification.mail` job); null without SMTP, so nothing is queued.
   */
  queueMail: ((mail: VendorMail, executor: Executor) => Promise<void>) | null;
  /** Where invoice files are stored (the files module). */
  files: Pick<FilesService, 'read'>;
}) {
  const { db, repository, tickets, activity, clock, timeZone, origin, queueMail, files } = deps;

  function assertAdmin(user: SessionUser, what: string): void {
    if (!canManageDispatches(user)) throw forbidden(`Only admins can ${what}`);
  }

  function acceptHours(settings: DispatchSettings, priority: string): number {
    return priority === 'urgent' ? settings.acceptHoursUrgent : settings.acceptHoursOther;
  }

  function isOverdue(row: DispatchRow, priority: string, settings: DispatchSettings): boolean {
    if (row.status !== 'sent' || row.revokedAt) return false;
    if (row.escalatedAt) return true;
    return (
      clock.now().getTime() - row.sentAt.getTime() >= acceptHours(settings, priority) * HOUR_MS
    );
  }

  function vendorMail(
    to: string,
    ticket: DispatchTicket,
    vendor: DispatchVendor,
    row: DispatchRow,
    currency: string,
    token: string,
    isRenewal = false,
  ): VendorMail {
    // Issue 40: in the vendor's language (set where the vendor is edited and by the portal's
    // language switch; English by default); the English lines are the catalogue's keys. Dates in
    // the vendor's language ('Jan 3, 2026, 9:00 AM' / '3 ene 2026, 9:00 a.m.', business time zone),
    // money too, as the portal shows it ('$500.00' / 'USD 500.00').
    const tr = (english: string) => translateMessage(english, vendor.language);
    const when = (instant: Date) => formatInstant(instant, 'dateTime', vendor.language, timeZone);
    const link = portalUrlFor(origin, token);
    const number = `#${String(ticket.ticketNumber)}`;
    const lines = [
      tr(`Hello ${vendor.name},`),
      '',
      isRenewal
        ? tr(
            `Here is a new link for our work order ${number} ${ticket.title}; the previous link no longer works.`,
          )
        : tr(`You have a new work order from us: ${number} ${ticket.title}.`),
      '',
      tr(`Store: ${ticket.storeName}`),
      tr(`Address: ${ticket.storeAddress}`),
      tr(`Not-to-exceed: ${formatMoneyIn(row.nteCents, currency, vendor.language)}`),
      tr(`Due by: ${when(row.dueBy)}`),
      ...(row.instructions ? ['', tr('Instructions:'), row.instructions] : []),
      '',
      tr('Accept or decline, check in and out on site and send your invoice here:'),
      link,
      '',
      tr(
        `This link is for this work order only; please do not share it. It works until ${when(portalLinkExpiry(row))}.`,
      ),
    ];
    const subject = `Work order ${number}: ${ticket.title} at ${ticket.storeName}`;
    return {
      to,
      subject: tr(isRenewal ? `${subject} (new link)` : subject),
      text: lines.join('\n'),
    };
  }

  async function toDispatches(
    user: SessionUser,
    ticket: DispatchTicket,
    rows: DispatchRow[],
  ): Promise<Dispatch[]> {
    const ids = rows.map((row) => row.id);
    const [visits, notes, vendors, settings] = await Promise.all([
      repository.visitsOf(ids),
      repository.notesOf(ids),
      repository.vendorsByIds([...new Set(rows.map((row) => row.vendorId))]),
      repository.settings(),
    ]);
    const vendorById = new Map(vendors.map((vendor) => [vendor.id, vendor]));
    const isAdmin = canManageDispatches(user);
    const latest = rows[0];
    let suggestion: Dispatch['nextVendorSuggestion'] = null;
    if (
      isAdmin &&
      latest &&
      // Declined, or not accepted in time (and maybe revoked since, to send it elsewhere).
      (latest.status === 'declined' ||
        (latest.status === 'sent' &&
          (latest.escalatedAt !== null || isOverdue(latest, ticket.priority, settings))))
    ) {
      suggestion =
        (await repository.nextRankedVendor(ticket.id, ticket.locationId, ticket.categoryId)) ??
        null;
    }
    return rows.map((row) => {
      const vendor = vendorById.get(row.vendorId);
      const invoiced = row.invoicedAt && row.invoiceCents !== null;
      return {
        id: row.id,
        ticketId: row.ticketId,
        vendor: {
          id: row.vendorId,
          name: vendor?.name ?? 'Vendor',
          phone: vendor?.phone ?? null,
          email: vendor?.email ?? null,
        },
        status: row.status,
        currency: settings.currency,
        nteAmount: row.nteCents,
        dueBy: row.dueBy.toISOString(),
        instructions: row.instructions,
        sentAt: row.sentAt.toISOString(),
        acceptedAt: iso(row.acceptedAt),
        etaAt: iso(row.etaAt),
        declinedAt: iso(row.declinedAt),
        declineReason: row.declineReason,
        visits: visits
          .filter((visit) => visit.dispatchId === row.id)
          .map((visit) => ({
            checkedInAt: visit.checkedInAt.toISOString(),
            checkedOutAt: iso(visit.checkedOutAt),
            outcome: isWorkOutcome(visit.outcome) ? visit.outcome : null,
            notes: visit.notes,
          })),
        notes: notes
          .filter((note) => note.dispatchId === row.id)
          .map((note) => ({ body: note.body, createdAt: note.createdAt.toISOString() })),
        invoice:
          invoiced && row.invoicedAt && row.invoiceCents !== null
            ? {
                number: row.invoiceNumber,
                amountCents: row.invoiceCents,
                labourHours:
                  row.invoiceLabourMinutes === null
                    ? null
                    : Math.round((row.invoiceLabourMinutes / 60) * 100) / 100,
                parts: row.invoiceParts,
                fileUrl:
                  isAdmin && row.invoiceFileKey ? `/api/dispatches/${row.id}/invoice-file` : null,
                invoicedAt: row.invoicedAt.toISOString(),
                approvedAt: iso(row.approvedAt),
                overNte: row.invoiceCents > row.nteCents,
              }
            : null,
        workOutcome: isWorkOutcome(row.workOutcome) ? row.workOutcome : null,
        workConfirmedAt: iso(row.workConfirmedAt),
        paidAt: iso(row.paidAt),
        revokedAt: iso(row.revokedAt),
        overdue: isOverdue(row, ticket.priority, settings),
        nextVendorSuggestion: row === latest ? suggestion : null,
        portalLinkExpiresAt: isAdmin ? portalLinkExpiry(row).toISOString() : null,
      };
    });
  }

  async function ticketOf(ticketId: string, executor?: Executor): Promise<DispatchTicket> {
    const ticket = await repository.findTicket(ticketId, executor);
    if (!ticket) throw notFound('Ticket');
    return ticket;
  }

  async function viewOf(user: SessionUser, row: DispatchRow): Promise<Dispatch> {
    const ticket = await ticketOf(row.ticketId);
    const [view] = await toDispatches(user, ticket, [row]);
    if (!view) throw new Error('dispatch could not be read');
    return view;
  }

  /**
   * One admin step on a dispatch: conditional on its status, with its history entry, in one
   * transaction. `then` runs in the same transaction after the update (the ticket's own move).
   */
  async function step(
    user: SessionUser,
    id: string,
    options: {
      what: string;
      from: readonly DispatchStatus[];
      refusal: string;
      changes: (now: Date, row: DispatchRow) => Partial<DispatchRow>;
      kind:
        | 'dispatch.revoked'
        | 'dispatch.invoice_approved'
        | 'dispatch.work_confirmed'
        | 'dispatch.paid';
      then?: (row: DispatchRow, vendor: DispatchVendor, now: Date, tx: Executor) => Promise<void>;
      canStep?: (row: DispatchRow) => string | null;
      /** Only while the work is not yet confirmed (two admins confirming at once: one 409). */
      onlyUnconfirmed?: boolean;
    },
  ): Promise<Dispatch> {
    assertAdmin(user, options.what);
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      const current = await repository.find(id, tx);
      if (!current) throw notFound('Dispatch');
      const ticket = await ticketOf(current.ticketId, tx);
      const vendor = await repository.findVendor(current.vendorId, tx);
      const refusal = options.canStep?.(current) ?? null;
      if (refusal) throw conflict('DISPATCH_OUT_OF_ORDER', refusal);
      const row = await repository.transition(
        id,
        options.from,
        { ...options.changes(now, current), updatedAt: now },
        tx,
        options.onlyUnconfirmed ?? false,
      );
      if (!row) throw conflict('DISPATCH_OUT_OF_ORDER', options.refusal);
      await activity.record(
        {
          actorId: user.id,
          ticketId: row.ticketId,
          kind: options.kind,
          details: {
            ticketNumber: ticket.ticketNumber,
            dispatchId: row.id,
            vendorId: row.vendorId,
            vendorName: vendor?.name ?? 'the vendor',
            ...(row.invoiceCents !== null ? { amountCents: row.invoiceCents } : {}),
            nteCents: row.nteCents,
            currency: (await repository.settings(tx)).currency,
          },
          createdAt: now,
        },
        tx,
      );
      if (options.then && vendor) await options.then(row, vendor, now, tx);
      return row;
    });
    return viewOf(user, updated);
  }

  return {
    async list(user: SessionUser, ticketId: string): Promise<Dispatch[]> {
      await tickets.visibleState(user, ticketId);
      const ticket = await ticketOf(ticketId);
      return toDispatches(user, ticket, await repository.listForTicket(ticketId));
    },

    async create(
      user: SessionUser,
      ticketId: string,
      input: CreateDispatchValues,
    ): Promise<DispatchWithPortalLink> {
      assertAdmin(user, 'dispatch tickets to vendors');
      const now = clock.now();
      const link = newPortalLink();
      const row = await db.transaction(async (tx) => {
        // Locks the ticket: two admins dispatching at once wait for each other (one 409).
        const ticket = await repository.findTicket(ticketId, tx, true);
        if (!ticket) throw notFound('Ticket');
        if (ticket.status === 'completed') {
          throw conflict('TICKET_COMPLETED', 'A completed ticket cannot be dispatched');
        }
        if (await repository.activeDispatchOf(ticketId, ACTIVE_DISPATCH_STATUSES, tx)) {
          throw conflict(
            'TICKET_ALREADY_DISPATCHED',
            'This ticket is already dispatched to a vendor; revoke that dispatch first',
          );
        }
        const vendor = await repository.findVendor(input.vendorId, tx);
        if (!vendor) throw new AppError('VALIDATION_FAILED', 'Unknown vendor', 400);
        if (!vendor.active) {
          throw new AppError(
            'VENDOR_INACTIVE',
            `${vendor.name} is inactive; choose another vendor`,
            400,
          );
        }
        const rank = await repository.coverageRank(
          vendor.id,
          ticket.locationId,
          ticket.categoryId,
          tx,
        );
        if (rank === undefined) {
          throw new AppError(
            'VENDOR_NOT_SERVING',
            `${vendor.name} does not serve this store and trade; choose another vendor`,
            400,
          );
        }
        const dueBy = new Date(input.dueBy);
        if (dueBy.getTime() <= now.getTime()) {
          throw new AppError('VALIDATION_FAILED', 'Due by must be in the future', 400, {}, [
            { path: 'dueBy', message: 'Due by must be in the future' },
          ]);
        }
        const settings = await repository.settings(tx);
        const override = input.overrideReason;
        if (
          !override &&
          vendor.insuranceExpiresOn &&
          vendor.insuranceExpiresOn < dayOf(now, timeZone)
        ) {
          throw new AppError(
            'VENDOR_INSURANCE_EXPIRED',
            `${vendor.name}'s insurance expired on ${vendor.insuranceExpiresOn}; give a reason to override`,
            400,
          );
        }
        if (!override && input.nteAmount > settings.nteCeilingCents) {
          // The ceiling in the reader's money form, as the web shows it ('USD 100.00' in Spanish).
          const worded = (language: Language) =>
            translateMessage(
              `The NTE is over the chain's ceiling of ${formatMoneyIn(settings.nteCeilingCents, settings.currency, language)}; give a reason to override`,
              language,
            );
          const error = new AppError('NTE_OVER_CEILING', worded('en'), 400);
          error.wordings = Object.fromEntries(
            LANGUAGES.map((language) => [language, worded(language)]),
          );
          throw error;
        }
        const stored = await repository.insert(
          {
            ticketId,
            vendorId: vendor.id,
            status: 'sent',
            nteCents: input.nteAmount,
            dueBy,
            instructions: input.instructions,
            overrideReason: override,
            portalTokenHash: link.tokenHash,
            portalLinkExpiresAt: newPortalLinkExpiry(dueBy, now),
            createdBy: user.id,
            sentAt: now,
            updatedAt: now,
          },
          tx,
        );
        await activity.record(
          {
            actorId: user.id,
            ticketId,
            kind: 'dispatch.sent',
            details: {
              ticketNumber: ticket.ticketNumber,
              dispatchId: stored.id,
              vendorId: vendor.id,
              vendorName: vendor.name,
              rank,
              nteCents: stored.nteCents,
              currency: settings.currency,
              dueBy: stored.dueBy.toISOString(),
              ...(override ? { overrideReason: override } : {}),
            },
            createdAt: now,
          },
          tx,
        );
        if (ticket.status !== 'waiting-for-third-party') {
          await tickets.move({ user }, ticketId, 'waiting-for-third-party', now, tx);
        }
        const isVendorEmailed = queueMail !== null && Boolean(vendor.email);
        if (queueMail && vendor.email) {
          await queueMail(
            vendorMail(vendor.email, ticket, vendor, stored, settings.currency, link.token),
            tx,
          );
        }
        return { stored, isVendorEmailed };
      });
      return {
        ...(await viewOf(user, row.stored)),
        portalUrl: portalUrlFor(origin, link.token),
        isVendorEmailed: row.isVendorEmailed,
      };
    },

    /**
     * Decision 039: a new portal link for an open dispatch (admins): the old link stops working, the
     * new one works until 30 days after the due-by (or from now, when that is past). The vendor
     * is e-mailed it (as at dispatch) and the answer carries it, this once.
     */
    async renewLink(user: SessionUser, id: string): Promise<DispatchWithPortalLink> {
      assertAdmin(user, 'renew portal links');
      const now = clock.now();
      const link = newPortalLink();
      const row = await db.transaction(async (tx) => {
        const current = await repository.find(id, tx);
        if (!current) throw notFound('Dispatch');
        const renewed = await repository.renewPortalLink(
          id,
          { tokenHash: link.tokenHash, expiresAt: newPortalLinkExpiry(current.dueBy, now) },
          now,
          tx,
        );
        if (!renewed) {
          throw conflict(
            'DISPATCH_OUT_OF_ORDER',
            'This dispatch is closed; its link cannot be renewed',
          );
        }
        const ticket = await ticketOf(renewed.ticketId, tx);
        const vendor = await repository.findVendor(renewed.vendorId, tx);
        const settings = await repository.settings(tx);
        await activity.record(
          {
            actorId: user.id,
            ticketId: renewed.ticketId,
            kind: 'dispatch.link_renewed',
            details: {
              ticketNumber: ticket.ticketNumber,
              dispatchId: renewed.id,
              vendorId: renewed.vendorId,
              vendorName: vendor?.name ?? 'the vendor',
              expiresAt: portalLinkExpiry(renewed).toISOString(),
            },
            createdAt: now,
          },
          tx,
        );
        const isVendorEmailed = queueMail !== null && Boolean(vendor?.email);
        if (queueMail && vendor?.email) {
          await queueMail(
            vendorMail(vendor.email, ticket, vendor, renewed, settings.currency, link.token, true),
            tx,
          );
        }
        return { renewed, isVendorEmailed };
      });
      return {
        ...(await viewOf(user, row.renewed)),
        portalUrl: portalUrlFor(origin, link.token),
        isVendorEmailed: row.isVendorEmailed,
      };
    },

    revoke(user: SessionUser, id: string): Promise<Dispatch> {
      return step(user, id, {
        what: 'revoke dispatches',
        from: ['sent', 'accepted', 'on-site', 'work-done', 'invoiced', 'approved'],
        refusal: 'This dispatch is already closed',
        changes: (now) => ({ revokedAt: now, closedAt: now }),
        kind: 'dispatch.revoked',
      });
    },

    approveInvoice(user: SessionUser, id: string): Promise<Dispatch> {
      return step(user, id, {
        what: 'approve invoices',
        from: ['invoiced'],
        refusal: 'This dispatch has no invoice waiting for approval',
        changes: (now) => ({ status: 'approved', approvedAt: now, approvedBy: user.id }),
        kind: 'dispatch.invoice_approved',
      });
    },

    confirmWork(user: SessionUser, id: string): Promise<Dispatch> {
      return step(user, id, {
        what: 'confirm vendor work',
        from: ['work-done', 'invoiced', 'approved', 'paid'],
        refusal: 'The vendor has not reported the work done',
        canStep: (row) =>
          row.workConfirmedAt
            ? 'The work was already confirmed'
            : row.workOutcome !== 'work-done'
              ? 'The vendor has not reported the work done'
              : null,
        onlyUnconfirmed: true,
        changes: (now) => ({ workConfirmedAt: now, workConfirmedBy: user.id }),
        kind: 'dispatch.work_confirmed',
        then: async (row, vendor, now, tx) => {
          await tickets.move({ user }, row.ticketId, 'completed', now, tx, {
            completionNotes: `Work done by ${vendor.name} (vendor dispatch)`,
          });
        },
      });
    },

    markPaid(user: SessionUser, id: string): Promise<Dispatch> {
      return step(user, id, {
        what: 'mark invoices paid',
        from: ['approved'],
        refusal: 'Only an approved invoice can be marked paid',
        changes: (now) => ({ status: 'paid', paidAt: now, closedAt: now }),
        kind: 'dispatch.paid',
      });
    },

    async readInvoiceFile(
      user: SessionUser,
      id: string,
    ): Promise<{ contentType: string; size?: number; data: Readable }> {
      assertAdmin(user, 'read invoices');
      const row = await repository.find(id);
      if (!row?.invoiceFileKey || !row.invoiceFileType) throw notFound('Invoice file');
      const data = await files.read(row.invoiceFileKey);
      if (!data) throw notFound('Invoice file');
      return {
        contentType: row.invoiceFileType,
        ...(row.invoiceFileSize !== null ? { size: row.invoiceFileSize } : {}),
        data,
      };
    },

    /**
     * The scheduler's check (every minute): a dispatch still 'sent' past the time its vendor had
     * to accept is escalated once (history entry dispatch.overdue, which tells the admins).
     */
    async escalateOverdue(): Promise<number> {
      const now = clock.now();
      const settings = await repository.settings();
      const shortest = Math.min(settings.acceptHoursUrgent, settings.acceptHoursOther);
      const candidates = await repository.waitingSince(
        new Date(now.getTime() - shortest * HOUR_MS),
      );
      let escalated = 0;
      for (const candidate of candidates) {
        const limit = acceptHours(settings, candidate.priority) * HOUR_MS;
        if (now.getTime() - candidate.sentAt.getTime() < limit) continue;
        const done = await db.transaction(async (tx) => {
          const row = await repository.markEscalated(candidate.id, now, tx);
          if (!row) return false;
          const ticket = await ticketOf(row.ticketId, tx);
          const vendor = await repository.findVendor(row.vendorId, tx);
          await activity.record(
            {
              actorId: null,
              ticketId: row.ticketId,
              kind: 'dispatch.overdue',
              details: {
                ticketNumber: ticket.ticketNumber,
                dispatchId: row.id,
                vendorId: row.vendorId,
                vendorName: vendor?.name ?? 'The vendor',
                acceptHours: acceptHours(settings, candidate.priority),
              },
              createdAt: now,
            },
            tx,
          );
          return true;
        });
        if (done) escalated += 1;
      }
      return escalated;
    },

    /**
     * The vendor portal's step (its token side, decision 037): one conditional update that changes
     * the dispatch only while its status is one of `from` and it is not revoked. Answers whether
     * it did (false: another tab or an admin got there first). Here so that the dispatches module
     * stays the table's one writer (decision 040).
     */
    async transitionForVendor(
      id: string,
      from: readonly DispatchStatus[],
      change: VendorDispatchChange,
      now: Date,
      tx: Executor,
    ): Promise<boolean> {
      const row = await repository.transition(id, from, { ...change, updatedAt: now }, tx);
      return row !== undefined;
    },

    /** Invoice files the files' start-up sweep must keep. */
    invoiceFileKeys: () => repository.invoiceFileKeys(),
  };
}

export type DispatchesService = ReturnType<typeof createDispatchesService>;
