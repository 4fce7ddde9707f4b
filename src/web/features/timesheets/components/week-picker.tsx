import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';

import { shiftDays, weekLabel, weekStartOf } from '../lib/week.ts';

interface WeekPickerProps {
  weekStart: string;
  onChange: (weekStart: string) => void;
}

/** Previous / next week and 'This week'; the week shown as 'Nov 22 – Nov 28, 2026'. */
export function WeekPicker({ weekStart, onChange }: WeekPickerProps) {
  const { t } = useTranslation('timesheets');
  const thisWeek = weekStartOf(new Date());
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('week.label')}>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('week.previous')}
        onClick={() => {
          onChange(shiftDays(weekStart, -7));
        }}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <p className="min-w-44 text-center font-medium tabular-nums" aria-live="polite">
        {weekLabel(weekStart)}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('week.next')}
        onClick={() => {
          onChange(shiftDays(weekStart, 7));
        }}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        disabled={weekStart === thisWeek}
        onClick={() => {
          onChange(thisWeek);
        }}
      >
        {t('week.thisWeek')}
      </Button>
    </div>
  );
}
