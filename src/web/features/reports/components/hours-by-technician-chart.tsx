import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { toMinutes } from '#contract/utils/duration.ts';
import { ChartFigure, REPORT_CHART } from '#web/components/chart-frame.tsx';
import { formatNumber } from '#web/lib/locale-format.ts';

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
  const { t } = useTranslation('reports');
  const data = hoursByTechnician(sessions);
  if (!data.some((entry) => entry.hours > 0)) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('hoursChart.none')}</p>;
  }
  const hours = (value: unknown) =>
    t('hoursChart.hours', { hours: typeof value === 'number' ? formatNumber(value) : '' });
  const summary = data
    .map((entry) => t('hoursChart.entry', { name: entry.name, hours: formatNumber(entry.hours) }))
    .join(', ');
  return (
    <ChartFigure
      className="h-64 w-full"
      label={t('hoursChart.label', { summary })}
      caption={t('hoursChart.caption')}
    >
      <BarChart data={data} margin={{ top: 24, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="name" interval={0} {...REPORT_CHART.xAxis} />
        <YAxis {...REPORT_CHART.yAxis} allowDecimals={false} unit={t('hoursChart.unit')} />
        <Tooltip
          {...REPORT_CHART.tooltip}
          formatter={(value) => [hours(value), t('hoursChart.paidHours')]}
        />
        <Bar
          dataKey="hours"
          name={t('hoursChart.series')}
          fill="var(--chart-1)"
          {...REPORT_CHART.bar}
        >
          {/* Each bar says its value, so the chart reads without hovering (decisions 029-031). */}
          <LabelList
            dataKey="hours"
            position="top"
            className="fill-foreground"
            fontSize={12}
            formatter={hours}
          />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
