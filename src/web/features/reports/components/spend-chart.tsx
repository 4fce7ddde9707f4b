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

import { formatMoney } from '#contract/money.ts';
import type { SpendReport } from '#contract/schemas/spend.ts';

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
    <figure className="grid min-w-0 grid-cols-1 gap-2">
      <div
        className="h-72 w-full print:h-56"
        role="img"
        aria-label={`Spend per month, labour and vendor. ${summary}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 12 }}
              className="fill-muted-foreground"
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 12 }}
              width={56}
              tickFormatter={(value: number) => compactMoney(value, report.currency)}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--popover)',
                color: 'var(--popover-foreground)',
                borderRadius: 8,
                border: '1px solid var(--border)',
              }}
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
                maxBarSize={56}
                // Drawn at once, so print previews and screenshots never catch it half grown.
                isAnimationActive={false}
              />
            ) : null}
            <Bar
              dataKey="vendor"
              name="Vendor"
              stackId="spend"
              fill="var(--chart-3)"
              radius={[4, 4, 0, 0]}
              maxBarSize={56}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        In-house labour and approved vendor invoices per month (labour by the day work started,
        invoices by the day they were approved)
      </figcaption>
    </figure>
  );
}
