import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import type { SpendReport } from '#contract/schemas/spend.ts';
import { ChartFigure, REPORT_CHART } from '#web/components/chart-frame.tsx';
import { formatMoney } from '#web/lib/locale-format.ts';

import { compactMoney, spendMonthLabel } from '../lib/spend.ts';

/** Spend per month, labour and vendor invoices stacked. */
export function SpendChart({ report }: { report: SpendReport }) {
  const { t } = useTranslation('reports');
  const hasLabour = report.groupBy !== 'vendor';
  const data = report.months.map((month) => ({
    label: spendMonthLabel(month.month),
    labour: month.labourCents,
    vendor: month.vendorCents,
  }));
  const summary = report.months
    .map((month) =>
      t('spend.chartEntry', {
        month: spendMonthLabel(month.month),
        amount: formatMoney(month.totalCents, report.currency),
      }),
    )
    .join(', ');
  return (
    <ChartFigure
      className="h-72 w-full print:h-56"
      label={t('spend.chartLabel', { summary })}
      caption={t('spend.chartCaption')}
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="label" {...REPORT_CHART.xAxis} />
        <YAxis
          {...REPORT_CHART.yAxis}
          width={56}
          tickFormatter={(value: number) => compactMoney(value, report.currency)}
        />
        <Tooltip
          {...REPORT_CHART.tooltip}
          formatter={(value, name) => [
            formatMoney(typeof value === 'number' ? value : 0, report.currency),
            name,
          ]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {/* By vendor there is no labour: only invoices have a vendor. */}
        {hasLabour ? (
          <Bar
            dataKey="labour"
            name={t('spend.labour')}
            stackId="spend"
            fill="var(--chart-1)"
            {...REPORT_CHART.bar}
            radius={0}
          />
        ) : null}
        <Bar
          dataKey="vendor"
          name={t('spend.vendor')}
          stackId="spend"
          fill="var(--chart-3)"
          {...REPORT_CHART.bar}
        />
      </BarChart>
    </ChartFigure>
  );
}
