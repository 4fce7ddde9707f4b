import {
  CircleCheckBigIcon,
  ClipboardListIcon,
  ClockIcon,
  TimerIcon,
  WrenchIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';

import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { RecentActivity } from './recent-activity.tsx';
import { StatCard } from './stat-card.tsx';
import { StatsError } from './stats-error.tsx';
import { TodayList } from './today-list.tsx';
import { ticketsListPath } from '#web/lib/ticket-links.ts';

/**
 * Product rules §2 technician dashboard: the Active Session card (from the route screen) while clocked in,
 * the Daily Time Clock prompt, Work Statistics and the buttons. Completed Today and Hours Today are
 * real numbers from the database (architecture §8).
 */
export function TechnicianDashboard({ activeSessionCard }: { activeSessionCard: ReactNode }) {
  const { t } = useTranslation('today');
  const stats = useDashboardStats();
  const data = stats.data;
  // Single columns are `minmax(0,1fr)`: an `auto` one grows to its widest card's content on a phone.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {/* Decisions 029-031: the day's tickets lead; the spec's cards follow unchanged. */}
      <TodayList />
      {activeSessionCard}
      <Card role="region" aria-labelledby="daily-time-clock-title" className="gap-4">
        <CardHeader>
          <h2
            id="daily-time-clock-title"
            className="flex items-center gap-2 leading-none font-semibold"
          >
            <ClockIcon className="size-5 text-info" aria-hidden="true" />
            {t('dailyTimeClock')}
          </h2>
          <CardDescription>{t('dailyTimeClockDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full sm:w-fit">
            <Link to="/clock">{t('goToTimeClock')}</Link>
          </Button>
        </CardContent>
      </Card>
      <StatsError stats={stats} />
      <section aria-labelledby="work-statistics-title" className="grid gap-3">
        <h2 id="work-statistics-title" className="text-lg font-semibold">
          {t('workStatistics')}
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:gap-4">
          <StatCard
            label={t('assignedToMe')}
            value={data ? data.openTickets + data.inProgressTickets : undefined}
            description={t('assignedToMeDescription')}
            icon={WrenchIcon}
            tone="info"
            testId="stat-assigned-to-me"
            to={ticketsListPath({ status: ['open', 'in-progress'] })}
          />
          <StatCard
            label={t('completedToday')}
            value={data?.completedToday}
            description={t('completedTodayDescription')}
            icon={CircleCheckBigIcon}
            tone="success"
            testId="stat-completed-today"
            to={ticketsListPath({ status: 'completed' })}
          />
          <StatCard
            label={t('hoursToday')}
            value={data?.hoursToday}
            description={t('hoursTodayDescription')}
            icon={TimerIcon}
            testId="stat-hours-today"
          />
        </div>
      </section>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="technician-actions-title">
          <CardHeader>
            <h2 id="technician-actions-title" className="leading-none font-semibold">
              {t('quickActions')}
            </h2>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Button asChild variant="outline" className="justify-start">
              <Link to="/tickets">
                <ClipboardListIcon aria-hidden="true" />
                {t('viewMyTickets')}
              </Link>
            </Button>
            <div className="grid gap-2 rounded-lg border p-3">
              <p className="flex items-center gap-2 text-sm font-medium">
                <TimerIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                {t('timeTracker')}
              </p>
              <Button asChild className="w-full sm:w-fit">
                <Link to="/time-tracker">{t('goToTimer')}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
        <RecentActivity />
      </div>
    </div>
  );
}
