import { useTranslation } from 'react-i18next';

import { Badge } from '#web/components/ui/badge.tsx';

import { useTechnicianSignups } from '../api/get-technician-signups.ts';

/** How many applications await review, beside the tab's name. */
export function PendingCount() {
  const { t } = useTranslation('users');
  const signupsQuery = useTechnicianSignups();
  const count = signupsQuery.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      variant="destructive"
      className="ml-1.5 px-1.5"
      aria-label={t('manager.pending', { count })}
    >
      {count}
    </Badge>
  );
}
