import { z } from 'zod';

import { LANGUAGES } from '#contract/languages.ts';
import { AmountCentsSchema } from '#contract/money.ts';
import { VendorInputSchema } from '#contract/schemas/vendor.ts';
import type { VendorInput } from '#contract/schemas/vendor.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';

import { centsOf } from './vendor-form-values.ts';

// Decision 019: the vendor form validates with the contract's VendorInputSchema. The form holds
// what the API does not take as it is: the hourly rate as typed ('95.50', sent as cents), the
// insurance day as the date input gives it ('' for none) and coverage as one rank per store and
// trade; the transform makes the API's body of them and hands it to the contract's schema.

const contract = VendorInputSchema.shape;

const RATE_MESSAGE = 'Hourly rate must be an amount like 95.00';

const hourlyRate = z.string().superRefine((text, ctx) => {
  const cents = centsOf(text);
  if (cents === undefined) {
    ctx.addIssue({ code: 'custom', message: RATE_MESSAGE });
    return;
  }
  if (cents === null) return;
  const amount = AmountCentsSchema.safeParse(cents);
  if (!amount.success) {
    ctx.addIssue({
      code: 'custom',
      message: `Hourly rate ${amount.error.issues[0]?.message ?? 'is not an amount'}`,
    });
  }
});

const VendorFormFields = z.object({
  name: contract.name,
  contactName: contract.contactName,
  email: contract.email,
  phone: contract.phone,
  hourlyRate,
  insuranceExpiresOn: z.string(),
  language: z.enum(LANGUAGES),
  active: z.boolean(),
  trades: contract.trades,
  coverage: z.record(z.string(), z.number()),
});
/** What the form holds (formValuesOf in vendor-form-values.ts fills it). */
export type VendorFormInput = z.input<typeof VendorFormFields>;

export const VendorFormSchema = VendorFormFields.transform((values): VendorInput => {
  // Coverage only of the chosen trades: unticking a trade drops its stores.
  const trades = new Set(values.trades);
  return {
    name: values.name,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    hourlyRateCents: centsOf(values.hourlyRate) ?? null,
    insuranceExpiresOn: values.insuranceExpiresOn || null,
    language: values.language,
    active: values.active,
    trades: values.trades,
    coverage: Object.entries(values.coverage).flatMap(([key, rank]) => {
      const [locationId = '', categoryId = ''] = key.split('/');
      return trades.has(categoryId) ? [{ locationId, categoryId, rank }] : [];
    }),
  };
}).pipe(VendorInputSchema);
export type VendorFormOutput = z.output<typeof VendorFormSchema>;

/** The inputs' caps, from the contract's schema (the e-mail's sits inside its union with ''). */
export const VENDOR_MAX_LENGTHS = {
  name: maxLengthOf(contract.name),
  contactName: maxLengthOf(contract.contactName),
  email: contract.email.in.options[0].unwrap().unwrap().maxLength ?? undefined,
  phone: maxLengthOf(contract.phone),
};
