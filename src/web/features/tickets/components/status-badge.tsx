import { useTranslation } from 'react-i18next';

import type { TicketStatus } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';

import { cardStatusBadgeVariant, detailStatusBadgeVariant } from '../lib/ticket-format.ts';

/** Product rules §4: the card and the detail style statuses differently. */
export function StatusBadge({
  status,
  context,
}: {
  status: TicketStatus;
  context: 'card' | 'detail';
}) {
  const { t } = useTranslation();
  const variant =
    context === 'card' ? cardStatusBadgeVariant(status) : detailStatusBadgeVariant(status);
  return <Badge variant={variant}>{t(`status.${status}`)}</Badge>;
}
