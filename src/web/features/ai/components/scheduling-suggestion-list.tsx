import { CalendarClockIcon, UserPlusIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { SchedulingAction, SchedulingOptimization } from '#contract/schemas/ai.ts';
import { TicketNumberLinks } from '#web/components/ticket-number-links.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ticketAssignPath, ticketSchedulePath } from '#web/lib/ticket-links.ts';

function actionPath(action: SchedulingAction): string {
  if (action.kind === 'schedule') {
    return ticketSchedulePath(action.ticketId, { start: action.start, end: action.end });
  }
  return ticketAssignPath(
    action.ticketId,
    action.technicianId,
    action.start && action.end ? { start: action.start, end: action.end } : null,
  );
}

function actionLabel(action: SchedulingAction, t: TFunction<'ai'>): string {
  return action.kind === 'schedule'
    ? t('scheduling.reschedule', { number: action.ticketNumber })
    : t('scheduling.assign', { number: action.ticketNumber, name: action.technicianName });
}

/**
 * Product rules §2: numbered suggestion cards introduced by a line of text. Architecture §7: the numbers
 * of the tickets a line names (the server says which) open those tickets; any other '#<number>', as in a
 * title ('Fryer #2 not heating'), stays text. A suggestion to reassign or reschedule carries the button
 * that opens that dialog filled in.
 */
export function SchedulingSuggestionList({
  suggestions,
  actions = [],
  tickets = [],
}: {
  suggestions: string[];
  actions?: SchedulingAction[][];
  tickets?: SchedulingOptimization['tickets'];
}) {
  const { t } = useTranslation('ai');
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('scheduling.intro')}</p>
      <ol className="grid gap-3">
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            className="flex gap-3 rounded-lg border p-4 text-sm"
            data-testid="scheduling-suggestion"
          >
            <span
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="grid min-w-0 gap-3">
              <p className="leading-relaxed">
                <TicketNumberLinks
                  text={suggestion}
                  ticketIds={
                    new Map(
                      (tickets[index] ?? []).map((ticket) => [ticket.ticketNumber, ticket.id]),
                    )
                  }
                />
              </p>
              {(actions[index] ?? []).length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {(actions[index] ?? []).map((action) => (
                    <Button
                      key={actionLabel(action, t)}
                      asChild
                      variant="outline"
                      size="sm"
                      // A label names a ticket and a technician: on a phone it wraps rather than
                      // widening the card past the screen.
                      className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal"
                    >
                      <Link to={actionPath(action)}>
                        {action.kind === 'schedule' ? <CalendarClockIcon /> : <UserPlusIcon />}
                        {actionLabel(action, t)}
                      </Link>
                    </Button>
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
