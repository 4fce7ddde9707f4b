import { CalendarDaysIcon, CircleCheckIcon, WrenchIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '#web/lib/utils.ts';

import type { AgendaKind } from '../lib/day-agenda.ts';
import { PmDueIcon } from './pm-due-list.tsx';

interface KindStyle {
  /** The legend's words (the calendar catalogue's key), also read out before each item. */
  label: 'legend.ticket' | 'legend.done' | 'legend.event';
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
    label: 'legend.ticket',
    icon: WrenchIcon,
    edge: 'border-l-violet-500',
    block: 'bg-violet-50 text-violet-950 dark:bg-violet-950/60 dark:text-violet-50',
    tone: 'text-violet-600 dark:text-violet-300',
  },
  done: {
    label: 'legend.done',
    icon: CircleCheckIcon,
    edge: 'border-l-emerald-500',
    block: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50',
    tone: 'text-emerald-600 dark:text-emerald-300',
  },
  event: {
    label: 'legend.event',
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
  const { t } = useTranslation('calendar');
  return (
    <ul
      aria-label={t('legend.label')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {(Object.keys(KIND_STYLES) as AgendaKind[]).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <KindIcon kind={kind} />
          {t(KIND_STYLES[kind].label)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <PmDueIcon />
        {t('legend.pmDue')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2 rounded-full bg-blue-500" />
        {t('legend.hasItems')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2 rounded-full bg-red-500" />
        {t('legend.urgent')}
      </li>
    </ul>
  );
}
