import { ClipboardListIcon, HourglassIcon, PowerOffIcon, TicketIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { useStoreWork } from '../api/get-store-work.ts';
import { CREATE_TICKET_ACTION, QuickActions } from './quick-actions.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatCard } from './stat-card.tsx';
import { StatsError } from './stats-error.tsx';
import { UnfinishedTickets } from './unfinished-tickets.tsx';
import { WaitingOnYou } from './waiting-on-you.tsx';
import { ticketsListPath } from '#web/lib/ticket-links.ts';

/**
 * Product rules §2 manager dashboard: My Tickets, Pending, Out of Order, and their buttons. Issue 36:
 * the counts are this week's or current, and the work shows: the unfinished tickets with who is on
 * them, and what waits on the manager. On a phone the buttons and what waits come first.
 */
export function ManagerDashboard() {
  const { t } = useTranslation('dashboard');
  const stats = useDashboardStats();
  const storeWork = useStoreWork();
  const data = stats.data;
  // Single columns are `minmax(0,1fr)`: an `auto` one grows to its widest card's content on a phone.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <StatsError stats={stats} />
      <section
        aria-label={t('ticketStatistics')}
        className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:gap-4"
      >
        <StatCard
          label={t('stats.myTickets')}
          value={data?.submittedThisWeek}
          description={t('stats.submittedThisWeek')}
          icon={TicketIcon}
          testId="stat-my-tickets"
          to={ticketsListPath({ completed: '1' })}
        />
        <StatCard
          label={t('stats.pending')}
          value={data ? data.openTickets + data.inProgressTickets : undefined}
          description={t('stats.openPlusInProgress')}
          icon={HourglassIcon}
          tone="warning"
          testId="stat-pending-tickets"
          to={ticketsListPath({ status: ['open', 'in-progress'] })}
        />
        <StatCard
          label={t('stats.outOfOrder')}
          value={data?.outOfOrderEquipment}
          description={t('stats.equipmentDownNow')}
          icon={PowerOffIcon}
          tone="destructive"
          testId="stat-out-of-order"
        />
      </section>
      {/* Two columns on a wide screen; one on a phone, in the order of the items' `order`. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 gap-6 max-lg:contents">
          <div className="min-w-0 max-lg:order-3">
            <UnfinishedTickets storeWork={storeWork} />
          </div>
        </div>
        <div className="grid min-w-0 gap-6 max-lg:contents">
          <div className="min-w-0 max-lg:order-1">
            <QuickActions
              actions={[
                CREATE_TICKET_ACTION,
                { label: 'viewMyTickets', to: '/tickets', icon: ClipboardListIcon },
              ]}
            />
          </div>
          <div className="min-w-0 max-lg:order-2">
            <WaitingOnYou storeWork={storeWork} />
          </div>
          <div className="min-w-0 max-lg:order-4">
            <RecentActivity />
          </div>
        </div>
      </div>
    </div>
  );
}
