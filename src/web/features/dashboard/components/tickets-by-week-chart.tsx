import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import type { TicketsByWeekPoint } from '#contract/schemas/dashboard.ts';
import { CHART_TOOLTIP, ChartBox, QUIET_AXIS } from '#web/components/chart-frame.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The small chart's bars: thin, rounded on top. */
const WEEK_BAR = { radius: [3, 3, 0, 0] as [number, number, number, number], maxBarSize: 18 };

/** The admin dashboard's small chart: tickets created and completed in each of the last 12 weeks. */
export function TicketsByWeekChart({ points }: { points: TicketsByWeekPoint[] | undefined }) {
  const data = points?.map((point) => ({
    ...point,
    label: format(parseISO(point.weekStart), 'MMM d'),
  }));
  const summary = data
    ?.map(
      (point) =>
        `week of ${point.label}: ${String(point.created)} created, ${String(point.completed)} completed`,
    )
    .join('; ');
  return (
    <Card role="region" aria-labelledby="tickets-by-week-title">
      <CardHeader>
        <h2 id="tickets-by-week-title" className="leading-none font-semibold">
          Tickets by Week
        </h2>
        <CardDescription>Created and completed, last 12 weeks</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="h-56 w-full" />
        ) : (
          <ChartBox className="h-56 w-full" label={`Tickets by week. ${summary ?? ''}`}>
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
              <Bar dataKey="created" name="Created" fill="var(--chart-1)" {...WEEK_BAR} />
              <Bar dataKey="completed" name="Completed" fill="var(--chart-2)" {...WEEK_BAR} />
            </BarChart>
          </ChartBox>
        )}
      </CardContent>
    </Card>
  );
}
