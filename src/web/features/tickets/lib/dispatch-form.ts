import { z } from 'zod';

import { AmountCentsSchema } from '#contract/money.ts';
import { CreateDispatchSchema } from '#contract/schemas/dispatch.ts';
import type { CreateDispatch } from '#contract/schemas/dispatch.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';

// Decision 019: 'Assign to Vendor' validates with the contract's CreateDispatchSchema. The fields
// carry its names, so its messages land under the field they are about. The form holds the NTE as
// typed ('1,250.50', sent as cents) and the due time as the datetime-local input gives it (the
// browser's own time, sent as an instant); an empty vendor is the list's first (suggested) one.

const HOUR_MS = 3_600_000;

const VENDOR_MESSAGE = 'Choose a vendor';
const NTE_MESSAGE = 'Enter the not-to-exceed amount, above 0';
const DUE_BY_MESSAGE = 'Choose when the work is due';

/** A `datetime-local` value (the browser's local time) for an instant. */
function localInputValue(instant: Date): string {
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Urgent tickets are due in 4 hours, others in 2 days. */
function defaultDueBy(priority: Ticket['priority'], now: Date = new Date()): string {
  const hours = priority === 'urgent' ? 4 : 48;
  return localInputValue(new Date(now.getTime() + hours * HOUR_MS));
}

/** '500' or '1,250.50' as cents; null when it is not an amount. */
export function parseAmountToCents(value: string): number | null {
  const cleaned = value.replace(/[,\s$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

const nteAmount = z.string().superRefine((text, ctx) => {
  const cents = parseAmountToCents(text);
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: NTE_MESSAGE });
    return;
  }
  const amount = AmountCentsSchema.safeParse(cents);
  if (!amount.success) {
    ctx.addIssue({
      code: 'custom',
      message: `Not-to-exceed ${amount.error.issues[0]?.message ?? 'is not an amount'}`,
    });
  }
});

const dueBy = z
  .string()
  .refine((local) => !Number.isNaN(new Date(local).getTime()), { message: DUE_BY_MESSAGE });

export interface AssignVendorFormValues {
  /** '' while none is chosen: the list's first vendor. */
  vendorId: string;
  nteAmount: string;
  dueBy: string;
  instructions: string;
  overrideReason: string;
}

/** The form's schema, for a list whose first vendor is `firstVendorId` ('' while none). */
export function assignVendorFormSchema(firstVendorId: string) {
  return z
    .object({
      vendorId: z
        .string()
        .transform((id) => id || firstVendorId)
        .pipe(z.string().min(1, { message: VENDOR_MESSAGE })),
      nteAmount,
      dueBy,
      instructions: z.string(),
      overrideReason: z.string(),
    })
    .transform((form): CreateDispatch => ({
      ...form,
      nteAmount: parseAmountToCents(form.nteAmount) ?? 0,
      dueBy: new Date(form.dueBy).toISOString(),
    }))
    .pipe(CreateDispatchSchema);
}
export type AssignVendorFormOutput = z.output<ReturnType<typeof assignVendorFormSchema>>;

export function assignVendorDefaults(priority: Ticket['priority']): AssignVendorFormValues {
  return {
    vendorId: '',
    nteAmount: '',
    dueBy: defaultDueBy(priority),
    instructions: '',
    overrideReason: '',
  };
}

/** The text inputs' caps, from the contract's schema. */
export const DISPATCH_MAX_LENGTHS = {
  instructions: maxLengthOf(CreateDispatchSchema.shape.instructions),
  overrideReason: maxLengthOf(CreateDispatchSchema.shape.overrideReason),
};
