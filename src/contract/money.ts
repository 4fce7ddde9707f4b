import { z } from 'zod';

// Decision 037: amounts are integer cents in the API and shown in the chain's currency (a setting,
// default USD). One formatter for every screen and export so a price reads the same everywhere.

/** No repair invoice or NTE is a million or more: anything above is a typo, refused. */
const MAX_AMOUNT_CENTS = 100_000_000;

export const AmountCentsSchema = z
  .number({ error: 'must be an amount in cents' })
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(MAX_AMOUNT_CENTS, 'is too large (at most 1,000,000.00)');

/** ISO 4217 codes the settings offer. */
export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function formatMoney(cents: number, currency: string = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
