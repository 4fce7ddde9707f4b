import { technicianNextAction } from '#contract/rules/technician-next-action.ts';
import type { TechnicianToday, TodayTicket } from '#contract/schemas/technician-today.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAccessUser } from '#contract/ticket-access.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';

// Decision 036 §3: the Today list as it is once the changes still waiting in the outbox are
// applied, in the order they were tapped. The list is drawn from this, not only from the cached
// answer, so a reload without signal (the cache kept on the device may predate the tap) still
// shows each queued Accept or Clock In, and its row says 'Waiting to sync'.

/** What a clock-in on an open or accepted ticket does to it on the server (decision 031). */
function statusAfterClockIn(status: TicketStatus): TicketStatus {
  return status === 'open' || status === 'accepted' ? 'in-progress' : status;
}

function applyEntry(rows: TodayTicket[], entry: OutboxEntry): TodayTicket[] {
  switch (entry.kind) {
    case 'clock-in':
      return rows.map((row) =>
        row.id === entry.ticketId
          ? { ...row, isClockedIn: true, status: statusAfterClockIn(row.status) }
          : { ...row, isClockedIn: false },
      );
    case 'clock-out':
      return rows.map((row) => ({ ...row, isClockedIn: false }));
    case 'ticket-status': {
      const status = (entry.body as { status?: TicketStatus } | undefined)?.status;
      return status
        ? rows.map((row) => (row.id === entry.ticketId ? { ...row, status } : row))
        : rows;
    }
    case 'complete':
      return rows.map((row) =>
        row.id === entry.ticketId ? { ...row, status: 'completed', isClockedIn: false } : row,
      );
    default:
      return rows;
  }
}

/**
 * The rows with the waiting changes applied: each row's one button is the server's rule again
 * (technicianNextAction), and a row that no longer has one (completed) leaves, as the server's
 * list leaves completed tickets out.
 */
export function todayWithWaitingChanges(
  today: TechnicianToday,
  waiting: readonly OutboxEntry[],
  user: TicketAccessUser,
): TechnicianToday {
  const relevant = waiting.filter((entry) => entry.status === 'waiting');
  if (relevant.length === 0) return today;
  const changed = relevant.reduce(applyEntry, today.tickets);
  const tickets = changed.flatMap((row, index) => {
    const before = today.tickets[index];
    // A row no change touched keeps the server's answer as it is.
    if (before && before.status === row.status && before.isClockedIn === row.isClockedIn) {
      return [before];
    }
    const nextAction = technicianNextAction(user, {
      status: row.status,
      assignedTo: user.id,
      isClockedIn: row.isClockedIn,
    });
    return nextAction ? [{ ...row, nextAction }] : [];
  });
  return { ...today, tickets };
}

/** The ids of the rows a waiting change was tapped on (their cards say 'Waiting to sync'). */
export function ticketsWaitingToSync(waiting: readonly OutboxEntry[]): ReadonlySet<string> {
  return new Set(
    waiting.flatMap((entry) =>
      entry.status === 'waiting' && entry.ticketId ? [entry.ticketId] : [],
    ),
  );
}
