import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { formatLanguage, localeWeekday } from '#web/lib/locale-format.ts';
import { cn } from '#web/lib/utils.ts';

import type { AgendaItem } from '../lib/day-agenda.ts';
import { dayAgenda } from '../lib/day-agenda.ts';
import { eventTime, minutesClock, ticketTime } from '../lib/item-times.ts';
import type { DayItems } from '../lib/month-grid.ts';
import { dayToDate, longDate } from '../lib/month-grid.ts';
import type { DropTarget, PlacedItem } from '../lib/time-grid.ts';
import {
  dropTargetId,
  MINUTES_PER_DAY,
  parseDropTargetId,
  placeTimedItems,
  SLOT_MINUTES,
} from '../lib/time-grid.ts';
import { KIND_STYLES, KindIcon } from './item-kinds.tsx';

/** Height of a half-hour row, in pixels. */
const SLOT_PX = 32;
/**
 * Issue 36: the least time a timed item takes in the grid, so its title, time and store fit
 * wrapped in the narrow columns of the week (and in the day view's wide one) before the next item.
 */
const MINIMUM_SPAN_MINUTES = { week: 60, day: 60 } as const;
/** Room between an item and the one it is moved under. */
const STACK_GAP_PX = 2;
const SLOTS = Array.from(
  { length: MINUTES_PER_DAY / SLOT_MINUTES },
  (_, index) => index * SLOT_MINUTES,
);
/** Where the grid opens: the working day. */
const FIRST_VISIBLE_MINUTES = 7 * 60;

/** Mouse and pen; touch has its own sensor that waits for a press, so a swipe still scrolls. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== 'touch',
    },
  ];
}

/** A day column's weekday: 'Sun' ('dom'). */
function weekdayShort(day: string): string {
  const date = dayToDate(day);
  return formatLanguage() === 'en' ? format(date, 'EEE') : localeWeekday(date);
}

interface DragData {
  ticket: Ticket;
  origin: DropTarget;
}

function targetLabel(target: DropTarget, t: TFunction<'calendar'>): string {
  const day = longDate(target.day);
  return target.minutes === undefined
    ? t('grid.targetAllDay', { day })
    : t('grid.targetAt', { day, time: minutesClock(target.minutes) });
}

function ticketName(ticket: Ticket, t: TFunction<'calendar'>): string {
  return t('grid.ticketName', { number: ticket.ticketNumber, title: ticket.title });
}

function contains(
  rect: { left: number; right: number; top: number; bottom: number },
  x: number,
  y: number,
) {
  return x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom;
}

/** The drop cell (its `data-drop` id) under a point of the viewport, from the live layout. */
function liveDropTargetAt(x: number, y: number): UniqueIdentifier | undefined {
  if (typeof document.elementsFromPoint !== 'function') return undefined;
  for (const element of document.elementsFromPoint(x, y)) {
    const id = element instanceof HTMLElement ? element.dataset.drop : undefined;
    if (id) return id;
  }
  return undefined;
}

interface TimeGridProps {
  days: string[];
  items: Map<string, DayItems>;
  todayKey: string;
  selectedDay: string;
  onSelectDay: (day: string) => void;
  canDrag: (ticket: Ticket) => boolean;
  onOpenTicket: (ticket: Ticket) => void;
  onOpenEvent: (event: CalendarEvent) => void;
  /** A ticket was dropped on another day or time. */
  onDropTicket: (ticket: Ticket, target: DropTarget) => void;
}

function DropCell({
  target,
  className,
  children,
}: {
  target: DropTarget;
  className?: string;
  children?: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: dropTargetId(target) });
  return (
    <div
      ref={setNodeRef}
      data-drop={dropTargetId(target)}
      className={cn(className, isOver && 'bg-primary/15 ring-2 ring-primary ring-inset')}
    >
      {children}
    </div>
  );
}

function itemKey(item: AgendaItem): string {
  return item.kind === 'event' ? `event:${item.event.id}` : `ticket:${item.ticket.id}`;
}

