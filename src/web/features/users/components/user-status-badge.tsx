import { useTranslation } from 'react-i18next';

import type { UserStatus } from '#contract/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/utils.ts';

const STATUS_CLASSES: Record<UserStatus, string> = {
  active: 'border-green-600/40 text-green-700 dark:text-green-400',
  inactive: 'text-muted-foreground',
  pending: 'border-amber-500/50 text-amber-700 dark:text-amber-400',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status])}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
