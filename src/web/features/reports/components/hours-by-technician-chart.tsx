import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { toMinutes } from '#contract/utils/duration.ts';

interface TechnicianHours {
  userId: string;
  name: string;
  hours: number;
}

/** Hours logged per technician, largest first; open sessions add nothing until they close. */
function hoursByTechnician(sessions: readonly ReportTimeSession[]): TechnicianHours[] {
  const byUser = new Map<string, TechnicianHours>();
  for (const session of sessions) {
    const entry = byUser.get(session.userId) ?? {
      userId: session.userId,
      name: session.userName,
      hours: 0,
    };
    entry.hours += (toMinutes(session.durationMinutes) ?? 0) / 60;
    byUser.set(session.userId, entry);
  }
  return [...byUser.values()]
    .map((entry) => ({ ...entry, hours: Math.round(entry.hours * 10) / 10 }))
    .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));
}

export function HoursByTechnicianChart({ sessions }: { sessions: readonly ReportTimeSession[] }) {
  const data = hoursByTechnician(sessions);
  if (!data.some((entry) => entry.hours > 0)) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No finished sessions in this period yet.
      </p>
    );
  }
  const summary = data.map((entry) => `${entry.name}: ${String(entry.hours)} h`).join(', ');
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-2">
      <div className="h-64 w-full" role="img" aria-label={`Hours per technician. ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 24, right: 8, bottom: 8, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
            <XAxis
              dataKey="name"
              tickLine={false}
              axisLine={false}
              interval={0}
              tick={{ fontSize: 12 }}
              className="fill-muted-foreground"
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              unit=" h"
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--popover)',
                color: 'var(--popover-foreground)',
                borderRadius: 8,
                border: '1px solid var(--border)',
              }}
              formatter={(value) => [`${String(value)} h`, 'Hours']}
            />
            <Bar
              dataKey="hours"
              name="Hours"
              fill="var(--chart-1)"
              radius={[4, 4, 0, 0]}
              maxBarSize={56}
              // Drawn at once: a grow-in animation left the bars blank in print previews and
              // screenshots taken while it ran, and the values are what matters here.
              isAnimationActive={false}
            >
              {/* Each bar says its value, so the chart reads without hovering (decisions 029-031). */}
              <LabelList
                dataKey="hours"
                position="top"
                className="fill-foreground"
                fontSize={12}
                formatter={(value: unknown) => `${String(value)} h`}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Hours logged per technician in this period
      </figcaption>
    </figure>
  );
}
