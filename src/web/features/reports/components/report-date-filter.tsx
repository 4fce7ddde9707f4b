import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';

import type { ReportRange } from '../api/get-time-report.ts';
import { presetRange, REPORT_PRESETS } from '../lib/report-range.ts';
import { problemText } from '../lib/shown-formats.ts';
import { DateRangeInputs } from './report-layout.tsx';

interface ReportDateFilterProps {
  value: ReportRange;
  onChange: (range: ReportRange) => void;
  problem: string | null;
}

/** The report's inclusive start and end days, with a few common ranges one click away. */
export function ReportDateFilter({ value, onChange, problem }: ReportDateFilterProps) {
  const { t } = useTranslation('reports');
  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">{t('dates.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:flex lg:items-end">
        <DateRangeInputs
          from={{ id: 'report-start-date', label: t('dates.start'), value: value.startDate }}
          to={{ id: 'report-end-date', label: t('dates.end'), value: value.endDate }}
          onChange={({ from, to }) => {
            onChange({ startDate: from, endDate: to });
          }}
          problem={problem}
          problemId="report-range-problem"
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          {REPORT_PRESETS.map((preset) => {
            const range = presetRange(preset.id, new Date());
            const isCurrent =
              range.startDate === value.startDate && range.endDate === value.endDate;
            return (
              <Button
                key={preset.id}
                size="sm"
                variant={isCurrent ? 'secondary' : 'outline'}
                aria-pressed={isCurrent}
                onClick={() => {
                  onChange(range);
                }}
              >
                {t(`dates.presets.${preset.id}`)}
              </Button>
            );
          })}
        </div>
      </div>
      {problem ? (
        <p id="report-range-problem" role="alert" className="text-sm text-destructive">
          {problemText(problem, t)}
        </p>
      ) : null}
    </fieldset>
  );
}
