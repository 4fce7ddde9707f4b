import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { toMinutes } from '#contract/utils/duration.ts';
import { ChartFigure, REPORT_CHART } from '#web/components/chart-frame.tsx';

interface TechnicianHours {
  userId: string;
  name: string;
  hours: number;
}

/**
 * Paid hours per technician (issue 36: unpaid breaks deducted, the figure timesheets and payroll
 * give), largest first; open sessions add nothing until they close.
 */
function hoursByTechnician(sessions: readonly ReportTimeSession[]): TechnicianHours[] {
  const byUser = new Map<string, TechnicianHours>();
  for (const session of sessions) {
    const entry = byUser.get(session.userId) ?? {
      userId: session.userId,
      name: session.userName,
      hours: 0,
    };
    entry.hours += (toMinutes(session.workedMinutes) ?? 0) / 60;
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
    <ChartFigure
      className="h-64 w-full"
      label={`Paid hours per technician. ${summary}`}
      caption="Paid hours per technician in this period (unpaid breaks deducted)"
    >
      <BarChart data={data} margin={{ top: 24, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="name" interval={0} {...REPORT_CHART.xAxis} />
        <YAxis {...REPORT_CHART.yAxis} allowDecimals={false} unit=" h" />
        <Tooltip
          {...REPORT_CHART.tooltip}
          formatter={(value) => [`${String(value)} h`, 'Paid hours']}
        />
        <Bar dataKey="hours" name="Hours" fill="var(--chart-1)" {...REPORT_CHART.bar}>
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
    </ChartFigure>
  );
}
