import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import { formatMoney } from '#contract/money.ts';
import type { SpendReport } from '#contract/schemas/spend.ts';
import { ChartFigure, REPORT_CHART } from '#web/components/chart-frame.tsx';

import { compactMoney, spendMonthLabel } from '../lib/spend.ts';

/** Spend per month, labour and vendor invoices stacked. */
export function SpendChart({ report }: { report: SpendReport }) {
  const hasLabour = report.groupBy !== 'vendor';
  const data = report.months.map((month) => ({
    label: spendMonthLabel(month.month),
    labour: month.labourCents,
    vendor: month.vendorCents,
  }));
  const summary = report.months
    .map(
      (month) =>
        `${spendMonthLabel(month.month)}: ${formatMoney(month.totalCents, report.currency)}`,
    )
    .join(', ');
  return (
    <ChartFigure
      className="h-72 w-full print:h-56"
      label={`Spend per month, labour and vendor. ${summary}`}
      caption="In-house labour and approved vendor invoices per month (labour by the day work started, invoices by the day they were approved)"
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
            name="Labour"
            stackId="spend"
            fill="var(--chart-1)"
            {...REPORT_CHART.bar}
            radius={0}
          />
        ) : null}
        <Bar
          dataKey="vendor"
          name="Vendor"
          stackId="spend"
          fill="var(--chart-3)"
          {...REPORT_CHART.bar}
        />
      </BarChart>
    </ChartFigure>
  );
}
