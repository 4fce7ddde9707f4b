import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonProps } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useUpdateTicketStatus } from '../api/update-ticket-status.ts';

/**
 * 'Accept': the assigned technician takes on their open ticket (a status change to accepted).
 * Shown in the detail's actions and in the phone's action bar (decision 031); callers ask
 * canAcceptTicket first.
 */
export function AcceptTicketButton({
  ticket,
  className,
}: {
  ticket: Ticket;
  className?: ButtonProps['className'];
}) {
  const { t } = useTranslation('tickets');
  const updateStatus = useUpdateTicketStatus();
  return (
    <Button
      className={className}
      disabled={updateStatus.isPending}
      onClick={() => {
        updateStatus.mutateAsync({ ticketId: ticket.id, status: 'accepted' }).then(
          (result) => {
            notifySuccess(
              t('toasts.success'),
              // Decision 036 §3: queued without signal, as the status picker says it.
              result.queued ? t('toasts.savedOnPhone') : t('toasts.statusUpdated'),
            );
          },
          (error: unknown) => {
            notifyError(t('toasts.error'), errorText(error, t('toasts.statusFailed')));
          },
        );
      }}
    >
      <CheckIcon aria-hidden="true" />
      {updateStatus.isPending ? t('accept.accepting') : t('accept.accept')}
    </Button>
  );
}
