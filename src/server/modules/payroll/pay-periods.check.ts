import type { ModuleCheck } from '../module-manifest.ts';
import type { PayPeriodsService } from './pay-periods.service.ts';

const PAY_PERIODS_CHECK = 'pay-periods';

/** Decision 035 §7: the current and previous scheduled pay periods stay stored. */
export function payPeriodsCheck(
  payPeriods: Pick<PayPeriodsService, 'ensureScheduled'>,
): ModuleCheck {
  return { name: PAY_PERIODS_CHECK, run: () => payPeriods.ensureScheduled() };
}
