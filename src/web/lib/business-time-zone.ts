import { HealthSchema } from '#contract/schemas/auth.ts';

import { apiRequest } from './api-request.ts';
import { setBusinessTimeZone } from './date-format.ts';

/**
 * Asks the server once, at start, which time zone the business runs in (GET /api/health, public and
 * tiny), so times can say 'EST' when the browser is elsewhere (docs/decisions/028). Started before the
 * first render, it answers before the screens' data; until then (or if it fails) times are the browser's.
 */
export async function loadBusinessTimeZone(): Promise<void> {
  try {
    const health = HealthSchema.safeParse(await apiRequest('GET /api/health'));
    if (health.success) setBusinessTimeZone(health.data.timeZone);
  } catch {
    // Offline or an old server: times stay in the browser's zone, unlabelled.
  }
}
