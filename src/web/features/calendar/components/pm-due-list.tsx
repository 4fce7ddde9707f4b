import { ClipboardCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { PmDueDate } from '#contract/schemas/pm-plan.ts';
import { localDay } from '#contract/utils/schedule.ts';
import { formatTime } from '#web/lib/date-format.ts';
import { cn } from '#web/lib/utils.ts';

/** The legend's entry and the items' icon share the PM colour token (light and dark). */
export function PmDueIcon({ className }: { className?: string }) {
  return (
    <ClipboardCheckIcon
      aria-hidden="true"
      className={cn('size-4 shrink-0 text-pm-due', className)}
    />
  );
}

const ITEM_CLASS =
  'grid w-full gap-1 rounded-md border border-l-4 border-l-pm-due p-3 text-left text-sm';

/** The due dates of a day (business day of their due instant). */
export function pmDueOn(day: string, dueDates: readonly PmDueDate[]): PmDueDate[] {
  return dueDates.filter((due) => localDay(new Date(due.dueAt)) === day);
}

/**
 * A day's preventive maintenance due dates: each once, linking to its ticket once it has been
 * generated (so a due date and its ticket are one entry here, not two).
 */
export function PmDueList({ dueDates }: { dueDates: readonly PmDueDate[] }) {
  const { t } = useTranslation('calendar');
  if (dueDates.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t('legend.pmDue')}>
      {dueDates.map((due) => {
        const body = (
          <>
            <span className="flex items-start gap-2">
              <PmDueIcon className="mt-0.5" />
              <span className="sr-only">{t('kindLabel', { kind: t('legend.pmDue') })}</span>
              <span className="font-medium break-words">
                {due.ticketNumber !== null ? `#${String(due.ticketNumber)} · ` : ''}
                {due.title}
              </span>
            </span>
            <span className="text-xs text-muted-foreground">
              {[
                t('pm.due', { time: formatTime(due.dueAt) }),
                due.location,
                due.equipment?.name,
                due.status === 'missed' ? t('pm.missed') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </>
        );
        const key = `${due.planId}-${due.equipment?.id ?? due.locationId}-${due.dueAt}`;
        return (
          <li key={key}>
            {due.ticketId ? (
              <Link
                to={`/tickets/${encodeURIComponent(due.ticketId)}`}
                className={cn(ITEM_CLASS, 'hover:bg-accent')}
              >
                {body}
              </Link>
            ) : (
              <div className={ITEM_CLASS}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
