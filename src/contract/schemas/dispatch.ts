import { z } from 'zod';

import { AmountCentsSchema } from '../money.ts';
import { IdSchema, instantSchema, optionalText } from './common.ts';
import { DISPATCH_STATUSES, WORK_OUTCOMES } from './dispatch-status.ts';

// Decision 037: the admin side of a dispatch (one ticket sent to one outside vendor).
// Amounts are integer cents.

export const DispatchStatusSchema = z.enum(DISPATCH_STATUSES);

const DISPATCH_INSTRUCTIONS_MAX = 2000;
const DISPATCH_OVERRIDE_REASON_MAX = 500;

/** Body of POST /api/tickets/{id}/dispatches (admins). */
export const CreateDispatchSchema = z.object({
  vendorId: IdSchema,
  nteAmount: AmountCentsSchema.refine((cents) => cents > 0, 'The NTE must be above 0'),
  dueBy: instantSchema('Due by'),
  instructions: optionalText('Instructions', DISPATCH_INSTRUCTIONS_MAX, { isMultiLine: true }),
  /** Needed when the NTE is over the chain's ceiling or the vendor's insurance expired. */
  overrideReason: optionalText('Override reason', DISPATCH_OVERRIDE_REASON_MAX, {
    isMultiLine: true,
  }),
});
export type CreateDispatch = z.input<typeof CreateDispatchSchema>;
export type CreateDispatchValues = z.output<typeof CreateDispatchSchema>;

const DispatchVisitSchema = z.object({
  checkedInAt: z.string(),
  checkedOutAt: z.string().nullable(),
  outcome: z.enum(WORK_OUTCOMES).nullable(),
  notes: z.string().nullable(),
});

const DispatchNoteSchema = z.object({
  body: z.string(),
  createdAt: z.string(),
});

const DispatchInvoiceSchema = z.object({
  number: z.string().nullable(),
  amountCents: z.number().int(),
  labourHours: z.number().nullable(),
  parts: z.string().nullable(),
  /** GET /api/dispatches/{id}/invoice-file (admins), or null without a stored file. */
  fileUrl: z.string().nullable(),
  invoicedAt: z.string(),
  approvedAt: z.string().nullable(),
  /** The amount is over the dispatch's NTE (it needed, or needs, an admin's approval). */
  overNte: z.boolean(),
});

/** The next-ranked vendor serving the ticket's store and trade (after a decline or a late accept). */
const NextVendorSuggestionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  rank: z.number().int(),
});
export type NextVendorSuggestion = z.infer<typeof NextVendorSuggestionSchema>;

/** One dispatch of a ticket, as GET /api/tickets/{id}/dispatches answers it. */
export const DispatchSchema = z.object({
  id: IdSchema,
  ticketId: IdSchema,
  vendor: z.object({
    id: IdSchema,
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  status: DispatchStatusSchema,
  /** The chain's currency (vendor settings) the amounts are shown in. */
  currency: z.string(),
  nteAmount: z.number().int(),
  dueBy: z.string(),
  instructions: z.string().nullable(),
  sentAt: z.string(),
  acceptedAt: z.string().nullable(),
  etaAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  visits: z.array(DispatchVisitSchema),
  notes: z.array(DispatchNoteSchema),
  invoice: DispatchInvoiceSchema.nullable(),
  workOutcome: z.enum(WORK_OUTCOMES).nullable(),
  workConfirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Still 'sent' past the time the vendor had to accept. */
  overdue: z.boolean(),
  /** After a decline or while overdue: who to call next. */
  nextVendorSuggestion: NextVendorSuggestionSchema.nullable(),
  /**
   * Decision 039: when the vendor's portal link stops working (30 days after the due-by, or after its
   * last renewal): admins only; null for everyone else. The link itself is not stored in clear, so
   * it is answered only when it is made (POST …/dispatches, POST …/renew-link).
   */
  portalLinkExpiresAt: z.string().nullable(),
});
export type Dispatch = z.infer<typeof DispatchSchema>;

/**
 * The answer of dispatching and of renewing the link (admins): the dispatch with its portal link
 * `{origin}/vendor-portal/{token}`, answered this once, and whether the vendor was e-mailed it.
 */
export const DispatchWithPortalLinkSchema = DispatchSchema.extend({
  portalUrl: z.string(),
  /**
   * The vendor's e-mail with the link was queued: mail is set up (SMTP) and the vendor has an
   * address. False: nobody told the vendor; the admin copies the link and sends it.
   */
  isVendorEmailed: z.boolean(),
});
export type DispatchWithPortalLink = z.infer<typeof DispatchWithPortalLinkSchema>;

/** 'Next: Polar Service (2nd call)' */
export function ordinalCall(rank: number): string {
  const tens = rank % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : rank % 10 === 1
        ? 'st'
        : rank % 10 === 2
          ? 'nd'
          : rank % 10 === 3
            ? 'rd'
            : 'th';
  return `${String(rank)}${suffix} call`;
}

export function nextVendorText(next: { name: string; rank: number } | null): string {
  return next ? `Next: ${next.name} (${ordinalCall(next.rank)})` : 'No other vendor serves this';
}
