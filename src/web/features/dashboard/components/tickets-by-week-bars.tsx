import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import { CHART_TOOLTIP, ChartBox, QUIET_AXIS } from '#web/components/chart-frame.tsx';

/**
 * The small chart's bars: thin, rounded on top, drawn at once (decision 043: the grow-in animation
 * re-rendered every bar on each frame of a phone's first second).
 */
const WEEK_BAR = {
  radius: [3, 3, 0, 0] as [number, number, number, number],
  maxBarSize: 18,
  isAnimationActive: false,
};

interface WeekBar {
  label: string;
  created: number;
  completed: number;
}

interface TicketsByWeekBarsProps {
  data: WeekBar[];
  /** The chart in words, for a screen reader. */
  label: string;
  createdName: string;
  completedName: string;
}

/** The chart library's part of the admin dashboard's chart (its own chunk, loaded when in view). */
export function TicketsByWeekBars({
  data,
  label,
  createdName,
  completedName,
}: TicketsByWeekBarsProps) {
  return (
    <ChartBox className="h-56 w-full" label={label}>
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
        <Bar dataKey="created" name={createdName} fill="var(--chart-1)" {...WEEK_BAR} />
        <Bar dataKey="completed" name={completedName} fill="var(--chart-2)" {...WEEK_BAR} />
      </BarChart>
    </ChartBox>
  );
}
