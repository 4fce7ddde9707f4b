import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

import type { ReportRange } from '../api/get-time-report.ts';
import { presetRange, REPORT_PRESETS } from '../lib/report-range.ts';

interface ReportDateFilterProps {
  value: ReportRange;
  onChange: (range: ReportRange) => void;
  problem: string | null;
}

/** The report's inclusive start and end days, with a few common ranges one click away. */
export function ReportDateFilter({ value, onChange, problem }: ReportDateFilterProps) {
  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">Date range</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:flex lg:items-end">
        <div className="grid gap-2">
          <Label htmlFor="report-start-date">Start date</Label>
          <Input
            id="report-start-date"
            type="date"
            value={value.startDate}
            max={value.endDate || undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'report-range-problem' : undefined}
            onChange={(event) => {
              onChange({ ...value, startDate: event.target.value });
            }}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="report-end-date">End date</Label>
          <Input
            id="report-end-date"
            type="date"
            value={value.endDate}
            min={value.startDate || undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'report-range-problem' : undefined}
            onChange={(event) => {
              onChange({ ...value, endDate: event.target.value });
            }}
          />
        </div>
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
                {preset.label}
              </Button>
            );
          })}
        </div>
      </div>
      {problem ? (
        <p id="report-range-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
