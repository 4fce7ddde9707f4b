import { z } from 'zod';

import type { VendorSettings } from '#contract/schemas/vendor.ts';
import { VendorSettingsSchema } from '#contract/schemas/vendor.ts';

// Decision 019: the 'Vendors' settings validate with the contract's VendorSettingsSchema. The
// fields carry its names, so its messages land under the field they are about; the NTE ceiling is
// typed in currency units ('5000.00', sent as cents) and the hours as text.

const CEILING_MESSAGE = 'The NTE ceiling must be an amount above 0, like 5000.00';
const HOURS_MESSAGE = 'Hours to accept must be whole numbers from 1 to 168';

/** '5,000.5' → '5000.5'; an amount has at most two decimals. */
function amountText(text: string): string {
  return text.trim().replace(/,/g, '');
}

const ceiling = z.string().refine((text) => {
  const amount = amountText(text);
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(amount) && Number(amount) > 0;
}, CEILING_MESSAGE);

const hours = z.string().refine((text) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= 168;
}, HOURS_MESSAGE);

const VendorSettingsFormFields = z.object({
  currency: VendorSettingsSchema.shape.currency,
  nteCeilingCents: ceiling,
  acceptHoursUrgent: hours,
  acceptHoursOther: hours,
});
export type VendorSettingsFormValues = z.input<typeof VendorSettingsFormFields>;

/** What the form sends: the typed amount in cents and the hours as numbers, then the contract. */
export const VendorSettingsFormSchema = VendorSettingsFormFields.transform(
  (form): VendorSettings => ({
    currency: form.currency,
    nteCeilingCents: Math.round(Number(amountText(form.nteCeilingCents)) * 100),
    acceptHoursUrgent: Number(form.acceptHoursUrgent),
    acceptHoursOther: Number(form.acceptHoursOther),
  }),
).pipe(VendorSettingsSchema);
export type VendorSettingsFormOutput = z.output<typeof VendorSettingsFormSchema>;

export function toFormValues(settings: VendorSettings): VendorSettingsFormValues {
  return {
    currency: settings.currency,
    nteCeilingCents: (settings.nteCeilingCents / 100).toFixed(2),
    acceptHoursUrgent: String(settings.acceptHoursUrgent),
    acceptHoursOther: String(settings.acceptHoursOther),
  };
}
