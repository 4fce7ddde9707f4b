import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

import type { CalendarViewName } from '../lib/time-grid.ts';
import { CALENDAR_VIEWS } from '../lib/time-grid.ts';

/** Month, Week or Day (decision 029); the pressed one is the view shown. */
export function CalendarViewSwitch({
  view,
  views = CALENDAR_VIEWS,
  onViewChange,
}: {
  view: CalendarViewName;
  /** The views offered (issue 36: a phone gets Month and Day). */
  views?: readonly CalendarViewName[];
  onViewChange: (view: CalendarViewName) => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <div role="group" aria-label={t('viewSwitch')} className="inline-flex rounded-md border p-0.5">
      {views.map((name) => (
        <Button
          key={name}
          type="button"
          size="sm"
          variant="ghost"
          aria-pressed={view === name}
          className={cn('h-7 px-3', view === name && 'bg-accent font-semibold')}
          onClick={() => {
            onViewChange(name);
          }}
        >
          {t(`views.${name}`)}
        </Button>
      ))}
    </div>
  );
}
