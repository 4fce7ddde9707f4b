import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { Language } from '#contract/languages.ts';
import type { ActivityKind } from '#contract/schemas/activity.ts';
import {
  DISPATCH_STATUS_LABELS,
  PORTAL_LINK_DAYS_AFTER_CLOSE,
  portalLinkExpiry,
} from '#contract/schemas/dispatch-status.ts';
import type { DispatchStatus } from '#contract/schemas/dispatch-status.ts';
import { PHOTOS_PER_TICKET } from '#contract/schemas/ticket.ts';
import {
  PORTAL_DISPATCH_REVOKED_MESSAGE,
  PORTAL_ETA_MAX_DAYS,
  PORTAL_LINK_INVALID_MESSAGE,
  PORTAL_PHOTOS_MAX,
  PORTAL_REQUESTS_PER_MINUTE,
  PORTAL_TOKEN_PATTERN,
  PortalInvoiceFieldsSchema,
  VENDOR_PORTAL_ACTIONS,
  vendorPortalRefusal,
} from '#contract/schemas/vendor-portal.ts';
import type {
  PortalAcceptInput,
  PortalCheckOutInput,
  PortalDeclineInput,
  PortalNoteInput,
  VendorPortalAction,
  VendorPortalView,
} from '#contract/schemas/vendor-portal.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { AppError, badRequest, badRequestAt, conflict, notFound } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DispatchesService, VendorDispatchChange } from '../dispatches/dispatches.service.ts';
import type { FilesService, StagedFile } from '../files/files.service.ts';
import type { IncomingPart, PhotoCatalog } from '../photos/photos.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type { VendorsService } from '../vendors/vendors.service.ts';
import type { PortalDispatch, VendorPortalRepository } from './vendor-portal.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** One answer for a malformed, unknown, expired or long-closed token: nothing tells which. */
function invalidLink(): AppError {
  return new AppError('NOT_FOUND', PORTAL_LINK_INVALID_MESSAGE, 404);
}

function revoked(): AppError {
  return new AppError('DISPATCH_REVOKED', PORTAL_DISPATCH_REVOKED_MESSAGE, 410);
}

function outOfOrder(message: string): AppError {
  return conflict('DISPATCH_OUT_OF_ORDER', message);
}

/** The statuses each step moves a dispatch from (the condition of its one update). */
const FROM: Record<Exclude<VendorPortalAction, 'notes' | 'photos'>, readonly DispatchStatus[]> = {
  accept: ['sent'],
  decline: ['sent', 'accepted'],
  'check-in': ['accepted'],
  'check-out': ['on-site'],
  invoice: ['work-done'],
};