/**
 * An item's words, wrapped and never cut (issue 36): the ticket's number and title, its time (not
 * in the all-day row, which says it), and its store and assignee.
 */
function ItemContent({ item, isAllDayRow }: { item: AgendaItem; isAllDayRow?: boolean }) {
  const { t } = useTranslation('calendar');
  const title =
    item.kind === 'event'
      ? item.event.title
      : `#${String(item.ticket.ticketNumber)} ${item.ticket.title}`;
  const time = item.kind === 'event' ? eventTime(item.event, t) : ticketTime(item.ticket, t);
  const place =
    item.kind === 'event'
      ? null
      : [item.ticket.location, item.ticket.assignedToName].filter(Boolean).join(' · ');
  return (
    <>
      <span className="flex min-w-0 items-start gap-1">
        <KindIcon kind={item.kind} className="mt-px size-3.5" />
        <span className="sr-only">{t('kindLabel', { kind: t(KIND_STYLES[item.kind].label) })}</span>
        <span
          className={cn('min-w-0 font-medium break-words', item.kind === 'done' && 'line-through')}
        >
          {title}
        </span>
      </span>
      {!isAllDayRow && time ? <span className="break-words opacity-80">{time}</span> : null}
      {place ? <span className="break-words opacity-80">{place}</span> : null}
    </>
  );
}

const BLOCK_CLASS =
  'flex w-full flex-col gap-0.5 overflow-hidden rounded-md border border-l-4 px-1.5 py-1 text-left text-xs leading-tight shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 max-sm:min-h-11';

