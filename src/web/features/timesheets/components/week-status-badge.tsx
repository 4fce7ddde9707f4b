import type { TimeFlag, Timesheet } from '#contract/schemas/timesheet.ts';
import { TIME_FLAG_LABELS } from '#contract/schemas/timesheet.ts';
import { Badge } from '#web/components/ui/badge.tsx';

import { weekStatus } from '../lib/status.ts';

export function WeekStatusBadge({ sheet }: { sheet: Pick<Timesheet, 'approval' | 'locked'> }) {
  const status = weekStatus(sheet);
  return <Badge variant={status === 'Not approved' ? 'outline' : 'secondary'}>{status}</Badge>;
}

/** The week's or a session's flags, each as a badge ('Needs review', 'Missed break', …). */
export function FlagBadges({ flags }: { flags: readonly TimeFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <Badge
          key={flag}
          variant={flag === 'needs-review' || flag === 'break-rule' ? 'destructive' : 'outline'}
        >
          {TIME_FLAG_LABELS[flag]}
        </Badge>
      ))}
    </span>
  );
}
