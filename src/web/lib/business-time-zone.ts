import type { Health } from '#contract/schemas/auth.ts';

import { apiRequest } from './api-request.ts';
import { setBusinessTimeZone } from './date-format.ts';

/**
 * Asks the server once, at start, which time zone the business runs in (GET /api/health, public and
 * tiny), so times can say 'EST' when the browser is elsewhere (docs/decisions/028). Started before the
 * first render, it answers before the screens' data; until then (or if it fails) times are the browser's.
 */
export async function loadBusinessTimeZone(): Promise<void> {
  try {
    // Read without the schema: zod stays off the first screen's load (decision 043). An older
    // server answers no zone.
    const health: Partial<Health> = await apiRequest('GET /api/health');
    if (typeof health.timeZone === 'string') setBusinessTimeZone(health.timeZone);
  } catch {
    // Offline or an old server: times stay in the browser's zone, unlabelled.
  }
}
