import type { TicketPriority } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';

import { PRIORITY_LABELS, priorityBadgeVariant } from '../lib/ticket-format.ts';

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge variant={priorityBadgeVariant(priority)}>{PRIORITY_LABELS[priority]}</Badge>;
}
