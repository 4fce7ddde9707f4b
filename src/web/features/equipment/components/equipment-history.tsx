import { Link } from 'react-router';

import type { EquipmentHistory as History } from '#contract/schemas/equipment.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { PRIORITY_LABELS, STATUS_LABELS } from '#contract/utils/ticket-labels.ts';
import { formatDate } from '#web/lib/date-format.ts';
import { ticketPath } from '#web/lib/ticket-links.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { formatLoggedTime } from '../lib/hours.ts';

type HistoryTicket = History['tickets'][number];

function dates(ticket: HistoryTicket): string {
  const submitted = formatDate(ticket.submittedAt);
  return ticket.completedAt ? `${submitted} – ${formatDate(ticket.completedAt)}` : submitted;
}

/** Every ticket on the unit, newest first, each opening its detail over the board. */
export function EquipmentHistoryList({ history }: { history: History }) {
  const isMobile = useIsMobile();
  const { tickets } = history;
  return (
    <section aria-labelledby="equipment-history-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="equipment-history-title" className="text-lg font-semibold">
          History
        </h2>
        <p className="text-sm text-muted-foreground">
          {history.repairsLast90Days} {history.repairsLast90Days === 1 ? 'repair' : 'repairs'} in
          the last 90 days · {formatLoggedTime(history.totalMinutesLogged)} logged in total
        </p>
      </div>
      {tickets.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No tickets on this equipment yet.
        </p>
      ) : isMobile ? (
        <ul className="grid gap-2">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="grid gap-1 rounded-lg border p-3 text-sm">
              <Link to={ticketPath(ticket.id)} className="font-medium hover:underline">
                #{ticket.ticketNumber} {ticket.title}
              </Link>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="outline">{STATUS_LABELS[ticket.status]}</Badge>
                <Badge variant="secondary">{PRIORITY_LABELS[ticket.priority]}</Badge>
              </div>
              <p className="text-muted-foreground">
                {dates(ticket)} · {ticket.assignedToName ?? 'Unassigned'} ·{' '}
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
                <TableHead>Ticket</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Priority</TableHead>
                <TableHead>Dates</TableHead>
                <TableHead>Assignee</TableHead>
                <TableHead className="text-right">Time logged</TableHead>
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
                    <Badge variant="outline">{STATUS_LABELS[ticket.status]}</Badge>
                  </TableCell>
                  <TableCell>{PRIORITY_LABELS[ticket.priority]}</TableCell>
                  <TableCell className="whitespace-nowrap">{dates(ticket)}</TableCell>
                  <TableCell>{ticket.assignedToName ?? 'Unassigned'}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatLoggedTime(ticket.timeLogged)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
