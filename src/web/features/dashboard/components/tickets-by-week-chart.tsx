import { format, parseISO } from 'date-fns';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { TicketsByWeekPoint } from '#contract/schemas/dashboard.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

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
          <div className="h-56 w-full" role="img" aria-label={`Tickets by week. ${summary ?? ''}`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
                <XAxis
                  dataKey="label"
                  tickLine={false}
                  axisLine={false}
                  tick={{ fontSize: 11 }}
                  interval="preserveStartEnd"
                  minTickGap={16}
                />
                <YAxis
                  tickLine={false}
                  axisLine={false}
                  allowDecimals={false}
                  tick={{ fontSize: 11 }}
                />
                <Tooltip
                  cursor={{ fill: 'var(--muted)' }}
                  contentStyle={{
                    background: 'var(--popover)',
                    color: 'var(--popover-foreground)',
                    borderRadius: 8,
                    border: '1px solid var(--border)',
                  }}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  dataKey="created"
                  name="Created"
                  fill="var(--chart-1)"
                  radius={[3, 3, 0, 0]}
                  maxBarSize={18}
                />
                <Bar
                  dataKey="completed"
                  name="Completed"
                  fill="var(--chart-2)"
                  radius={[3, 3, 0, 0]}
                  maxBarSize={18}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
