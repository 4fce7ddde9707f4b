import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';

/**
 * Issue 36 (decision 036 §3): the ticket detail says 'Waiting to sync' while this phone's outbox
 * holds a change to the ticket (a status, Accept, a clock-in, the completion, a comment, photos, a
 * checklist tick), as the ticket's card does; the outbox is on the device, so it survives a reload.
 */
export function TicketWaitingToSync({ ticketId }: { ticketId: string }) {
  const isWaiting = useWaitingEntries(useCurrentUser()?.id).some(
    (entry) => entry.ticketId === ticketId,
  );
  return isWaiting ? <WaitingToSync /> : null;
}
