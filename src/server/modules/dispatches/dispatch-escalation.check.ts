import type { Scheduler } from '../../jobs/scheduler.ts';
import type { DispatchesService } from './dispatches.service.ts';

// Issue 22, decision 037: a dispatch not accepted in time is escalated once (escalated_at, set by
// one conditional update), however many instances run the check.

export const DISPATCH_ESCALATION_CHECK = 'dispatches.overdue';

export function registerDispatchEscalationCheck(
  scheduler: Scheduler,
  dispatches: Pick<DispatchesService, 'escalateOverdue'>,
  intervalMs: number,
): void {
  scheduler.register(DISPATCH_ESCALATION_CHECK, intervalMs, async () => {
    await dispatches.escalateOverdue();
  });
}
