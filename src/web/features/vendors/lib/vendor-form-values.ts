import type { Language } from '#contract/languages.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';

// Decision 037: the vendor form's values. The rate is typed in currency units ('95.50') and sent as
// cents; coverage is kept as one rank per store and trade (vendor-form-schema.ts makes the body).

interface VendorFormValues {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  /** In currency units as typed, '' for none. */
  hourlyRate: string;
  /** YYYY-MM-DD, '' for none. */
  insuranceExpiresOn: string;
  /** The language of the vendor's e-mails. */
  language: Language;
  active: boolean;
  /** Category ids. */
  trades: string[];
  /** Rank by `coverageKey(locationId, categoryId)`; a store and trade not served is absent. */
  coverage: Record<string, number>;
}

export function coverageKey(locationId: string, categoryId: string): string {
  return `${locationId}/${categoryId}`;
}

export function formValuesOf(vendor: Vendor | null): VendorFormValues {
  return {
    name: vendor?.name ?? '',
    contactName: vendor?.contactName ?? '',
    email: vendor?.email ?? '',
    phone: vendor?.phone ?? '',
    hourlyRate: vendor?.hourlyRateCents == null ? '' : (vendor.hourlyRateCents / 100).toFixed(2),
    insuranceExpiresOn: vendor?.insuranceExpiresOn ?? '',
    language: vendor?.language ?? 'en',
    active: vendor?.active ?? true,
    trades: vendor?.trades ?? [],
    coverage: Object.fromEntries(
      (vendor?.coverage ?? []).map((entry) => [
        coverageKey(entry.locationId, entry.categoryId),
        entry.rank,
      ]),
    ),
  };
}

const AMOUNT_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;

/** '95.5' → 9550; '' → null; anything else → undefined (not an amount). */
export function centsOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  if (!AMOUNT_PATTERN.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}
