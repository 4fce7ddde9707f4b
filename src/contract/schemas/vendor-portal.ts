import { z } from 'zod';

import { AmountCentsSchema } from '../money.ts';
import { IdSchema, InstantSchema, optionalText, requiredText } from './common.ts';
import { PORTAL_ACTIONS, portalActionRefusal, WORK_OUTCOMES } from './dispatch-status.ts';
import { DispatchStatusSchema } from './dispatch.ts';
import { LanguageSchema } from './language.ts';
import type { DispatchStatus } from './dispatch-status.ts';
import { TicketPrioritySchema } from './ticket.ts';

// Decision 037: the vendor portal, the one page an outside vendor uses without an
// account, reached by its dispatch's token (/vendor-portal/{token}). It shows that one dispatch
// and nothing else: no internal comments, no other tickets, dispatches or vendors.

/** The same answer for a malformed, unknown, expired or long-closed token (404): no hint which. */
export const PORTAL_LINK_INVALID_MESSAGE = 'This link is not valid.';
/** A revoked dispatch answers 410 with this on every portal call. */
export const PORTAL_DISPATCH_REVOKED_MESSAGE = 'This dispatch was withdrawn by the chain.';
/** Portal calls per client address per minute (429 past it). */
export const PORTAL_REQUESTS_PER_MINUTE = 30;
/** An ETA is at most this many days ahead. */
export const PORTAL_ETA_MAX_DAYS = 30;
/** An invoice file (PDF, JPEG, PNG or WebP) is at most this large (413 over). */
export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;
const LABOUR_HOURS_MAX = 1000;
const PORTAL_NOTE_MAX = 2000;
/** Photos a vendor may add in one upload (the ticket's own limit still applies). */
export const PORTAL_PHOTOS_MAX = 10;

/** A token as the link carries it: 32 random bytes in base64url. Anything else is not a link. */
export const PORTAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Everything a vendor can do on the portal: the steps of a visit, plus notes and photos. */
export const VENDOR_PORTAL_ACTIONS = [...PORTAL_ACTIONS, 'notes', 'photos'] as const;
export type VendorPortalAction = (typeof VENDOR_PORTAL_ACTIONS)[number];

/** Notes and photos: from acceptance until the dispatch closes. */
function portalExtraRefusal(status: DispatchStatus): string | null {
  if (status === 'sent') return 'Accept the dispatch before adding notes or photos.';
  if (status === 'declined' || status === 'paid') return 'This dispatch is closed.';
  return null;
}

/** Whether an action may happen now, and else the 409 text the vendor reads. */
export function vendorPortalRefusal(
  status: DispatchStatus,
  action: VendorPortalAction,
): string | null {
  if (action === 'notes' || action === 'photos') return portalExtraRefusal(status);
  return portalActionRefusal(status, action);
}

export const PortalTokenParamsSchema = z.object({ token: z.string().max(200) });
export const PortalPhotoParamsSchema = z.object({ token: z.string().max(200), photoId: IdSchema });

const PortalVisitSchema = z.object({
  id: IdSchema,
  checkedInAt: z.string(),
  checkedOutAt: z.string().nullable(),
  outcome: z.enum(WORK_OUTCOMES).nullable(),
  notes: z.string().nullable(),
});
export type PortalVisit = z.infer<typeof PortalVisitSchema>;

const PortalNoteSchema = z.object({
  id: IdSchema,
  body: z.string(),
  createdAt: z.string(),
});
export type PortalNote = z.infer<typeof PortalNoteSchema>;

const PortalInvoiceSchema = z.object({
  number: z.string(),
  amount: z.number().int(),
  labourHours: z.number(),
  parts: z.string().nullable(),
  submittedAt: z.string(),
  /** When it counts as approved: at once within the NTE, else once an admin approves. */
  approvedAt: z.string().nullable(),
  /** Over the NTE and not yet approved. */
  awaitingApproval: z.boolean(),
  /** The stored file, through the portal's own token-scoped address. */
  fileUrl: z.string(),
  fileType: z.string(),
});

