import { useTranslation } from 'react-i18next';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { sumMinutes } from '#contract/utils/duration.ts';
import { formatNumber } from '#web/lib/locale-format.ts';

import { subtotalsByTechnician } from '../lib/report-filters.ts';
import { shownDuration } from '../lib/shown-formats.ts';

/**
 * One line per person with their entries and time; the last line is the total of the lines.
 * Issue 36: Duration (clock-in to clock-out), the unpaid breaks and the paid time side by side, so
 * the difference is visible; Paid is the figure timesheets, the payroll CSV and the assistant give
 * (the server counts it with the timesheet's rounding).
 */
export function TechnicianSubtotals({ sessions }: { sessions: readonly ReportTimeSession[] }) {
  const { t } = useTranslation('reports');
  const formatDuration = (minutes: number) => shownDuration(minutes, true) ?? t('notAvailable');
  const subtotals = subtotalsByTechnician(sessions);
  if (subtotals.length === 0) return null;
  const total = sumMinutes(sessions.map((session) => session.durationMinutes));
  const unpaidTotal = sumMinutes(sessions.map((session) => session.unpaidBreakMinutes));
  const paidTotal = sumMinutes(sessions.map((session) => session.workedMinutes));
  return (
    <table aria-label={t('subtotals.label')} className="w-full caption-bottom text-sm">
      {/* Issue 36: Duration is as punched; Paid is counted as the timesheet counts it. */}
      {/* On a phone cells keep 4 px apart, so Spanish's longer durations ('128h 32min') fit too. */}
      <caption className="pt-2 text-left text-xs text-muted-foreground">
        {t('subtotals.caption')}
      </caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium max-sm:pr-1">
            {t('subtotals.technician')}
          </th>
          {/* On a phone the durations keep one line each; the entries count is in the Summary. */}
          <th scope="col" className="py-2 pr-2 text-right font-medium max-sm:hidden max-sm:pr-1">
            {t('subtotals.entries')}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium max-sm:pr-1">
            {t('subtotals.duration')}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium max-sm:pr-1">
            {t('subtotals.unpaidBreak')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('subtotals.paid')}
          </th>
        </tr>
      </thead>
      <tbody>
        {subtotals.map((subtotal) => (
          <tr key={subtotal.userId} className="border-b last:border-b-0">
            <th scope="row" className="py-2 pr-2 text-left font-medium max-sm:pr-1">
              {subtotal.name}
            </th>
            <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums max-sm:hidden max-sm:pr-1">
              {formatNumber(subtotal.entries)}
            </td>
            <td
              className="py-2 pr-2 text-right whitespace-nowrap tabular-nums max-sm:pr-1"
              data-testid="subtotal-duration"
            >
              {formatDuration(subtotal.minutes)}
            </td>
            <td
              className="py-2 pr-2 text-right whitespace-nowrap tabular-nums max-sm:pr-1"
              data-testid="subtotal-unpaid-break"
            >
              {formatDuration(subtotal.unpaidBreakMinutes)}
            </td>
            <td
              className="py-2 text-right font-medium whitespace-nowrap tabular-nums"
              data-testid="subtotal-paid"
            >
              {formatDuration(subtotal.paidMinutes)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 font-semibold">
          <th scope="row" className="py-2 pr-2 text-left max-sm:pr-1">
            {t('subtotals.total')}
          </th>
          <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums max-sm:hidden max-sm:pr-1">
            {formatNumber(sessions.length)}
          </td>
          <td
            className="py-2 pr-2 text-right whitespace-nowrap tabular-nums max-sm:pr-1"
            data-testid="subtotals-total"
          >
            {formatDuration(total)}
          </td>
          <td
            className="py-2 pr-2 text-right whitespace-nowrap tabular-nums max-sm:pr-1"
            data-testid="subtotals-unpaid-break"
          >
            {formatDuration(unpaidTotal)}
          </td>
          <td
            className="py-2 text-right whitespace-nowrap tabular-nums"
            data-testid="subtotals-paid"
          >
            {formatDuration(paidTotal)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
