import { eq } from 'drizzle-orm';

import type { Executor } from './database.ts';
import { vendorSettings } from './schema.ts';

// Decision 037: the chain's one row of vendor settings. The vendors module writes it; the
// dispatches module reads it for its rules. Both read it through this one query.

/** The id of the one row. */
export const VENDOR_SETTINGS_ID = 1;

export interface StoredVendorSettings {
  currency: string;
  nteCeilingCents: number;
  acceptHoursUrgent: number;
  acceptHoursOther: number;
}

const DEFAULT_VENDOR_SETTINGS: StoredVendorSettings = {
  currency: 'USD',
  nteCeilingCents: 500_000,
  acceptHoursUrgent: 4,
  acceptHoursOther: 24,
};

/** The stored settings; the defaults while no row was saved. */
export async function readVendorSettings(executor: Executor): Promise<StoredVendorSettings> {
  const [row] = await executor
    .select({
      currency: vendorSettings.currency,
      nteCeilingCents: vendorSettings.nteCeilingCents,
      acceptHoursUrgent: vendorSettings.acceptHoursUrgent,
      acceptHoursOther: vendorSettings.acceptHoursOther,
    })
    .from(vendorSettings)
    .where(eq(vendorSettings.id, VENDOR_SETTINGS_ID))
    .limit(1);
  return row ?? DEFAULT_VENDOR_SETTINGS;
}
