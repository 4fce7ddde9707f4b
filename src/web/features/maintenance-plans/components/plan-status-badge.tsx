import type { PmPlanStatus } from '#contract/schemas/pm-plan.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export function PlanStatusBadge({ status }: { status: PmPlanStatus }) {
  return status === 'active' ? <Badge>Active</Badge> : <Badge variant="secondary">Paused</Badge>;
}
