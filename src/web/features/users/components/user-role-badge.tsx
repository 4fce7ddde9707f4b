import { useTranslation } from 'react-i18next';

import type { UserRole } from '#contract/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';

// Product rules §4: admin destructive, manager default, technician secondary.
const ROLE_BADGE_VARIANTS: Record<UserRole, BadgeVariant> = {
  admin: 'destructive',
  manager: 'default',
  technician: 'secondary',
};

export function UserRoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation('users');
  return <Badge variant={ROLE_BADGE_VARIANTS[role]}>{t(`roles.${role}`)}</Badge>;
}
