import { useTranslation } from 'react-i18next';

import type { PmPlanStatus } from '#contract/schemas/pm-plan.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export function PlanStatusBadge({ status }: { status: PmPlanStatus }) {
  const { t } = useTranslation('maintenance-plans');
  return status === 'active' ? (
    <Badge>{t('status.active')}</Badge>
  ) : (
    <Badge variant="secondary">{t('status.paused')}</Badge>
  );
}
