import { format } from 'date-fns';
import { CalendarPlusIcon, PlusIcon, StoreIcon, UserIcon } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { PmDueDate } from '#contract/schemas/pm-plan.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { displayTimeZone } from '#web/lib/date-format.ts';
import { formatLanguage, localeMonthDay, localeTime } from '#web/lib/locale-format.ts';
import { cn } from '#web/lib/utils.ts';

import { dayAgenda } from '../lib/day-agenda.ts';
import { eventTime, ticketTime } from '../lib/item-times.ts';
import type { DayItems } from '../lib/month-grid.ts';
import { longDate } from '../lib/month-grid.ts';
import { KIND_STYLES, KindIcon } from './item-kinds.tsx';
import { PmDueList } from './pm-due-list.tsx';

// Product rules §4: urgent destructive, medium secondary, low default.
const PRIORITY_VARIANTS = { low: 'default', medium: 'secondary', urgent: 'destructive' } as const;

const ITEM_CLASS =
  'grid w-full gap-1 rounded-md border border-l-4 p-3 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** 'Jan 7, 9:30 AM' ('7 ene, 9:30 a. m.'): when a finished ticket was completed. */
function completedAt(at: string): string {
  const date = new Date(at);
  if (formatLanguage() === 'en') return format(date, 'MMM d, h:mm a');
  const zone = displayTimeZone();
  return `${localeMonthDay(date, zone)}, ${localeTime(date, zone)}`;
}

interface DayPanelProps {
  day: string;
  items: DayItems | undefined;
  canScheduleTicket: boolean;
  isPastDay: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onScheduleTicket: () => void;
  onAddEvent: () => void;
  onOpenTicket: (ticket: Ticket) => void;
  onOpenEvent: (event: CalendarEvent) => void;
  /** The day's preventive maintenance due dates (decision 034; admins and managers). */
  pmDue?: readonly PmDueDate[];
}

/**
 * Product rules §2: the selected date's tickets and custom events, with Schedule Ticket and Add Event;
 * in time order (all-day first), finished tickets marked done, each with its store and assignee (decisions 029-031).
 */
export function DayPanel({
  day,
  items,
  canScheduleTicket,
  isPastDay,
  headingRef,
  onScheduleTicket,
  onAddEvent,
  onOpenTicket,
  onOpenEvent,
  pmDue = [],
}: DayPanelProps) {
  const { t } = useTranslation(['calendar', 'common']);
  const agenda = dayAgenda(day, items);
  return (
    <Card className="gap-4" aria-labelledby="calendar-day-heading">
      <CardHeader className="gap-3">
        <h2
          id="calendar-day-heading"
          ref={headingRef}
          tabIndex={-1}
          className="leading-none font-semibold outline-none focus-visible:underline"
        >
          {longDate(day)}
        </h2>
        {/* The buttons share a row while both fit their words, and stack when they do not. */}
        <div className="flex flex-wrap gap-2">
          {canScheduleTicket ? (
            <Button
              size="sm"
              className="min-w-fit flex-1"
              onClick={onScheduleTicket}
              disabled={isPastDay}
            >
              <CalendarPlusIcon aria-hidden="true" />
              {t('day.scheduleTicket')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" className="min-w-fit flex-1" onClick={onAddEvent}>
            <PlusIcon aria-hidden="true" />
            {t('day.addEvent')}
          </Button>
        </div>
        {canScheduleTicket && isPastDay ? (
          <p className="text-xs text-muted-foreground">{t('day.pastDay')}</p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <PmDueList dueDates={pmDue} />
        {agenda.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('day.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('day.agenda')}>
            {agenda.map((item) => (
              <li key={item.kind === 'event' ? item.event.id : item.ticket.id}>
                {item.kind === 'event' ? (
                  <button
                    type="button"
                    className={cn(ITEM_CLASS, KIND_STYLES.event.edge)}
                    onClick={() => {
                      onOpenEvent(item.event);
                    }}
                  >
                    <span className="flex items-start gap-2">
                      <KindIcon kind="event" className="mt-0.5" />
                      <span className="sr-only">
                        {t('kindLabel', { kind: t(KIND_STYLES.event.label) })}
                      </span>
                      <span className="font-medium break-words">{item.event.title}</span>
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {item.event.createdByName
                        ? t('day.timeBy', {
                            time: eventTime(item.event, t),
                            name: item.event.createdByName,
                          })
                        : eventTime(item.event, t)}
                    </span>
                    {item.event.description ? (
                      <span className="line-clamp-2 text-xs break-words text-muted-foreground">
                        {item.event.description}
                      </span>
                    ) : null}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={cn(ITEM_CLASS, KIND_STYLES[item.kind].edge)}
                    onClick={() => {
                      onOpenTicket(item.ticket);
                    }}
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="flex items-start gap-2">
                        <KindIcon kind={item.kind} className="mt-0.5" />
                        <span className="sr-only">
                          {t('kindLabel', { kind: t(KIND_STYLES[item.kind].label) })}
                        </span>
                        <span
                          className={cn(
                            'font-medium break-words',
                            item.kind === 'done' && 'text-muted-foreground line-through',
                          )}
                        >
                          #{item.ticket.ticketNumber} · {item.ticket.title}
                        </span>
                      </span>
                      {item.kind === 'done' ? (
                        <Badge variant="outline" className="shrink-0">
                          {t('day.done')}
                        </Badge>
                      ) : (
                        <Badge variant={PRIORITY_VARIANTS[item.ticket.priority]}>
                          {t(`common:priority.${item.ticket.priority}`)}
                        </Badge>
                      )}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {item.kind === 'done' && item.ticket.completedAt
                        ? t('day.completedAt', { at: completedAt(item.ticket.completedAt) })
                        : ticketTime(item.ticket, t)}
                    </span>
                    <span className="grid gap-0.5 text-xs text-muted-foreground sm:flex sm:flex-wrap sm:gap-x-3">
                      <span className="flex items-center gap-1">
                        <StoreIcon aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">{t('day.store')}</span>
                        {item.ticket.location}
                      </span>
                      <span className="flex items-center gap-1">
                        <UserIcon aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">{t('day.assignee')}</span>
                        {item.ticket.assignedToName ?? t('day.unassigned')}
                      </span>
                    </span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
