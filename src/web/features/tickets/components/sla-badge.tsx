import { AlarmClockIcon, TimerIcon } from 'lucide-react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** Issue 39: 'At risk' at 80 % of a target and 'Overdue' after it, on cards and the detail. */
export function SlaBadge({ ticket }: { ticket: Pick<Ticket, 'sla'> }) {
  const state = ticket.sla?.state;
  if (state === 'overdue') {
    return (
      <Badge variant="destructive">
        <AlarmClockIcon aria-hidden="true" />
        Overdue
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
      At risk
    </Badge>
  );
}
