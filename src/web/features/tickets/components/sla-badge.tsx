import { AlarmClockIcon, TimerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** Issue 39: 'At risk' at 80 % of a target and 'Overdue' after it, on cards and the detail. */
export function SlaBadge({ ticket }: { ticket: Pick<Ticket, 'sla'> }) {
  const { t } = useTranslation('tickets');
  const state = ticket.sla?.state;
  if (state === 'overdue') {
    return (
      <Badge variant="destructive">
        <AlarmClockIcon aria-hidden="true" />
        {t('sla.overdue')}
      </Badge>
    );
  }
  if (state !== 'at-risk') return null;
  return (
    <Badge
      variant="outline"
      className="border-amber-600/50 bg-amber-50 text-amber-900 dark:border-amber-400/50 dark:bg-amber-950 dark:text-amber-200"
    >
      <TimerIcon aria-hidden="true" />
      {t('sla.atRisk')}
    </Badge>
  );
}
