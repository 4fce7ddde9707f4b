import { format, parseISO } from 'date-fns';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { TicketsByWeekPoint } from '#contract/schemas/dashboard.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatLanguage, localeMonthDay } from '#web/lib/locale-format.ts';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';

// Decision 043: the chart library loads and draws when the chart is near the viewport (below the
// fold on a phone, where drawing it was most of the dashboard's blocking time).
const TicketsByWeekBars = lazy(() =>
  import('./tickets-by-week-bars.tsx').then((module) => ({ default: module.TicketsByWeekBars })),
);

/** A week's start day (YYYY-MM-DD) as 'Jan 5' in English, '5 ene' in Spanish. */
function weekLabel(weekStart: string): string {
  if (formatLanguage() === 'en') return format(parseISO(weekStart), 'MMM d');
  // The calendar day itself: read at noon UTC, shown in UTC, so no zone moves it.
  return localeMonthDay(new Date(`${weekStart}T12:00:00Z`), 'UTC');
}

/** The admin dashboard's small chart: tickets created and completed in each of the last 12 weeks. */
export function TicketsByWeekChart({ points }: { points: TicketsByWeekPoint[] | undefined }) {
  const { t } = useTranslation('dashboard');
  const chartArea = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(chartArea);
  const data = points?.map((point) => ({
    ...point,
    label: weekLabel(point.weekStart),
  }));
  const summary = data
    ?.map((point) =>
      t('ticketsByWeek.week', {
        week: point.label,
        created: point.created,
        completed: point.completed,
      }),
    )
    .join('; ');
  return (
    <Card role="region" aria-labelledby="tickets-by-week-title">
      <CardHeader>
        <h2 id="tickets-by-week-title" className="leading-none font-semibold">
          {t('ticketsByWeek.title')}
        </h2>
        <CardDescription>{t('ticketsByWeek.description')}</CardDescription>
      </CardHeader>
      <CardContent ref={chartArea}>
        {data && isNear ? (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <TicketsByWeekBars
              data={data}
              label={t('ticketsByWeek.chartLabel', { summary: summary ?? '' })}
              createdName={t('ticketsByWeek.created')}
              completedName={t('ticketsByWeek.completed')}
            />
          </Suspense>
        ) : data ? (
          // Loaded, not yet scrolled near: the chart's room, empty (not a loading skeleton, which
          // would say the screen is still loading while nothing is).
          <div className="h-56 w-full" aria-hidden="true" />
        ) : (
          <Skeleton className="h-56 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
