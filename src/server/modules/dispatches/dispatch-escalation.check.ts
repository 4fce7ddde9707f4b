import type { ModuleCheck } from '../module-manifest.ts';
import type { DispatchesService } from './dispatches.service.ts';

// Decision 037: a dispatch not accepted in time is escalated once (escalated_at, set by
// one conditional update), however many instances run the check.

const DISPATCH_ESCALATION_CHECK = 'dispatches.overdue';

export function dispatchEscalationCheck(
  dispatches: Pick<DispatchesService, 'escalateOverdue'>,
): ModuleCheck {
  return {
    name: DISPATCH_ESCALATION_CHECK,
    run: async () => {
      await dispatches.escalateOverdue();
    },
  };
}
