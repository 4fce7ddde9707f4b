import { useTranslation } from 'react-i18next';

import type { TicketPriority } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';

import { priorityBadgeVariant } from '../lib/ticket-format.ts';

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return <Badge variant={priorityBadgeVariant(priority)}>{t(`priority.${priority}`)}</Badge>;
}
