import type { UserRole } from '#contract/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';

import { ROLE_OPTION_LABELS } from '../lib/user-options.ts';

// Product rules §4: admin destructive, manager default, technician secondary.
const ROLE_BADGE_VARIANTS: Record<UserRole, BadgeVariant> = {
  admin: 'destructive',
  manager: 'default',
  technician: 'secondary',
};

export function UserRoleBadge({ role }: { role: UserRole }) {
  return <Badge variant={ROLE_BADGE_VARIANTS[role]}>{ROLE_OPTION_LABELS[role]}</Badge>;
}
