import type { TicketStatus } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';

import {
  cardStatusBadgeVariant,
  detailStatusBadgeVariant,
  STATUS_LABELS,
} from '../lib/ticket-format.ts';

/** Product rules §4: the card and the detail style statuses differently. */
export function StatusBadge({
  status,
  context,
}: {
  status: TicketStatus;
  context: 'card' | 'detail';
}) {
  const variant =
    context === 'card' ? cardStatusBadgeVariant(status) : detailStatusBadgeVariant(status);
  return <Badge variant={variant}>{STATUS_LABELS[status]}</Badge>;
}
