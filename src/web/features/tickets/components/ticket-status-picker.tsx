import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TICKET_STATUSES } from '#contract/schemas/ticket.ts';
import type { Ticket, TicketStatus } from '#contract/schemas/ticket.ts';
import { Label } from '#web/components/ui/label.tsx';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';

import { useUpdateTicketStatus } from '../api/update-ticket-status.ts';

import { CompleteTicketDialog } from './complete-ticket-dialog.tsx';

/**
 * Product rules §2 and §4: all six statuses, any to any. 'Completed' opens the completion step
 * (decision 028) rather than completing with one tap; the picker shows the ticket's status until then.
 */
export function TicketStatusPicker({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const updateStatus = useUpdateTicketStatus();
  const [isCompleting, setIsCompleting] = useState(false);
  // Decision 036: a status change made offline shows at once, marked until the server has it.
  const isWaiting = useWaitingEntries(useCurrentUser()?.id).some(
    (entry) =>
      (entry.kind === 'ticket-status' || entry.kind === 'complete') && entry.ticketId === ticket.id,
  );
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <Label htmlFor="ticket-status-picker">{t('statusPicker.label')}</Label>
        {isWaiting ? <WaitingToSync /> : null}
      </div>
      <Select
        value={updateStatus.isPending ? updateStatus.variables.status : ticket.status}
        disabled={updateStatus.isPending}
        onValueChange={(next) => {
          const status = next as TicketStatus;
          if (status === ticket.status) return;
          if (status === 'completed') {
            setIsCompleting(true);
            return;
          }
          // Awaited rather than mutate callbacks: the picker unmounts when a ticket completes.
          updateStatus.mutateAsync({ ticketId: ticket.id, status }).then(
            (result) => {
              notifySuccess(
                t('toasts.success'),
                result.queued ? t('toasts.savedOnPhone') : t('toasts.statusUpdated'),
              );
            },
            (error: unknown) => {
              notifyError(t('toasts.error'), errorText(error, t('toasts.statusFailed')));
            },
          );
        }}
      >
        <SelectTrigger id="ticket-status-picker" className="sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions
          options={TICKET_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`, { ns: 'common' }),
          }))}
        />
      </Select>
      <CompleteTicketDialog ticket={ticket} open={isCompleting} onOpenChange={setIsCompleting} />
    </div>
  );
}
