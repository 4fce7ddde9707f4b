import { CalendarDaysIcon, CircleCheckIcon, WrenchIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import { cn } from '#web/lib/utils.ts';

import type { AgendaKind } from '../lib/day-agenda.ts';
import { PM_DUE_LABEL, PmDueIcon } from './pm-due-list.tsx';

interface KindStyle {
  /** The legend's words, also read out before each item. */
  label: string;
  icon: LucideIcon;
  /** The coloured edge of an item in the day panel and the time grid. */
  edge: string;
  /** The tint of a block in the time grid. */
  block: string;
  /** The icon's colour. */
  tone: string;
}

// Decisions 029-031: tickets, finished tickets and events differ by colour and icon, never colour alone.
export const KIND_STYLES: Record<AgendaKind, KindStyle> = {
  ticket: {
    label: 'Scheduled ticket',
    icon: WrenchIcon,
    edge: 'border-l-violet-500',
    block: 'bg-violet-50 text-violet-950 dark:bg-violet-950/60 dark:text-violet-50',
    tone: 'text-violet-600 dark:text-violet-300',
  },
  done: {
    label: 'Completed ticket',
    icon: CircleCheckIcon,
    edge: 'border-l-emerald-500',
    block: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50',
    tone: 'text-emerald-600 dark:text-emerald-300',
  },
  event: {
    label: 'Event',
    icon: CalendarDaysIcon,
    edge: 'border-l-sky-500',
    block: 'bg-sky-50 text-sky-950 dark:bg-sky-950/60 dark:text-sky-50',
    tone: 'text-sky-600 dark:text-sky-300',
  },
};

export function KindIcon({ kind, className }: { kind: AgendaKind; className?: string }) {
  const { icon: Icon, tone } = KIND_STYLES[kind];
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', tone, className)} />;
}

/** What the colours, icons and dots of the calendar mean. */
export function CalendarLegend() {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {(Object.keys(KIND_STYLES) as AgendaKind[]).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <KindIcon kind={kind} />
          {KIND_STYLES[kind].label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <PmDueIcon />
        {PM_DUE_LABEL}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2 rounded-full bg-blue-500" />
        Day has items
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2 rounded-full bg-red-500" />
        Urgent tickets that day
      </li>
    </ul>
  );
}
