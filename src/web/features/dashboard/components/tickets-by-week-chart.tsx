import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import type { TicketsByWeekPoint } from '#contract/schemas/dashboard.ts';
import { CHART_TOOLTIP, ChartBox, QUIET_AXIS } from '#web/components/chart-frame.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatLanguage, localeMonthDay } from '#web/lib/locale-format.ts';

/** The small chart's bars: thin, rounded on top. */
const WEEK_BAR = { radius: [3, 3, 0, 0] as [number, number, number, number], maxBarSize: 18 };

/** A week's start day (YYYY-MM-DD) as 'Jan 5' in English, '5 ene' in Spanish. */
function weekLabel(weekStart: string): string {
  if (formatLanguage() === 'en') return format(parseISO(weekStart), 'MMM d');
  // The calendar day itself: read at noon UTC, shown in UTC, so no zone moves it.
  return localeMonthDay(new Date(`${weekStart}T12:00:00Z`), 'UTC');
}

/** The admin dashboard's small chart: tickets created and completed in each of the last 12 weeks. */
export function TicketsByWeekChart({ points }: { points: TicketsByWeekPoint[] | undefined }) {
  const { t } = useTranslation('dashboard');
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
      <CardContent>
        {!data ? (
          <Skeleton className="h-56 w-full" />
        ) : (
          <ChartBox
            className="h-56 w-full"
            label={t('ticketsByWeek.chartLabel', { summary: summary ?? '' })}
          >
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
              <XAxis
                dataKey="label"
                {...QUIET_AXIS}
                tick={{ fontSize: 11 }}
                interval="preserveStartEnd"
                minTickGap={16}
              />
              <YAxis {...QUIET_AXIS} allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip {...CHART_TOOLTIP} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="created"
                name={t('ticketsByWeek.created')}
                fill="var(--chart-1)"
                {...WEEK_BAR}
              />
              <Bar
                dataKey="completed"
                name={t('ticketsByWeek.completed')}
                fill="var(--chart-2)"
                {...WEEK_BAR}
              />
            </BarChart>
          </ChartBox>
        )}
      </CardContent>
    </Card>
  );
}
