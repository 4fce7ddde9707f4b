import { addDays, addMonths, format, startOfMonth } from 'date-fns';
import { AlertCircleIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CALENDAR_SKELETON_CELLS } from '#contract/constants.ts';
import type { UserRole } from '#contract/constants.ts';
import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { canChangeCalendarEvent } from '#contract/policies/calendar-events.ts';
import { canCreateTicket, canRescheduleTicket } from '#contract/ticket-access.ts';
import type { ScheduleRange } from '#contract/utils/schedule.ts';
import { canReadPmPlans } from '#contract/policies/maintenance-plans.ts';
import { localDay } from '#contract/utils/schedule.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatLongDate } from '#web/lib/date-format.ts';
import { formatLanguage, localeDate, localeMonthDay } from '#web/lib/locale-format.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';
import { cn } from '#web/lib/utils.ts';

import { useCalendarEvents } from '../api/get-calendar-events.ts';
import { usePmDueDates } from '../api/get-pm-due-dates.ts';
import { useScheduledTickets } from '../api/get-scheduled-tickets.ts';
import {
  dayToDate,
  gridRange,
  itemsByDay,
  monthCounts,
  monthGrid,
  monthHeading,
} from '../lib/month-grid.ts';
import type { CalendarViewName } from '../lib/time-grid.ts';
import { CALENDAR_VIEWS, droppedSchedule, viewDays } from '../lib/time-grid.ts';
import { CalendarLegend } from './item-kinds.tsx';
import { CalendarViewSwitch } from './calendar-view-switch.tsx';
import { DayPanel } from './day-panel.tsx';
import type { EventDialogTarget } from './event-dialog.tsx';
import { EventDialog } from './event-dialog.tsx';
import { MonthCounters } from './month-counters.tsx';
import { MonthGrid } from './month-grid.tsx';
import { pmDueOn } from './pm-due-list.tsx';
import { ScheduleTicketDialog } from './schedule-ticket-dialog.tsx';
import { TimeGrid } from './time-grid.tsx';

interface CalendarViewer {
  id: string;
  role: UserRole;
}

export interface CalendarViewProps {
  viewer: CalendarViewer;
  /** A click on a ticket of the selected day. */
  onOpenTicket: (ticket: Ticket) => void;
  /** 'Schedule Ticket' confirmed for a day (YYYY-MM-DD). */
  onScheduleTicket: (day: string) => void;
  /** Month (product rules §2), or the week and day time grids (decision 029); month when absent. */
  view?: CalendarViewName;
  onViewChange?: (view: CalendarViewName) => void;
  /**
   * A ticket dragged to a new schedule in the week or day view (admins). The app applies the
   * Update Schedule rules and toasts; the promise settles once the calendar has the answer.
   */
  onRescheduleTicket?: (ticket: Ticket, schedule: ScheduleRange) => Promise<void>;
  /** For tests; the current time otherwise. */
  today?: Date;
}

function GridSkeleton() {
  const { t } = useTranslation('calendar');
  return (
    <div className="grid grid-cols-7 gap-1" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: CALENDAR_SKELETON_CELLS }, (_, index) => (
        <Skeleton
          key={index}
          data-testid="calendar-skeleton-cell"
          className="min-h-12 sm:min-h-20"
        />
      ))}
    </div>
  );
}

/**
 * 'Jan 4 – 10, 2026', or across months 'Jan 28 – Feb 3, 2026'; in Spanish '4 ene – 10 ene 2026'
 * (Intl's forms, decision 044).
 */
function weekHeading(days: string[], t: TFunction<'calendar'>): string {
  const first = dayToDate(days[0] ?? '');
  const last = dayToDate(days.at(-1) ?? '');
  const sameMonth = first.getMonth() === last.getMonth();
  const sameYear = first.getFullYear() === last.getFullYear();
  if (formatLanguage() !== 'en') {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return t('range', {
      from: sameYear ? localeMonthDay(first, zone) : localeDate(first, zone),
      to: localeDate(last, zone),
    });
  }
  return `${format(first, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${format(last, sameMonth ? 'd, yyyy' : 'MMM d, yyyy')}`;
}

/** On a phone the week view is its day's (issue 36). */
const PHONE_VIEWS: readonly CalendarViewName[] = ['month', 'day'];