export function createVendorPortalService(deps: {
  db: Database;
  repository: VendorPortalRepository;
  tickets: Pick<TicketsService, 'move' | 'recordResponse'>;
  photos: Pick<PhotoCatalog, 'attachStored'>;
  activity: ActivityRecorder;
  /** The dispatches module writes the dispatch (late-bound: it is built after the portal). */
  dispatches: () => Pick<DispatchesService, 'transitionForVendor'>;
  files: Pick<FilesService, 'upload' | 'read'>;
  /** Issue 40: the vendors module keeps the vendor's language (the portal's switch sets it). */
  vendors: Pick<VendorsService, 'setLanguage'>;
  /** The auth module's per-key limiter: portal calls count per client address. */
  limiter: Pick<AuthService, 'admitAttempt'>;
  clock: Clock;
}) {
  const { db, repository, tickets, photos, activity, dispatches, files, vendors, limiter, clock } =
    deps;

  function admit(address: string): Promise<void> {
    return limiter.admitAttempt(`vendor-portal:${address}`, {
      maxFailures: PORTAL_REQUESTS_PER_MINUTE,
      windowMs: MINUTE_MS,
    });
  }

  /**
   * The dispatch a token opens, or 404 (malformed, unknown, expired, closed too long ago) / 410
   * (revoked). Decision 039: the token is looked up by its hash; a link expires 30 days after the
   * due-by unless an admin renewed it.
   */
  async function open(token: string, executor?: Executor): Promise<PortalDispatch> {
    if (!PORTAL_TOKEN_PATTERN.test(token)) throw invalidLink();
    const dispatch = await repository.findByTokenHash(hashToken(token), executor);
    if (!dispatch) throw invalidLink();
    const now = clock.now().getTime();
    if (now > portalLinkExpiry(dispatch).getTime()) throw invalidLink();
    const closedFor = dispatch.closedAt ? now - dispatch.closedAt.getTime() : 0;
    if (closedFor > PORTAL_LINK_DAYS_AFTER_CLOSE * DAY_MS) throw invalidLink();
    if (dispatch.revokedAt) throw revoked();
    return dispatch;
  }

  /** Counted against the address, then opened. */
  async function admitAndOpen(token: string, address: string): Promise<PortalDispatch> {
    await admit(address);
    return open(token);
  }

  function assertAllowed(dispatch: PortalDispatch, action: VendorPortalAction): void {
    const refusal = vendorPortalRefusal(dispatch.status, action);
    if (refusal) throw outOfOrder(refusal);
  }

  /** After a conditional update changed nothing: why, as of now (410 if revoked meanwhile). */
  async function refusalNow(token: string, action: VendorPortalAction, tx: Executor) {
    const current = await open(token, tx);
    return outOfOrder(
      vendorPortalRefusal(current.status, action) ?? 'This dispatch changed; reload the page.',
    );
  }

  async function view(token: string, dispatch: PortalDispatch): Promise<VendorPortalView> {
    const base = `/api/vendor-portal/${token}`;
    const [photoIds, visits, notes, currency] = await Promise.all([
      repository.photoIds(dispatch.ticketId, dispatch.id),
      repository.visits(dispatch.id),
      repository.notes(dispatch.id),
      repository.currency(),
    ]);
    const invoice =
      dispatch.invoiceNumber !== null && dispatch.invoiceCents !== null && dispatch.invoicedAt
        ? {
            number: dispatch.invoiceNumber,
            amount: dispatch.invoiceCents,
            labourHours: (dispatch.invoiceLabourMinutes ?? 0) / 60,
            parts: dispatch.invoiceParts,
            submittedAt: dispatch.invoicedAt.toISOString(),
            approvedAt: dispatch.approvedAt?.toISOString() ?? null,
            awaitingApproval: dispatch.status === 'invoiced',
            fileUrl: `${base}/invoice-file`,
            fileType: dispatch.invoiceFileType ?? 'application/octet-stream',
          }
        : null;
    return {
      id: dispatch.id,
      status: dispatch.status,
      statusLabel: DISPATCH_STATUS_LABELS[dispatch.status],
      vendorName: dispatch.vendorName,
      ticket: {
        number: dispatch.ticket.number,
        title: dispatch.ticket.title,
        description: dispatch.ticket.description,
        priority: dispatch.ticket.priority,
      },
      store: dispatch.store,
      equipment: dispatch.equipment,
      photos: photoIds.map((id) => ({ id, url: `${base}/photos/${id}` })),
      instructions: dispatch.instructions,
      nteAmount: dispatch.nteCents,
      currency,
      dueBy: dispatch.dueBy.toISOString(),
      sentAt: dispatch.sentAt.toISOString(),
      acceptedAt: dispatch.acceptedAt?.toISOString() ?? null,
      etaAt: dispatch.etaAt?.toISOString() ?? null,
      declinedAt: dispatch.declinedAt?.toISOString() ?? null,
      declineReason: dispatch.declineReason,
      visits,
      notes,
      invoice,
      allowedActions: VENDOR_PORTAL_ACTIONS.filter(
        (action) => vendorPortalRefusal(dispatch.status, action) === null,
      ),
    };
  }

  /** The page as it is now (after an action). */
  async function freshView(token: string): Promise<VendorPortalView> {
    return view(token, await open(token));
  }

  function record(
    dispatch: PortalDispatch,
    kind: ActivityKind,
    details: Record<string, unknown>,
    now: Date,
    tx: Executor,
  ): Promise<void> {
    return activity.record(
      {
        actorId: null,
        ticketId: dispatch.ticketId,
        kind,
        details: {
          vendorName: dispatch.vendorName,
          dispatchId: dispatch.id,
          ticketNumber: dispatch.ticket.number,
          ...details,
        },
        createdAt: now,
      },
      tx,
    );
  }

  /**
   * One step of the visit: allowed by the status read first, then one conditional update in a
   * transaction (two tabs: one effect, the other a 409), then `alsoDo` in the same transaction.
   */
  async function step(
    token: string,
    address: string,
    action: Exclude<VendorPortalAction, 'notes' | 'photos'>,
    change: (dispatch: PortalDispatch, now: Date) => VendorDispatchChange,
    alsoDo: (dispatch: PortalDispatch, now: Date, tx: Executor) => Promise<void>,
  ): Promise<VendorPortalView> {
    const dispatch = await admitAndOpen(token, address);
    assertAllowed(dispatch, action);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const changed = await dispatches().transitionForVendor(
        dispatch.id,
        FROM[action],
        change(dispatch, now),
        now,
        tx,
      );
      if (!changed) throw await refusalNow(token, action, tx);
      await alsoDo(dispatch, now, tx);
    });
    return freshView(token);
  }

  return {
    async get(token: string, address: string): Promise<VendorPortalView> {
      return view(token, await admitAndOpen(token, address));
    },

    /** Issue 40: the language the vendor switched the portal to becomes their e-mails' language. */
    async setLanguage(token: string, language: Language, address: string): Promise<void> {
      const dispatch = await admitAndOpen(token, address);
      await vendors.setLanguage(dispatch.vendorId, language);
    },

    accept(token: string, input: PortalAcceptInput, address: string) {
      const eta = new Date(input.eta);
      const now = clock.now();
      if (eta.getTime() <= now.getTime()) {
        throw badRequestAt('eta', 'ETA must be in the future');
      }
      if (eta.getTime() > now.getTime() + PORTAL_ETA_MAX_DAYS * DAY_MS) {
        throw badRequestAt('eta', `ETA must be within ${String(PORTAL_ETA_MAX_DAYS)} days`);
      }
      return step(
        token,
        address,
        'accept',
        (_dispatch, at) => ({ status: 'accepted', acceptedAt: at, etaAt: eta }),
        async (dispatch, at, tx) => {
          // Issue 39: a dispatch the vendor accepts is the ticket's response.
          await tickets.recordResponse(dispatch.ticketId, at, tx);
          await record(dispatch, 'dispatch.accepted', { eta: eta.toISOString() }, at, tx);
        },
      );
    },

    decline(token: string, input: PortalDeclineInput, address: string) {
      const reason = input.reason.trim();
      return step(
        token,
        address,
        'decline',
        (_dispatch, at) => ({
          status: 'declined',
          declinedAt: at,
          declineReason: reason,
          closedAt: at,
        }),
        (dispatch, at, tx) =>
          record(
            dispatch,
            'dispatch.declined',
            { reason, previousStatus: dispatch.status },
            at,
            tx,
          ),
      );
    },

    checkIn(token: string, address: string) {
      return step(
        token,
        address,
        'check-in',
        () => ({ status: 'on-site' }),
        async (dispatch, at, tx) => {
          await repository.openVisit(dispatch.id, at, tx);
          await record(dispatch, 'dispatch.checked_in', { checkedInAt: at.toISOString() }, at, tx);
        },
      );
    },

    checkOut(token: string, input: PortalCheckOutInput, address: string) {
      const outcome = input.outcome;
      const notes = input.notes?.trim() ? input.notes.trim() : null;
      return step(
        token,
        address,
        'check-out',
        () => ({
          status: outcome === 'work-done' ? 'work-done' : 'accepted',
          workOutcome: outcome,
        }),
        async (dispatch, at, tx) => {
          await repository.closeVisit(dispatch.id, outcome, notes, at, tx);
          await record(dispatch, 'dispatch.checked_out', { outcome, notes }, at, tx);
          // The vendor may come again; meanwhile the ticket is open work (its own history).
          if (outcome === 'needs-more-work') {
            const vendor = { vendorName: dispatch.vendorName, dispatchId: dispatch.id };
            await tickets.move({ outsideParty: vendor }, dispatch.ticketId, 'open', at, tx);
          }
        },
      );
    },

    async addNote(
      token: string,
      input: PortalNoteInput,
      address: string,
    ): Promise<VendorPortalView> {
      const dispatch = await admitAndOpen(token, address);
      assertAllowed(dispatch, 'notes');
      const body = input.body.trim();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const status = await repository.lockStatus(dispatch.id, tx);
        if (!status) throw revoked();
        const refusal = vendorPortalRefusal(status, 'notes');
        if (refusal) throw outOfOrder(refusal);
        const noteId = await repository.insertNote(dispatch.id, body, now, tx);
        await record(dispatch, 'dispatch.note_added', { noteId, body }, now, tx);
      });
      return freshView(token);
    },

    /**
     * Photos the vendor adds go on the ticket, marked with the dispatch: 'after' once the vendor
     * has checked in, 'before' until then. Checked while streaming like every ticket photo.
     */
    async addPhotos(
      token: string,
      parts: AsyncIterable<IncomingPart>,
      address: string,
    ): Promise<VendorPortalView> {
      const dispatch = await admitAndOpen(token, address);
      assertAllowed(dispatch, 'photos');
      const existing = await repository.photoCount(dispatch.ticketId);
      const tooMany = () =>
        conflict(
          'CONFLICT',
          `A ticket can have at most ${String(PHOTOS_PER_TICKET)} photos (this one has ${String(existing)})`,
        );
      const quota = {
        maxFiles: Math.min(PORTAL_PHOTOS_MAX, PHOTOS_PER_TICKET - existing),
        refusal: tooMany,
      };
      await files.upload(async (stageFile) => {
        const staged: (StagedFile & { id: string })[] = [];
        for await (const part of parts) {
          if ('field' in part) continue;
          const id = randomUUID();
          staged.push({
            id,
            ...(await stageFile(`tickets/${dispatch.ticketId}/${id}`, part, 'image')),
          });
        }
        if (staged.length === 0) throw badRequest('Attach at least one image');
        const now = clock.now();
        await db.transaction(async (tx) => {
          const status = await repository.lockStatus(dispatch.id, tx);
          if (!status) throw revoked();
          const refusal = vendorPortalRefusal(status, 'photos');
          if (refusal) throw outOfOrder(refusal);
          if (
            (await repository.photoCount(dispatch.ticketId, tx)) + staged.length >
            PHOTOS_PER_TICKET
          ) {
            throw tooMany();
          }
          const stage = (await repository.visitCount(dispatch.id, tx)) > 0 ? 'after' : 'before';
          await photos.attachStored(
            staged.map((photo) => ({
              ...photo,
              ticketId: dispatch.ticketId,
              uploadedBy: null,
              stage,
              dispatchId: dispatch.id,
            })),
            now,
            tx,
          );
          await record(
            dispatch,
            'ticket.photo_added',
            { count: staged.length, stage, photoIds: staged.map((photo) => photo.id) },
            now,
            tx,
          );
        });
      }, quota);
      return freshView(token);
    },

    /**
     * The invoice: its file streams to storage checked by content and size, the text fields are
     * checked once the body is read, then one conditional update from work-done: approved at once
     * within the NTE, else invoiced until an admin approves.
     */
    async submitInvoice(
      token: string,
      parts: AsyncIterable<IncomingPart>,
      address: string,
    ): Promise<VendorPortalView> {
      const dispatch = await admitAndOpen(token, address);
      assertAllowed(dispatch, 'invoice');
      const fields: Record<string, string> = {};
      const quota = { maxFiles: 1, refusal: () => badRequestAt('file', 'Attach one invoice file') };
      await files.upload(async (stageFile) => {
        let file: StagedFile | undefined;
        for await (const part of parts) {
          if ('field' in part) {
            fields[part.field] = part.value;
            continue;
          }
          const storageKey = `dispatches/${dispatch.id}/invoice-${randomUUID()}`;
          file = await stageFile(storageKey, part, 'invoice');
        }
        const parsed = PortalInvoiceFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          }));
          throw new AppError(
            'VALIDATION_FAILED',
            [...new Set(issues.map((issue) => issue.message))].join('; '),
            400,
            {},
            issues,
          );
        }
        if (!file) throw badRequestAt('file', 'Attach the invoice file (PDF or image)');
        const input = parsed.data;
        const stored = file;
        const now = clock.now();
        const withinNte = input.amount <= dispatch.nteCents;
        await db.transaction(async (tx) => {
          const changed = await dispatches().transitionForVendor(
            dispatch.id,
            FROM.invoice,
            {
              status: withinNte ? 'approved' : 'invoiced',
              invoiceNumber: input.number,
              invoiceCents: input.amount,
              invoiceLabourMinutes: Math.round(input.labourHours * 60),
              invoiceParts: input.parts,
              invoiceFileKey: stored.storageKey,
              invoiceFileType: stored.contentType,
              invoiceFileSize: stored.size,
              invoicedAt: now,
              approvedAt: withinNte ? now : null,
            },
            now,
            tx,
          );
          if (!changed) throw await refusalNow(token, 'invoice', tx);
          await record(
            dispatch,
            'dispatch.invoiced',
            {
              invoiceNumber: input.number,
              amount: input.amount,
              nteAmount: dispatch.nteCents,
              overNte: !withinNte,
              approved: withinNte,
            },
            now,
            tx,
          );
        });
      }, quota);
      return freshView(token);
    },

    /** One of the ticket's photos. A valid link is not counted against the address. */
    async readPhoto(
      token: string,
      photoId: string,
      address: string,
    ): Promise<{ contentType: string; size: number; data: Readable }> {
      const dispatch = await openCounting(token, address);
      const photo = await repository.findPhoto(dispatch.ticketId, dispatch.id, photoId);
      if (!photo) throw notFound('Photo');
      const data = await files.read(photo.storageKey);
      if (!data) throw notFound('Photo');
      return { contentType: photo.contentType, size: photo.size, data };
    },

    async readInvoiceFile(
      token: string,
      address: string,
    ): Promise<{ contentType: string; size: number; data: Readable }> {
      const dispatch = await openCounting(token, address);
      if (!dispatch.invoiceFileKey) throw notFound('Invoice file');
      const data = await files.read(dispatch.invoiceFileKey);
      if (!data) throw notFound('Invoice file');
      return {
        contentType: dispatch.invoiceFileType ?? 'application/octet-stream',
        size: dispatch.invoiceFileSize ?? 0,
        data,
      };
    },
  };

  /**
   * Files (photos on the page) are fetched many at a time: only a token that does not open a
   * dispatch counts against the address, so a guessing loop still meets the limit.
   */
  async function openCounting(token: string, address: string): Promise<PortalDispatch> {
    try {
      return await open(token);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) await admit(address);
      throw error;
    }
  }
}

export type VendorPortalService = ReturnType<typeof createVendorPortalService>;
