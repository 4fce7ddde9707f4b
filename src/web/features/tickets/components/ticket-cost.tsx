import { useTranslation } from 'react-i18next';

import type { UserRole } from '#contract/constants.ts';
import { canViewCosts } from '#contract/policies/costs.ts';
import { CostSummary } from '#web/components/cost-summary.tsx';

import { useTicketCost } from '../api/get-ticket-cost.ts';

/**
 * Decision 037: the ticket's 'Cost' (labour, vendor, total) for admins; nothing for
 * other roles, who are never asked for it.
 */
export function TicketCost({ ticketId, viewer }: { ticketId: string; viewer: { role: UserRole } }) {
  const { t } = useTranslation('tickets');
  const isAdmin = canViewCosts(viewer);
  const query = useTicketCost(ticketId, isAdmin);
  if (!isAdmin) return null;
  return (
    <section className="grid gap-2" aria-labelledby={`ticket-cost-${ticketId}`}>
      <h3 id={`ticket-cost-${ticketId}`} className="text-sm font-semibold">
        {t('cost.title')}
      </h3>
      <CostSummary query={query} label={t('cost.label')} />
    </section>
  );
}
