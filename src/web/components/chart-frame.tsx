import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/** The axes' look in every bar chart: no tick marks, no axis line. */
export const QUIET_AXIS = { tickLine: false, axisLine: false } as const;

/** A report chart's axes: quiet, with 12px labels. */
const REPORT_Y_AXIS = { ...QUIET_AXIS, tick: { fontSize: 12 } } as const;

/** A report chart's category axis: its labels in the muted colour. */
const REPORT_X_AXIS = { ...REPORT_Y_AXIS, className: 'fill-muted-foreground' } as const;

/**
 * A report chart's bar: rounded on top, at most 56px wide, and drawn at once (a grow-in animation
 * left the bars blank in print previews and screenshots taken while it ran).
 */
const REPORT_BAR = {
  radius: [4, 4, 0, 0] as [number, number, number, number],
  maxBarSize: 56,
  isAnimationActive: false,
};

/** The tooltip's look in every bar chart: a popover-coloured box over a muted cursor. */
export const CHART_TOOLTIP = {
  cursor: { fill: 'var(--muted)' },
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    borderRadius: 8,
    border: '1px solid var(--border)',
  },
} as const;

interface ChartBoxProps {
  /** The box's size classes. */
  className: string;
  /** What the chart shows, in words, for a screen reader (the chart itself is an image). */
  label: string;
  /** The chart (a recharts chart, sized to the box). */
  children: ReactElement;
}

/** A chart read as one image with its values in words, filling its box. */
export function ChartBox({ className, label, children }: ChartBoxProps) {
  return (
    <div className={className} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** A report's chart with its caption below. */
export function ChartFigure({ caption, ...box }: ChartBoxProps & { caption: ReactNode }) {
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-2">
      <ChartBox {...box} />
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}

/** A report chart's pieces' looks, spread on the recharts elements. */
export const REPORT_CHART = {
  xAxis: REPORT_X_AXIS,
  yAxis: REPORT_Y_AXIS,
  bar: REPORT_BAR,
  tooltip: CHART_TOOLTIP,
};
