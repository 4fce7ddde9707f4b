import { useTranslation } from 'react-i18next';

import type { TimeFlag, Timesheet } from '#contract/schemas/timesheet.ts';
import { Badge } from '#web/components/ui/badge.tsx';

import { weekStatus } from '../lib/status.ts';

const STATUS_KEYS = {
  Approved: 'status.approved',
  'Not approved': 'status.notApproved',
  Locked: 'status.locked',
} as const;

export function WeekStatusBadge({ sheet }: { sheet: Pick<Timesheet, 'approval' | 'locked'> }) {
  const { t } = useTranslation('timesheets');
  const status = weekStatus(sheet);
  return (
    <Badge variant={status === 'Not approved' ? 'outline' : 'secondary'}>
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}

/** The week's or a session's flags, each as a badge ('Needs review', 'Missed break', …). */
export function FlagBadges({ flags }: { flags: readonly TimeFlag[] }) {
  const { t } = useTranslation('timesheets');
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <Badge
          key={flag}
          variant={flag === 'needs-review' || flag === 'break-rule' ? 'destructive' : 'outline'}
        >
          {t(`flags.${flag}`)}
        </Badge>
      ))}
    </span>
  );
}
