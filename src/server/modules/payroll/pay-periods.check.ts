import type { Scheduler } from '../../jobs/scheduler.ts';
import type { PayPeriodsService } from './pay-periods.service.ts';

export const PAY_PERIODS_CHECK = 'pay-periods';

/** Decision 035 §7: the current and previous scheduled pay periods stay stored. */
export function registerPayPeriodsCheck(
  scheduler: Scheduler,
  payPeriods: Pick<PayPeriodsService, 'ensureScheduled'>,
  intervalMs: number,
): void {
  scheduler.register(PAY_PERIODS_CHECK, intervalMs, () => payPeriods.ensureScheduled());
}
