import { addMonths, format, startOfMonth } from 'date-fns';
import { AlertCircleIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';

import { CALENDAR_SKELETON_CELLS } from '#contract/constants.ts';
import type { UserRole } from '#contract/constants.ts';
import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { canCreateTicket } from '#contract/ticket-access.ts';
import { localDay } from '#contract/utils/schedule.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/utils.ts';

import { useCalendarEvents } from '../api/get-calendar-events.ts';
import { useScheduledTickets } from '../api/get-scheduled-tickets.ts';
import { dayToDate, gridRange, itemsByDay, monthCounts, monthGrid } from '../lib/month-grid.ts';
import { DayPanel } from './day-panel.tsx';
import type { EventDialogTarget } from './event-dialog.tsx';
import { EventDialog } from './event-dialog.tsx';
import { MonthCounters } from './month-counters.tsx';
import { MonthGrid } from './month-grid.tsx';
import { ScheduleTicketDialog } from './schedule-ticket-dialog.tsx';

export interface CalendarViewer {
  id: string;
  role: UserRole;
}

export interface CalendarViewProps {
  viewer: CalendarViewer;
  /** A click on a ticket of the selected day. */
  onOpenTicket: (ticket: Ticket) => void;
  /** 'Schedule Ticket' confirmed for a day (YYYY-MM-DD). */
  onScheduleTicket: (day: string) => void;
  /** For tests; the current time otherwise. */
  today?: Date;
}

function GridSkeleton() {
  return (
    <div className="grid grid-cols-7 gap-1" aria-busy="true" aria-label="Loading the calendar">
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

/** Product rules §2 Calendar screen: the month grid, its counters and the selected day's panel. */
export function CalendarView({
  viewer,
  onOpenTicket,
  onScheduleTicket,
  today: todayProp,
}: CalendarViewProps) {
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

  const range = useMemo(() => gridRange(month), [month]);
  const tickets = useScheduledTickets({
    from: range.start.toISOString(),
    to: range.end.toISOString(),
  });
  const events = useCalendarEvents({
    from: localDay(range.start),
    to: localDay(new Date(range.end.getTime() - 1)),
  });
  const days = useMemo(() => monthGrid(month, today), [month, today]);
  const items = useMemo(
    () => itemsByDay(tickets.data ?? [], events.data ?? []),
    [tickets.data, events.data],
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

  function canEdit(event: CalendarEvent): boolean {
    return viewer.role === 'admin' || event.createdBy === viewer.id;
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold" aria-live="polite">
            {format(month, 'MMMM yyyy')}
          </h2>
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous month"
              onClick={() => {
                showMonth(addMonths(month, -1));
              }}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                showMonth(startOfMonth(today));
              }}
            >
              Today
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Next month"
              onClick={() => {
                showMonth(addMonths(month, 1));
              }}
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 px-3 sm:px-6">
          {isError ? (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertTitle>Failed to load the calendar. Please try again.</AlertTitle>
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
                  Retry
                </Button>
              </AlertDescription>
            </Alert>
          ) : null}
          {isLoading ? (
            <GridSkeleton />
          ) : (
            <div
              aria-busy={tickets.isPlaceholderData || events.isPlaceholderData}
              className={cn(
                'transition-opacity',
                (tickets.isPlaceholderData || events.isPlaceholderData) && 'opacity-60',
              )}
            >
              <MonthGrid
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
          <MonthCounters counts={counts} />
        </CardContent>
      </Card>
      <DayPanel
        day={selectedDay}
        items={items.get(selectedDay)}
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
