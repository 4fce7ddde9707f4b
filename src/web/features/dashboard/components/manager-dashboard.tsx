import { ClipboardListIcon, HourglassIcon, PowerOffIcon, TicketIcon } from 'lucide-react';

import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { CREATE_TICKET_ACTION, QuickActions } from './quick-actions.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatCard } from './stat-card.tsx';
import { StatsError } from './stats-error.tsx';
import { ticketsListPath } from '#web/lib/ticket-links.ts';

/** Product rules §2 manager dashboard: My Tickets, Pending, Out of Order, and their buttons. */
export function ManagerDashboard() {
  const stats = useDashboardStats();
  const data = stats.data;
  return (
    <div className="grid gap-6">
      <StatsError stats={stats} />
      <section
        aria-label="Ticket statistics"
        className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:gap-4"
      >
        <StatCard
          label="My Tickets"
          value={data?.totalTickets}
          description="Submitted by you or at your store"
          icon={TicketIcon}
          testId="stat-my-tickets"
          to={ticketsListPath({ completed: '1' })}
        />
        <StatCard
          label="Pending"
          value={data ? data.openTickets + data.inProgressTickets : undefined}
          description="Open plus in progress"
          icon={HourglassIcon}
          tone="warning"
          testId="stat-pending-tickets"
          to={ticketsListPath({ status: ['open', 'in-progress'] })}
        />
        <StatCard
          label="Out of Order"
          value={data?.outOfOrderEquipment}
          description="Equipment down"
          icon={PowerOffIcon}
          tone="destructive"
          testId="stat-out-of-order"
        />
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <QuickActions
          actions={[
            CREATE_TICKET_ACTION,
            { label: 'View My Tickets', to: '/tickets', icon: ClipboardListIcon },
          ]}
        />
        <RecentActivity />
      </div>
    </div>
  );
}
