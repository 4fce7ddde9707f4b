import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { EquipmentHistory as History } from '#contract/schemas/equipment.ts';
import { LoadMore } from '#web/components/load-more.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { formatDate } from '#web/lib/date-format.ts';
import { ticketPath } from '#web/lib/ticket-links.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { formatLoggedTime } from '../lib/hours.ts';

type HistoryTicket = History['tickets'][number];

function dates(ticket: HistoryTicket): string {
  const submitted = formatDate(ticket.submittedAt);
  return ticket.completedAt ? `${submitted} – ${formatDate(ticket.completedAt)}` : submitted;
}

/**
 * The unit's tickets loaded so far, newest first, each opening its detail over the board; 'Load
 * more' asks for the next (older) page while there is one.
 */
export function EquipmentHistoryList({
  history,
  tickets,
  pages,
}: {
  /** The first page: the summary's figures are over every ticket, whatever the page. */
  history: History;
  tickets: HistoryTicket[];
  pages: ComponentProps<typeof LoadMore>['pages'];
}) {
  const { t } = useTranslation(['equipment', 'common']);
  const isMobile = useIsMobile();
  return (
    <section aria-labelledby="equipment-history-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="equipment-history-title" className="text-lg font-semibold">
          {t('history.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('history.summary', {
            count: history.repairsLast90Days,
            logged: formatLoggedTime(history.totalMinutesLogged),
          })}
        </p>
      </div>
      {tickets.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('history.empty')}
        </p>
      ) : isMobile ? (
        <ul className="grid gap-2">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="grid gap-1 rounded-lg border p-3 text-sm">
              <Link to={ticketPath(ticket.id)} className="font-medium hover:underline">
                #{ticket.ticketNumber} {ticket.title}
              </Link>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="outline">{t(`common:status.${ticket.status}`)}</Badge>
                <Badge variant="secondary">{t(`common:priority.${ticket.priority}`)}</Badge>
              </div>
              <p className="text-muted-foreground">
                {dates(ticket)} · {ticket.assignedToName ?? t('history.unassigned')} ·{' '}
                {formatLoggedTime(ticket.timeLogged)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('history.ticket')}</TableHead>
                <TableHead>{t('history.status')}</TableHead>
                <TableHead>{t('history.priority')}</TableHead>
                <TableHead>{t('history.dates')}</TableHead>
                <TableHead>{t('history.assignee')}</TableHead>
                <TableHead className="text-right">{t('history.timeLogged')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tickets.map((ticket) => (
                <TableRow key={ticket.id}>
                  <TableCell>
                    <Link to={ticketPath(ticket.id)} className="font-medium hover:underline">
                      #{ticket.ticketNumber} {ticket.title}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Badge variant="outline">{t(`common:status.${ticket.status}`)}</Badge>
                  </TableCell>
                  <TableCell>{t(`common:priority.${ticket.priority}`)}</TableCell>
                  <TableCell className="whitespace-nowrap">{dates(ticket)}</TableCell>
                  <TableCell>{ticket.assignedToName ?? t('history.unassigned')}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatLoggedTime(ticket.timeLogged)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore
        pages={pages}
        labels={{
          more: t('list.loadMore'),
          loading: t('list.loadingMore'),
          failed: t('history.loadMoreFailed'),
        }}
      >
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('list.showing', { shown: tickets.length, count: history.ticketCount })}
        </p>
      </LoadMore>
    </section>
  );
}
