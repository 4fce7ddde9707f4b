import {
  ClipboardListIcon,
  FileTextIcon,
  ListTodoIcon,
  TicketIcon,
  TriangleAlertIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { CREATE_TICKET_ACTION, QuickActions } from './quick-actions.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatCard } from './stat-card.tsx';
import { StatsError } from './stats-error.tsx';
import { ticketsListPath } from '#web/lib/ticket-links.ts';

// The chart library is large; the dashboard's numbers render first and the chart follows.
const TicketsByWeekChart = lazy(() =>
  import('./tickets-by-week-chart.tsx').then((module) => ({ default: module.TicketsByWeekChart })),
);

/** Product rules §2 admin dashboard; the AI Insights panel comes from the route screen (features stay apart). */
export function AdminDashboard({ insightsPanel }: { insightsPanel: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const stats = useDashboardStats();
  const data = stats.data;
  // Decision 043, sixth pass: the chart's weeks are drawn at a transition's priority (in slices of
  // a few milliseconds), after the numbers, which come in the same answer and draw at once.
  const weeks = useDeferredValue(data?.ticketsByWeek);
  // One column of `minmax(0,1fr)`, not `auto`: an auto column grows to its widest card's content
  // (a suggestion's long button at 375 px pushed both cards of that column past the screen).
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <StatsError stats={stats} />
      <section
        aria-label={t('ticketStatistics')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
      >
        <StatCard
          label={t('stats.totalTickets')}
          value={data?.totalTickets}
          description={t('stats.allTime')}
          icon={TicketIcon}
          testId="stat-total-tickets"
          to={ticketsListPath({ completed: '1' })}
        />
        <StatCard
          label={t('stats.openTickets')}
          value={data?.awaitingAssignmentTickets}
          description={t('stats.awaitingAssignment')}
          icon={ListTodoIcon}
          tone="info"
          testId="stat-open-tickets"
          to={ticketsListPath({ status: 'open', assignedTo: 'unassigned' })}
        />
        <StatCard
          label={t('stats.inProgress')}
          value={data?.inProgressTickets}
          description={t('stats.beingWorkedOn')}
          icon={WrenchIcon}
          tone="warning"
          testId="stat-in-progress-tickets"
          to={ticketsListPath({ status: 'in-progress' })}
        />
        <StatCard
          label={t('stats.urgentIssues')}
          value={data?.urgentTickets}
          description={t('stats.needImmediateAttention')}
          icon={TriangleAlertIcon}
          tone="destructive"
          testId="stat-urgent-tickets"
          to={ticketsListPath({ priority: 'urgent' })}
        />
      </section>
      {/* Issue 36: in one column the buttons and Recent Activity come before the insights, and on a
          phone before the numbers too (the wrapper steps aside there, so its columns order with
          the numbers). */}
      <div className="grid items-start gap-6 max-md:contents xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
          {insightsPanel}
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <TicketsByWeekChart points={weeks} />
          </Suspense>
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 max-xl:order-first">
          <QuickActions
            actions={[
              CREATE_TICKET_ACTION,
              { label: 'viewAllTickets', to: '/tickets', icon: ClipboardListIcon },
              { label: 'manageTechnicians', to: '/technicians', icon: UsersIcon },
              { label: 'viewReports', to: '/reports', icon: FileTextIcon },
            ]}
          />
          <RecentActivity />
        </div>
      </div>
    </div>
  );
}