function GridItem({
  item,
  day,
  draggable,
  isAllDayRow,
  className,
  style,
  onOpen,
}: {
  item: AgendaItem;
  day: string;
  draggable: boolean;
  isAllDayRow?: boolean;
  className?: string;
  style?: React.CSSProperties;
  onOpen: () => void;
}) {
  const origin: DropTarget = item.allDay ? { day } : { day, minutes: item.startMinutes };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${itemKey(item)}@${day}`,
    data: item.kind === 'event' ? undefined : ({ ticket: item.ticket, origin } satisfies DragData),
    disabled: !draggable,
  });
  const classes = cn(
    BLOCK_CLASS,
    KIND_STYLES[item.kind].block,
    KIND_STYLES[item.kind].edge,
    draggable && 'cursor-grab touch-manipulation',
    isDragging && 'opacity-40',
    className,
  );
  if (!draggable) {
    return (
      <button type="button" className={classes} style={style} onClick={onOpen}>
        <ItemContent item={item} isAllDayRow={isAllDayRow} />
      </button>
    );
  }
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      role="button"
      tabIndex={0}
      {...listeners}
      data-ticket-block={item.kind === 'event' ? undefined : item.ticket.ticketNumber}
      className={classes}
      style={style}
      onClick={onOpen}
      onKeyDown={(event) => {
        // Enter opens the ticket; Space picks it up (the keyboard sensor's start key).
        if (event.key === 'Enter' && !isDragging) {
          event.preventDefault();
          onOpen();
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
    >
      <ItemContent item={item} isAllDayRow={isAllDayRow} />
    </div>
  );
}

interface TimedItemsProps {
  placed: readonly PlacedItem[];
  renderItem: (placed: PlacedItem) => ReactNode;
}

/**
 * A day column's timed items at their times. An item grows to show all its words (issue 36), so
 * their heights are measured and an item that would meet one above it (in the same lanes) moves
 * just under it; its printed time still says when it is.
 */
function TimedItems({ placed, renderItem }: TimedItemsProps) {
  const nodes = useRef(new Map<string, HTMLDivElement>());
  useLayoutEffect(() => {
    // The DOM is what is measured and moved, so this keeps no state: it runs after each render
    // and again whenever an item's size changes (the column got narrower, a title wrapped).
    function layout() {
      const above: { left: number; right: number; bottom: number }[] = [];
      for (const entry of placed) {
        const node = nodes.current.get(itemKey(entry.item));
        if (!node) continue;
        const left = entry.lane / entry.lanes;
        const right = (entry.lane + 1) / entry.lanes;
        const under = Math.max(
          -Infinity,
          ...above
            .filter((box) => box.left < right && left < box.right)
            .map((box) => box.bottom + STACK_GAP_PX),
        );
        const top = Math.max(timeTop(entry), under);
        node.style.top = `${String(top)}px`;
        above.push({ left, right, bottom: top + node.offsetHeight });
      }
    }
    layout();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(layout);
    for (const node of nodes.current.values()) observer.observe(node);
    return () => {
      observer.disconnect();
    };
  });
  return placed.map((entry) => {
    const key = itemKey(entry.item);
    return (
      <div
        key={key}
        ref={(node) => {
          if (node) nodes.current.set(key, node);
          else nodes.current.delete(key);
        }}
        className="absolute focus-within:z-10 hover:z-10"
        style={{
          top: timeTop(entry),
          left: `calc(${String((entry.lane / entry.lanes) * 100)}% + 2px)`,
          width: `calc(${String(100 / entry.lanes)}% - 4px)`,
        }}
      >
        {renderItem(entry)}
      </div>
    );
  });
}

/** Where an item's start time is in its day column, in pixels. */
function timeTop(entry: PlacedItem): number {
  return (entry.top / SLOT_MINUTES) * SLOT_PX;
}

/**
 * Week and day views (decision 029): an all-day row and a half-hour time grid per day. An admin drags
 * a ticket (pointer, touch or keyboard: Space, arrows, Space) to another day or time.
 */
export function TimeGrid({
  days,
  items,
  todayKey,
  selectedDay,
  onSelectDay,
  canDrag,
  onOpenTicket,
  onOpenEvent,
  onDropTicket,
}: TimeGridProps) {
  const { t } = useTranslation('calendar');
  const scroller = useRef<HTMLDivElement>(null);
  const keyboardTarget = useRef<string | null>(null);
  const [dragging, setDragging] = useState<AgendaItem | null>(null);
  const agendas = useMemo(
    () => new Map(days.map((day) => [day, dayAgenda(day, items.get(day))])),
    [days, items],
  );

  useEffect(() => {
    // Open on the working day rather than at midnight.
    if (scroller.current)
      scroller.current.scrollTop = (FIRST_VISIBLE_MINUTES / SLOT_MINUTES) * SLOT_PX;
  }, []);

  // The keyboard moves by whole cells: a day left or right, half an hour up or down.
  const coordinateGetter: KeyboardCoordinateGetter = (event, { active, context }) => {
    const data = active ? (context.active?.data.current as DragData | undefined) : undefined;
    const current =
      parseDropTargetId(String(keyboardTarget.current ?? context.over?.id ?? '')) ?? data?.origin;
    if (!current) return undefined;
    let next: DropTarget | undefined;
    const dayIndex = days.indexOf(current.day);
    switch (event.code) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        const day = days[dayIndex + (event.code === 'ArrowLeft' ? -1 : 1)];
        if (day) next = { ...current, day };
        break;
      }
      case 'ArrowUp':
        if (current.minutes === 0) next = { day: current.day };
        else if (current.minutes !== undefined)
          next = { day: current.day, minutes: current.minutes - SLOT_MINUTES };
        break;
      case 'ArrowDown':
        if (current.minutes === undefined) next = { day: current.day, minutes: 0 };
        else if (current.minutes + SLOT_MINUTES < MINUTES_PER_DAY)
          next = { day: current.day, minutes: current.minutes + SLOT_MINUTES };
        break;
      default:
        return undefined;
    }
    if (!next) return undefined;
    event.preventDefault();
    const id = dropTargetId(next);
    keyboardTarget.current = id;
    const rect = context.droppableRects.get(id);
    if (next.minutes !== undefined)
      document.querySelector(`[data-drop="${id}"]`)?.scrollIntoView({ block: 'nearest' });
    return rect ? { x: rect.left, y: rect.top } : undefined;
  };

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter,
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );

  // Pointer: the cell under the pointer (the new start). Keyboard: the cell the arrows chose.
  const collisionDetection: CollisionDetection = ({
    pointerCoordinates,
    droppableContainers,
    droppableRects,
  }) => {
    if (!pointerCoordinates) {
      const id = keyboardTarget.current;
      return id ? [{ id }] : [];
    }
    const { x, y } = pointerCoordinates;
    // The cell the browser finds under the pointer now. The droppable rects are measured once when
    // the drag starts, so after the grid or page scrolls (auto-scroll near an edge, or the wheel)
    // they point half an hour or a day off; asking the live layout cannot be.
    const live = liveDropTargetAt(x, y);
    if (live !== undefined && droppableContainers.some((container) => container.id === live))
      return [{ id: live }];
    if (live === undefined && typeof document.elementsFromPoint === 'function') return [];
    // Without a layout engine (jsdom) fall back to the rects measured at the start.
    const hit = droppableContainers.find((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? contains(rect, x, y) : false;
    })?.id;
    return hit === undefined ? [] : [{ id: hit }];
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const data = active.data.current as DragData | undefined;
      return data
        ? t('grid.pickedUp', {
            ticket: ticketName(data.ticket, t),
            from: targetLabel(data.origin, t),
          })
        : undefined;
    },
    onDragOver: ({ over }) => {
      const target = over ? parseDropTargetId(String(over.id)) : undefined;
      return target ? t('grid.over', { target: targetLabel(target, t) }) : t('grid.notOver');
    },
    onDragEnd: ({ active, over }) => {
      const data = active.data.current as DragData | undefined;
      const target = over ? parseDropTargetId(String(over.id)) : undefined;
      return data && target
        ? t('grid.dropped', {
            ticket: ticketName(data.ticket, t),
            target: targetLabel(target, t),
          })
        : t('grid.droppedBack');
    },
    onDragCancel: () => t('grid.cancelled'),
  };

  function handleDragStart(event: DragStartEvent) {
    keyboardTarget.current = null;
    const data = event.active.data.current as DragData | undefined;
    if (!data) return;
    const agenda = agendas.get(data.origin.day) ?? [];
    setDragging(
      agenda.find((item) => item.kind !== 'event' && item.ticket.id === data.ticket.id) ?? null,
    );
  }

  function handleDragEnd(event: DragEndEvent) {
    setDragging(null);
    keyboardTarget.current = null;
    const data = event.active.data.current as DragData | undefined;
    const target = event.over ? parseDropTargetId(String(event.over.id)) : undefined;
    if (data && target) onDropTicket(data.ticket, target);
  }

  function open(item: AgendaItem) {
    if (item.kind === 'event') onOpenEvent(item.event);
    else onOpenTicket(item.ticket);
  }

  // Spanish hours ('10:00 a.m.') run longer than English ones ('10:00 AM'): a wider gutter
  // keeps each on one line.
  const gutter = formatLanguage() === 'en' ? '3.5rem' : '4.25rem';
  const columns = {
    gridTemplateColumns: `${gutter} repeat(${String(days.length)}, minmax(0, 1fr))`,
  };
  const minimumSpan = MINIMUM_SPAN_MINUTES[days.length > 1 ? 'week' : 'day'];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // Scroll only when the pointer nearly touches an edge: the default band (a fifth of the
      // window or grid) kept scrolling under a pointer held over a visible slot, so the ticket
      // landed half an hour or more below where it was dropped. The grid never scrolls sideways.
      autoScroll={{ threshold: { x: 0, y: 0.08 } }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('grid.instructions'),
        },
      }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        setDragging(null);
        keyboardTarget.current = null;
      }}
    >
      <div className="min-w-0">
        <div
          className="grid"
          role="region"
          aria-label={
            days.length > 1
              ? t('grid.weekOf', { date: longDate(days[0] ?? selectedDay) })
              : longDate(days[0] ?? selectedDay)
          }
        >
          <div className="grid border-b" style={columns}>
            <span />
            {days.map((day) => (
              <button
                key={day}
                type="button"
                aria-pressed={day === selectedDay}
                aria-label={longDate(day)}
                {...(day === todayKey ? { 'aria-current': 'date' as const } : {})}
                className={cn(
                  'flex flex-col items-center rounded-md py-1 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  day === selectedDay && 'bg-accent',
                )}
                onClick={() => {
                  onSelectDay(day);
                }}
              >
                <span className="text-muted-foreground">{weekdayShort(day)}</span>
                <span
                  className={cn(
                    'grid size-7 place-items-center rounded-full text-sm',
                    day === todayKey && 'bg-primary font-semibold text-primary-foreground',
                  )}
                >
                  {dayToDate(day).getDate()}
                </span>
              </button>
            ))}
          </div>
          <div className="grid border-b" style={columns}>
            <span className="self-center pr-1 text-right text-[0.65rem] text-muted-foreground">
              {t('grid.allDay')}
            </span>
            {days.map((day) => (
              <DropCell
                key={day}
                target={{ day }}
                className={cn(
                  'grid min-h-9 content-start gap-1 border-l p-1',
                  day < todayKey && 'bg-muted/40',
                )}
              >
                {(agendas.get(day) ?? [])
                  .filter((item) => item.allDay)
                  .map((item) => (
                    <GridItem
                      key={itemKey(item)}
                      item={item}
                      day={day}
                      isAllDayRow
                      draggable={item.kind !== 'event' && canDrag(item.ticket)}
                      onOpen={() => {
                        open(item);
                      }}
                    />
                  ))}
              </DropCell>
            ))}
          </div>
          <div
            ref={scroller}
            className="max-h-[32rem] overflow-y-auto"
            data-testid="time-grid-scroller"
          >
            <div className="relative grid" style={columns}>
              <div aria-hidden="true">
                {SLOTS.map((minutes) => (
                  <div
                    key={minutes}
                    className="relative pr-1 text-right text-[0.65rem] text-muted-foreground"
                    style={{ height: SLOT_PX }}
                  >
                    {minutes % 60 === 0 ? (
                      <span className="relative -top-1.5 whitespace-nowrap">
                        {minutesClock(minutes)}
                      </span>
                    ) : null}
                  </div>
                ))}
              </div>
              {days.map((day) => (
                <div key={day} className={cn('relative border-l', day < todayKey && 'bg-muted/40')}>
                  {SLOTS.map((minutes) => (
                    <DropCell
                      key={minutes}
                      target={{ day, minutes }}
                      className={cn(
                        'border-b',
                        minutes % 60 === 0 ? 'border-dashed border-border/40' : 'border-border',
                      )}
                    >
                      <div style={{ height: SLOT_PX - 1 }} />
                    </DropCell>
                  ))}
                  <TimedItems
                    placed={placeTimedItems(
                      day,
                      agendas.get(day) ?? [],
                      minimumSpan,
                      // Issue 36: the week's narrow columns stack items that meet, full width.
                      days.length > 1,
                    )}
                    renderItem={(placed) => (
                      <GridItem
                        item={placed.item}
                        day={day}
                        draggable={placed.item.kind !== 'event' && canDrag(placed.item.ticket)}
                        // Its slot's height at least, taller when its words need it.
                        style={{
                          minHeight: Math.max(
                            ((placed.bottom - placed.top) / SLOT_MINUTES) * SLOT_PX - 2,
                            SLOT_PX - 2,
                          ),
                        }}
                        onOpen={() => {
                          open(placed.item);
                        }}
                      />
                    )}
                  />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <div
            className={cn(
              BLOCK_CLASS,
              'h-full cursor-grabbing shadow-lg',
              KIND_STYLES[dragging.kind].block,
              KIND_STYLES[dragging.kind].edge,
            )}
          >
            <ItemContent item={dragging} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
