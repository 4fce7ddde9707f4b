import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';
import { ChartFigure, REPORT_CHART } from '#web/components/chart-frame.tsx';

import { complianceByMonth, percentLabel } from '../lib/pm-compliance.ts';

/** Compliance per month over the shown stores; a month with nothing settled has no bar. */
export function PmComplianceChart({ report }: { report: PmComplianceReport }) {
  const { t } = useTranslation('reports');
  const data = complianceByMonth(report);
  const summary = data
    .map((entry) =>
      t('pm.chartEntry', { month: entry.label, percent: percentLabel(entry.percent) }),
    )
    .join(', ');
  const percent = (value: unknown) => (typeof value === 'number' ? percentLabel(value) : '');
  return (
    <ChartFigure
      className="h-64 w-full print:h-56"
      label={t('pm.chartLabel', { summary })}
      caption={t('pm.chartCaption')}
    >
      <BarChart data={data} margin={{ top: 24, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="label" {...REPORT_CHART.xAxis} />
        <YAxis {...REPORT_CHART.yAxis} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" />
        <Tooltip
          {...REPORT_CHART.tooltip}
          formatter={(value) => [percent(value), t('pm.onTime')]}
        />
        <Bar dataKey="percent" name={t('pm.onTime')} fill="var(--chart-2)" {...REPORT_CHART.bar}>
          <LabelList
            dataKey="percent"
            position="top"
            className="fill-foreground"
            fontSize={12}
            formatter={percent}
          />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
