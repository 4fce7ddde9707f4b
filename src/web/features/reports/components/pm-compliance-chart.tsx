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

import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';

import { complianceByMonth, percentLabel } from '../lib/pm-compliance.ts';

/** Compliance per month over the shown stores; a month with nothing settled has no bar. */
export function PmComplianceChart({ report }: { report: PmComplianceReport }) {
  const data = complianceByMonth(report);
  const summary = data.map((entry) => `${entry.label}: ${percentLabel(entry.percent)}`).join(', ');
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-2">
      <div
        className="h-64 w-full print:h-56"
        role="img"
        aria-label={`Compliance per month. ${summary}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 24, right: 8, bottom: 8, left: -16 }}>
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
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tick={{ fontSize: 12 }}
              unit="%"
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--popover)',
                color: 'var(--popover-foreground)',
                borderRadius: 8,
                border: '1px solid var(--border)',
              }}
              formatter={(value) => [`${String(value)}%`, 'On time']}
            />
            <Bar
              dataKey="percent"
              name="On time"
              fill="var(--chart-2)"
              radius={[4, 4, 0, 0]}
              maxBarSize={56}
              // Drawn at once, so print previews and screenshots never catch it half grown.
              isAnimationActive={false}
            >
              <LabelList
                dataKey="percent"
                position="top"
                className="fill-foreground"
                fontSize={12}
                formatter={(value: unknown) =>
                  typeof value === 'number' ? `${String(value)}%` : ''
                }
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Share of settled PM work done on time (by its due date), per month of the due date
      </figcaption>
    </figure>
  );
}