/** GET /api/vendor-portal/{token}, and the answer of every portal action. */
export const VendorPortalViewSchema = z.object({
  id: IdSchema,
  status: DispatchStatusSchema,
  statusLabel: z.string(),
  vendorName: z.string(),
  ticket: z.object({
    number: z.number().int(),
    title: z.string(),
    description: z.string(),
    priority: TicketPrioritySchema,
  }),
  store: z.object({ name: z.string(), address: z.string() }),
  equipment: z
    .object({
      name: z.string(),
      make: z.string().nullable(),
      model: z.string().nullable(),
      serialNumber: z.string().nullable(),
      warrantyEndDate: z.string().nullable(),
    })
    .nullable(),
  /**
   * The ticket's own photos and those this dispatch's vendor added (never another vendor's), each
   * through the portal's token-scoped address.
   */
  photos: z.array(z.object({ id: IdSchema, url: z.string() })),
  instructions: z.string().nullable(),
  nteAmount: z.number().int(),
  currency: z.string(),
  dueBy: z.string(),
  sentAt: z.string(),
  acceptedAt: z.string().nullable(),
  etaAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  visits: z.array(PortalVisitSchema),
  notes: z.array(PortalNoteSchema),
  invoice: PortalInvoiceSchema.nullable(),
  /** What the vendor may do now (the page shows these buttons only). */
  allowedActions: z.array(z.enum(VENDOR_PORTAL_ACTIONS)),
});
export type VendorPortalView = z.infer<typeof VendorPortalViewSchema>;

/** POST …/accept: when the vendor expects to be on site (future, within 30 days; the server judges). */
export const PortalAcceptInputSchema = z.object({ eta: InstantSchema });
export type PortalAcceptInput = z.infer<typeof PortalAcceptInputSchema>;

export const PortalDeclineInputSchema = z.object({
  reason: requiredText('Reason', 1000, { isMultiLine: true }),
});
export type PortalDeclineInput = z.input<typeof PortalDeclineInputSchema>;

export const PortalCheckOutInputSchema = z.object({
  outcome: z.enum(WORK_OUTCOMES, { message: "outcome must be 'work-done' or 'needs-more-work'" }),
  // Decision 039: the text rules of every field (decision 013): these notes reach notifications.
  notes: optionalText('Notes', PORTAL_NOTE_MAX, { isMultiLine: true }),
});
export type PortalCheckOutInput = z.input<typeof PortalCheckOutInputSchema>;

export const PortalNoteInputSchema = z.object({
  body: requiredText('Note', PORTAL_NOTE_MAX, { isMultiLine: true }),
});
export type PortalNoteInput = z.input<typeof PortalNoteInputSchema>;

/** Quarter hours are fine; a labour figure is kept as whole minutes. */
const LabourHoursSchema = z
  .number({ message: 'Labour hours must be a number' })
  .min(0, { message: 'Labour hours must not be negative' })
  .max(LABOUR_HOURS_MAX, {
    message: `Labour hours must be at most ${String(LABOUR_HOURS_MAX)}`,
  });

/** A multipart text field holding a number ('' and absent are missing). */
function numberField(label: string) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .refine((value) => /^-?\d+(\.\d+)?$/.test(value), { message: `${label} must be a number` })
    .transform(Number);
}

/**
 * The text fields of POST …/invoice (multipart/form-data, with the file in `file`): `amount` in
 * cents, `labourHours` as hours (0–1000, quarter hours fine), `parts` free text.
 */
export const PortalInvoiceFieldsSchema = z.object({
  number: requiredText('Invoice number', 100),
  amount: numberField('Amount').pipe(AmountCentsSchema),
  labourHours: numberField('Labour hours').pipe(LabourHoursSchema),
  parts: optionalText('Parts', PORTAL_NOTE_MAX, { isMultiLine: true }),
});

/** Issue 40: PUT /api/vendor-portal/{token}/language: the portal's language switch, kept as the vendor's. */
export const PortalLanguageInputSchema = z.object({ language: LanguageSchema });
