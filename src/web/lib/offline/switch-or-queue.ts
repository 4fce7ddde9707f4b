import type { TimeSession } from '#contract/schemas/time-session.ts';

import type { ApiResponse } from '../api-request.ts';
import { apiAction, apiRequest } from '../api-request.ts';
import { readCurrentUser } from '../current-user.ts';
import { isOnline } from './online-status.ts';
import { readOutbox } from './outbox-store.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { sendOrQueue } from './send-or-queue.ts';

// Decision 030's switch moves the running session onto another ticket in one call. The outbox
// replays punches only, so a switch without signal is queued as the two punches it stands for,
// with one tap time: the clock-out ends the running session where the clock-in begins the next
// (decision 036 §5 lets a clock-in begin where the previous session ended).

export type SwitchOrQueueResult =
  { queued: false; answer: TimeSession } | { queued: true; entries: OutboxEntry[] };

interface SwitchAction {
  /** The ticket to work on; null for time on no ticket. */
  ticketId: string | null;
  /** The new session's notes; left out, the switch sends none. */
  notes?: string | null;
  /** What the review list calls the clock-in ('Clock in on #1042'). */
  label: string;
}

async function mustQueue(): Promise<boolean> {
  const user = readCurrentUser();
  if (!user) return false;
  if (!isOnline()) return true;
  // Behind changes still waiting, the switch waits too: they are replayed in order.
  return (await readOutbox(user.id)).some((entry) => entry.status === 'waiting');
}

export async function switchOrQueue(
  { ticketId, notes, label }: SwitchAction,
  now: Date = new Date(),
): Promise<SwitchOrQueueResult> {
  if (!(await mustQueue())) {
    return {
      queued: false,
      answer: await apiRequest('POST /api/time-clock/switch', {
        body: notes === undefined ? { ticketId } : { ticketId, notes },
      }),
    };
  }
  const clockOut = await sendOrQueue<ApiResponse<'POST /api/time-clock/out'>>(
    {
      kind: 'clock-out',
      ...apiAction('POST /api/time-clock/out', { body: { notes: null } }),
      label: 'Clock out',
    },
    now,
  );
  const clockIn = await sendOrQueue<ApiResponse<'POST /api/time-clock/in'>>(
    {
      kind: 'clock-in',
      ...apiAction('POST /api/time-clock/in', { body: { notes: notes ?? null, ticketId } }),
      ticketId,
      label,
    },
    now,
  );
  // The signal may have come back between the two: then the clock-in went straight through.
  if (!clockIn.queued) return { queued: false, answer: clockIn.answer };
  return {
    queued: true,
    entries: [clockOut, clockIn].flatMap((result) => (result.queued ? [result.entry] : [])),
  };
}