/** Product rules §2 Calendar screen: the month grid, its counters and the selected day's panel. */
export function CalendarView({
  viewer,
  onOpenTicket,
  onScheduleTicket,
  view: requestedView = 'month',
  onViewChange,
  onRescheduleTicket,
  today: todayProp,
}: CalendarViewProps) {
  const { t } = useTranslation(['calendar', 'common']);
  // Issue 36: seven columns do not fit a phone's words; under 768 px the week shows as its day.
  const isMobile = useIsMobile();
  const view = isMobile && requestedView === 'week' ? 'day' : requestedView;
  const [today] = useState(() => todayProp ?? new Date());
  const todayKey = localDay(today);
  const [month, setMonth] = useState(() => startOfMonth(today));
  const [selectedDay, setSelectedDay] = useState(todayKey);
  const [eventTarget, setEventTarget] = useState<EventDialogTarget | null>(null);
  const [isConfirmingSchedule, setIsConfirmingSchedule] = useState(false);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const [shouldFocusSelected, setShouldFocusSelected] = useState(false);
  const clearFocusRequest = useCallback(() => {
    setShouldFocusSelected(false);
  }, []);

  // Dropped tickets show at their new place until the server's answer is in.
  const [moved, setMoved] = useState<ReadonlyMap<string, ScheduleRange>>(new Map());
  // The month's grid holds every week of the month, so week and day views read the same data.
  const range = useMemo(() => gridRange(month), [month]);
  const tickets = useScheduledTickets({
    from: range.start.toISOString(),
    to: range.end.toISOString(),
  });
  const events = useCalendarEvents({
    from: localDay(range.start),
    to: localDay(new Date(range.end.getTime() - 1)),
  });
  // Decision 034: PM due dates beside the day's tickets (admins and managers; not a failure to show).
  const pmDue = usePmDueDates(
    { from: localDay(range.start), to: localDay(new Date(range.end.getTime() - 1)) },
    canReadPmPlans(viewer),
  );
  const days = useMemo(() => monthGrid(month, today), [month, today]);
  const pmDueDays = useMemo(
    () => new Set((pmDue.data ?? []).map((due) => localDay(new Date(due.dueAt)))),
    [pmDue.data],
  );
  const shownTickets = useMemo(
    () =>
      (tickets.data ?? []).map((ticket) => {
        const schedule = moved.get(ticket.id);
        return schedule ? { ...ticket, ...schedule } : ticket;
      }),
    [tickets.data, moved],
  );
  const items = useMemo(
    () => itemsByDay(shownTickets, events.data ?? []),
    [shownTickets, events.data],
  );
  const counts = useMemo(() => monthCounts(tickets.data ?? [], month), [tickets.data, month]);
  // Scheduling from the calendar creates a ticket (product rules §2), so it follows that rule.
  const canScheduleTicket = canCreateTicket(viewer);
  const isLoading = tickets.isPending || events.isPending;
  const isError = tickets.isError || events.isError;

  function selectDay(day: string, options: { fromKeyboard?: boolean } = {}) {
    setSelectedDay(day);
    if (options.fromKeyboard) setShouldFocusSelected(true);
    const date = dayToDate(day);
    if (format(date, 'yyyy-MM') !== format(month, 'yyyy-MM')) setMonth(startOfMonth(date));
  }

  function showMonth(next: Date) {
    setMonth(next);
    // The selection follows: today in the current month, else the month's first day.
    setSelectedDay(format(next, 'yyyy-MM') === todayKey.slice(0, 7) ? todayKey : localDay(next));
  }

  /** Previous or next month, week or day. */
  function step(direction: -1 | 1) {
    if (view === 'month') {
      showMonth(addMonths(month, direction));
      return;
    }
    selectDay(localDay(addDays(dayToDate(selectedDay), direction * (view === 'week' ? 7 : 1))));
  }

  function dropTicket(ticket: Ticket, target: Parameters<typeof droppedSchedule>[1]) {
    const schedule = droppedSchedule(ticket, target);
    if (!schedule || !onRescheduleTicket) return;
    setMoved((current) => new Map(current).set(ticket.id, schedule));
    void onRescheduleTicket(ticket, schedule).finally(() => {
      setMoved((current) => {
        const next = new Map(current);
        next.delete(ticket.id);
        return next;
      });
    });
  }

  const unit = view === 'month' ? 'month' : view;
  const heading =
    view === 'month'
      ? monthHeading(month)
      : view === 'week'
        ? weekHeading(viewDays('week', selectedDay), t)
        : formatLongDate(dayToDate(selectedDay));

  function canEdit(event: CalendarEvent): boolean {
    return canChangeCalendarEvent(viewer, event);
  }

  return (
    <div
      className={cn(
        'grid items-start gap-6',
        // Issue 36: the week's seven columns get the whole width (the day panel goes below) until
        // the screen is wide enough for both, so each item's title, time and store fit wrapped.
        view === 'week'
          ? '2xl:grid-cols-[minmax(0,1fr)_20rem]'
          : 'lg:grid-cols-[minmax(0,1fr)_20rem]',
      )}
    >
      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold" aria-live="polite">
            {heading}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {onViewChange ? (
              <CalendarViewSwitch
                view={view}
                views={isMobile ? PHONE_VIEWS : CALENDAR_VIEWS}
                onViewChange={onViewChange}
              />
            ) : null}
            <div className="flex items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                aria-label={t(`previous.${unit}`)}
                onClick={() => {
                  step(-1);
                }}
              >
                <ChevronLeftIcon aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  showMonth(startOfMonth(today));
                  setSelectedDay(todayKey);
                }}
              >
                {t('today')}
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={t(`next.${unit}`)}
                onClick={() => {
                  step(1);
                }}
              >
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 px-3 sm:px-6">
          {isError ? (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertTitle>{t('loadFailed')}</AlertTitle>
              <AlertDescription>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  onClick={() => {
                    void tickets.refetch();
                    void events.refetch();
                  }}
                >
                  {t('common:retry')}
                </Button>
              </AlertDescription>
            </Alert>
          ) : null}
          {isLoading ? (
            <GridSkeleton />
          ) : view !== 'month' ? (
            <TimeGrid
              days={viewDays(view, selectedDay)}
              items={items}
              todayKey={todayKey}
              selectedDay={selectedDay}
              onSelectDay={selectDay}
              canDrag={(ticket) =>
                onRescheduleTicket !== undefined && canRescheduleTicket(viewer, ticket)
              }
              onOpenTicket={onOpenTicket}
              onOpenEvent={(event) => {
                setEventTarget({ mode: 'edit', event });
              }}
              onDropTicket={dropTicket}
            />
          ) : (
            <div
              aria-busy={tickets.isPlaceholderData || events.isPlaceholderData}
              className={cn(
                'transition-opacity',
                (tickets.isPlaceholderData || events.isPlaceholderData) && 'opacity-60',
              )}
            >
              <MonthGrid
                pmDueDays={pmDueDays}
                month={month}
                days={days}
                items={items}
                selectedDay={selectedDay}
                onSelectDay={selectDay}
                shouldFocusSelected={shouldFocusSelected}
                onSelectedFocused={clearFocusRequest}
                onOpenDay={() => {
                  // Enter shows the day: its panel takes the focus (and comes into view on phones).
                  panelHeading.current?.focus();
                  panelHeading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
                }}
              />
            </div>
          )}
          <CalendarLegend />
          <MonthCounters counts={counts} />
        </CardContent>
      </Card>
      <DayPanel
        day={selectedDay}
        items={items.get(selectedDay)}
        pmDue={pmDueOn(selectedDay, pmDue.data ?? [])}
        canScheduleTicket={canScheduleTicket}
        isPastDay={selectedDay < todayKey}
        headingRef={panelHeading}
        onScheduleTicket={() => {
          setIsConfirmingSchedule(true);
        }}
        onAddEvent={() => {
          setEventTarget({ mode: 'create', day: selectedDay });
        }}
        onOpenTicket={onOpenTicket}
        onOpenEvent={(event) => {
          setEventTarget({ mode: 'edit', event });
        }}
      />
      <EventDialog
        target={eventTarget}
        canEdit={canEdit}
        onOpenChange={(open) => {
          if (!open) setEventTarget(null);
        }}
      />
      <ScheduleTicketDialog
        day={selectedDay}
        open={isConfirmingSchedule}
        onOpenChange={setIsConfirmingSchedule}
        onConfirm={() => {
          onScheduleTicket(selectedDay);
        }}
      />
    </div>
  );
}
