import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { cn } from '#web/lib/utils.ts';

import { slaTimeLeft } from '../lib/sla-format.ts';

/**
 * Issue 39: the ticket's targets and the time left on the detail: 'Respond by …', 'Resolve by …'
 * and 'Resolve in 3h 20m' or 'Overdue by 2h'. Nothing for work without a target.
 */
export function TicketSlaSummary({ ticket, now }: { ticket: Pick<Ticket, 'sla'>; now?: Date }) {
  // The time left as of opening the detail; data is never refetched on a timer (spec §7).
  const { t } = useTranslation('tickets');
  const [openedAt] = useState(() => new Date());
  const sla = ticket.sla;
  if (!sla) return null;
  const isLate = sla.state === 'overdue' || sla.state === 'missed';
  return (
    <div className="grid gap-0.5 text-sm" data-testid="ticket-sla">
      <p
        className={cn(
          'font-medium',
          isLate && 'text-destructive',
          sla.state === 'at-risk' && 'text-amber-800 dark:text-amber-300',
        )}
      >
        {slaTimeLeft(sla, now ?? openedAt, t)}
      </p>
      {/* One target a line: easier to read in a phone's narrow column. */}
      {sla.respondedAt === null ? (
        <p className="text-xs text-muted-foreground">
          <Trans
            t={t}
            i18nKey="sla.respondBy"
            values={{ when: formatDateTime(sla.respondBy) }}
            components={{ time: <time dateTime={sla.respondBy} /> }}
          />
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <Trans
          t={t}
          i18nKey="sla.resolveBy"
          values={{ when: formatDateTime(sla.resolveBy) }}
          components={{ time: <time dateTime={sla.resolveBy} /> }}
        />
      </p>
    </div>
  );
}
