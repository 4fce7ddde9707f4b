import { z } from 'zod';

import { WORK_OUTCOMES } from '#contract/schemas/dispatch-status.ts';
import {
  PortalAcceptInputSchema,
  PortalCheckOutInputSchema,
  PortalDeclineInputSchema,
  PortalInvoiceFieldsSchema,
  PortalNoteInputSchema,
} from '#contract/schemas/vendor-portal.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';

// Decision 019: the portal's forms validate with the contract's schemas of their steps. The
// fields carry the schemas' names, so their messages land under the field they are about. Where
// the vendor reads a message of the page's own ('Give a reason for declining.'), the form's schema
// checks that first and then hands the value to the contract's.

const ETA_MESSAGE = 'Choose when you expect to be on site.';
const DECLINE_MESSAGE = 'Give a reason for declining.';
const OUTCOME_MESSAGE = 'Choose Work done or Needs more work.';
const NUMBER_MESSAGE = 'Invoice number is required.';
const AMOUNT_MESSAGE = 'Amount must be an amount such as 125.50.';
const HOURS_MESSAGE = 'Labour hours must be a number from 0 to 1000.';
const FILE_MESSAGE = 'Attach the invoice file (PDF or photo).';

/** '125.50' → 12550 cents; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** A datetime-local value (the phone's own time) as an instant, or null. */
function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Accept: the ETA as the datetime-local input gives it, sent as an instant. */
export const AcceptFormSchema = z
  .object({
    eta: z.string().transform((local, ctx) => {
      const instant = instantOf(local);
      if (instant === null) {
        ctx.addIssue({ code: 'custom', message: ETA_MESSAGE });
        return z.NEVER;
      }
      return instant;
    }),
  })
  .pipe(PortalAcceptInputSchema);

export const DeclineFormSchema = z
  .object({ reason: z.string().refine((text) => text.trim() !== '', DECLINE_MESSAGE) })
  .pipe(PortalDeclineInputSchema);

/** Check out: the contract's schema, with no outcome chosen yet as the radios start. */
export const CheckOutFormSchema = PortalCheckOutInputSchema.extend({
  outcome: z
    .enum(WORK_OUTCOMES)
    .nullable()
    .transform((outcome, ctx) => {
      if (outcome === null) {
        ctx.addIssue({ code: 'custom', message: OUTCOME_MESSAGE });
        return z.NEVER;
      }
      return outcome;
    }),
});

/** The invoice's multipart fields, and its file. */
const InvoiceBodySchema = PortalInvoiceFieldsSchema.extend({ file: z.instanceof(File) });

/** Invoice: the amount typed in currency units (sent as cents), the hours as text, the file. */
export const InvoiceFormSchema = z
  .object({
    number: z.string().refine((text) => text.trim() !== '', NUMBER_MESSAGE),
    amount: z.string().refine((text) => parseAmount(text) !== null, AMOUNT_MESSAGE),
    labourHours: z.string().refine((text) => {
      const hours = Number(text);
      return text.trim() !== '' && Number.isFinite(hours) && hours >= 0 && hours <= 1000;
    }, HOURS_MESSAGE),
    parts: z.string(),
    file: z
      .instanceof(File)
      .nullable()
      .transform((file, ctx) => {
        if (file === null) {
          ctx.addIssue({ code: 'custom', message: FILE_MESSAGE });
          return z.NEVER;
        }
        return file;
      }),
  })
  .transform((form): z.input<typeof InvoiceBodySchema> => ({
    ...form,
    amount: String(parseAmount(form.amount)),
    labourHours: String(Number(form.labourHours)),
  }))
  .pipe(InvoiceBodySchema);

/** The text inputs' caps, from the contract's schemas. */
export const PORTAL_MAX_LENGTHS = {
  declineReason: maxLengthOf(PortalDeclineInputSchema.shape.reason),
  checkOutNotes: maxLengthOf(PortalCheckOutInputSchema.shape.notes),
  invoiceNumber: maxLengthOf(PortalInvoiceFieldsSchema.shape.number),
  invoiceParts: maxLengthOf(PortalInvoiceFieldsSchema.shape.parts),
  note: maxLengthOf(PortalNoteInputSchema.shape.body),
};

export type AcceptFormValues = z.input<typeof AcceptFormSchema>;
export type AcceptFormOutput = z.output<typeof AcceptFormSchema>;
export type DeclineFormValues = z.input<typeof DeclineFormSchema>;
export type DeclineFormOutput = z.output<typeof DeclineFormSchema>;
export type CheckOutFormValues = z.input<typeof CheckOutFormSchema>;
export type CheckOutFormOutput = z.output<typeof CheckOutFormSchema>;
export type InvoiceFormValues = z.input<typeof InvoiceFormSchema>;
export type InvoiceFormOutput = z.output<typeof InvoiceFormSchema>;
export type NoteFormValues = z.input<typeof PortalNoteInputSchema>;
export type NoteFormOutput = z.output<typeof PortalNoteInputSchema>;

/**
 * Issue 40: the page's own messages above, by their key in the vendor-portal catalogue; a form
 * shows them in the language the portal is read in (other messages come from the contract).
 */
export const PORTAL_FORM_MESSAGE_KEYS: Record<string, string> = {
  [ETA_MESSAGE]: 'eta',
  [DECLINE_MESSAGE]: 'decline',
  [OUTCOME_MESSAGE]: 'outcome',
  [NUMBER_MESSAGE]: 'number',
  [AMOUNT_MESSAGE]: 'amount',
  [HOURS_MESSAGE]: 'hours',
  [FILE_MESSAGE]: 'file',
};
