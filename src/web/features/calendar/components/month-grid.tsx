import { addDays, addMonths, endOfWeek, startOfWeek } from 'date-fns';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { localDay } from '#contract/utils/schedule.ts';
import { cn } from '#web/lib/utils.ts';

import type { CalendarDay, DayItems } from '../lib/month-grid.ts';
import { dayMarkers, dayToDate, longDate, monthHeading, weekdayNames } from '../lib/month-grid.ts';

interface MonthGridProps {
  month: Date;
  days: CalendarDay[];
  items: Map<string, DayItems>;
  selectedDay: string;
  /** A day was chosen (by a key when `fromKeyboard`); it may lie in another month. */
  onSelectDay: (day: string, options?: { fromKeyboard?: boolean }) => void;
  /** Enter on a day: show what it holds. */
  onOpenDay: (day: string) => void;
  /** Decision 034: the days with preventive maintenance due (a dot in the PM colour). */
  pmDueDays?: ReadonlySet<string>;
  /**
   * The selected day should take the focus once shown (a key moved it), even when the grid
   * first shows after loading another month; `onSelectedFocused` reports it done.
   */
  shouldFocusSelected: boolean;
  onSelectedFocused: () => void;
}

function dayLabel(
  day: CalendarDay,
  items: DayItems | undefined,
  hasPmDue: boolean,
  t: TFunction<'calendar'>,
): string {
  const parts = [longDate(day.key)];
  if (day.isToday) parts.push(t('cell.today'));
  if (items?.tickets.length) parts.push(t('cell.tickets', { count: items.tickets.length }));
  if (items?.events.length) parts.push(t('cell.events', { count: items.events.length }));
  if (dayMarkers(items).hasUrgent) parts.push(t('cell.urgent'));
  if (hasPmDue) parts.push(t('cell.pmDue'));
  return parts.join(', ');
}

/** Where a key moves the selection (arrows by day and week, Home/End within the week, PageUp/Down by month). */
function targetDay(key: string, day: string): string | undefined {
  const date = dayToDate(day);
  switch (key) {
    case 'ArrowLeft':
      return localDay(addDays(date, -1));
    case 'ArrowRight':
      return localDay(addDays(date, 1));
    case 'ArrowUp':
      return localDay(addDays(date, -7));
    case 'ArrowDown':
      return localDay(addDays(date, 7));
    case 'Home':
      return localDay(startOfWeek(date, { weekStartsOn: 0 }));
    case 'End':
      return localDay(endOfWeek(date, { weekStartsOn: 0 }));
    case 'PageUp':
      return localDay(addMonths(date, -1));
    case 'PageDown':
      return localDay(addMonths(date, 1));
    default:
      return undefined;
  }
}

/** Product rules §2 month grid: weeks from Sunday, today marked, a blue dot for items, a red one for urgent tickets, one in the PM colour for PM due. */
export function MonthGrid({
  month,
  days,
  items,
  selectedDay,
  onSelectDay,
  onOpenDay,
  shouldFocusSelected,
  onSelectedFocused,
  pmDueDays,
}: MonthGridProps) {
  const { t } = useTranslation('calendar');
  const cells = useRef(new Map<string, HTMLDivElement>());
  const weekdays = weekdayNames();
  const weeks = Array.from({ length: days.length / 7 }, (_, index) =>
    days.slice(index * 7, index * 7 + 7),
  );

  // Keyboard moves carry the focus to the newly selected day (after a month change too).
  useEffect(() => {
    if (!shouldFocusSelected) return;
    cells.current.get(selectedDay)?.focus();
    onSelectedFocused();
  }, [selectedDay, days, shouldFocusSelected, onSelectedFocused]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>, day: string) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelectDay(day);
      onOpenDay(day);
      return;
    }
    const target = targetDay(event.key, day);
    if (!target) return;
    event.preventDefault();
    onSelectDay(target, { fromKeyboard: true });
  }

  return (
    <div role="grid" aria-label={monthHeading(month)} className="grid gap-1">
      <div role="row" className="grid grid-cols-7 gap-1">
        {weekdays.map((weekday) => (
          <div
            key={weekday.short}
            role="columnheader"
            aria-label={weekday.long}
            className="py-1 text-center text-xs font-medium text-muted-foreground"
          >
            {weekday.short}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]?.key} role="row" className="grid grid-cols-7 gap-1">
          {week.map((day) => {
            const dayItems = items.get(day.key);
            const markers = dayMarkers(dayItems);
            const isSelected = day.key === selectedDay;
            const hasPmDue = pmDueDays?.has(day.key) ?? false;
            return (
              <div
                key={day.key}
                ref={(element) => {
                  if (element) cells.current.set(day.key, element);
                  else cells.current.delete(day.key);
                }}
                role="gridcell"
                tabIndex={isSelected ? 0 : -1}
                aria-selected={isSelected}
                aria-label={dayLabel(day, dayItems, hasPmDue, t)}
                {...(day.isToday ? { 'aria-current': 'date' as const } : {})}
                data-day={day.key}
                className={cn(
                  'flex min-h-12 cursor-pointer flex-col items-center gap-1 rounded-md border p-1 text-sm transition-colors outline-none select-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-h-20 sm:items-start sm:p-2',
                  !day.isInMonth && 'bg-muted/40 text-muted-foreground',
                  isSelected && 'border-primary bg-accent',
                )}
                onClick={() => {
                  onSelectDay(day.key);
                }}
                onKeyDown={(event) => {
                  handleKeyDown(event, day.key);
                }}
              >
                <span
                  className={cn(
                    'grid size-7 place-items-center rounded-full text-xs sm:text-sm',
                    day.isToday && 'bg-primary font-semibold text-primary-foreground',
                  )}
                >
                  {day.date.getDate()}
                </span>
                <span className="flex h-2 gap-1" aria-hidden="true">
                  {markers.hasItems ? (
                    <span data-marker="items" className="size-2 rounded-full bg-blue-500" />
                  ) : null}
                  {markers.hasUrgent ? (
                    <span data-marker="urgent" className="size-2 rounded-full bg-red-500" />
                  ) : null}
                  {hasPmDue ? (
                    <span data-marker="pm" className="size-2 rounded-full bg-pm-due" />
                  ) : null}
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
