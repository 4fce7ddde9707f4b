import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRightLeftIcon } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { SelectField } from '#web/components/form/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useMyOpenTickets } from '../api/get-my-open-tickets.ts';
import { useSwitchSession } from '../api/switch-session.ts';

/** The form's rule, its message in the language shown. */
function switchFormSchema(chooseMessage: string) {
  return z.object({ ticketId: z.string().min(1, chooseMessage) });
}
type SwitchFormValues = z.infer<ReturnType<typeof switchFormSchema>>;

interface SwitchTicketFormProps {
  userId: string;
  /** The running session's ticket, not offered again (null: time on no ticket). */
  runningTicketId: string | null;
  /** Another clock action (Clock Out) is on its way. */
  disabled: boolean;
}

/**
 * Decision 030: moves the running session to another of my open tickets in one call; the server
 * closes one session and opens the next at the same instant.
 */
export function SwitchTicketForm({ userId, runningTicketId, disabled }: SwitchTicketFormProps) {
  const { t } = useTranslation('time-clock');
  const tickets = useMyOpenTickets(userId);
  const switchSession = useSwitchSession();
  const pending = useRef(false);
  const { control, handleSubmit, reset } = useForm<SwitchFormValues>({
    resolver: zodResolver(switchFormSchema(t('ticket.chooseRequired'))),
    defaultValues: { ticketId: '' },
  });
  const others = (tickets.data ?? []).filter((ticket) => ticket.id !== runningTicketId);
  // Nothing to switch to: no picker at all rather than an empty one.
  if (tickets.isPending || tickets.isError || others.length === 0) return null;

  const isDisabled = disabled || switchSession.isPending;
  function switchTo(ticketId: string) {
    if (pending.current) return;
    pending.current = true;
    const number = others.find((ticket) => ticket.id === ticketId)?.ticketNumber;
    switchSession.mutate(
      {
        ticketId,
        notes: null,
        label:
          number === undefined
            ? t('ticket.clockInPlain')
            : t('ticket.clockInOn', { number: String(number) }),
      },
      {
        onSuccess: (result) => {
          reset({ ticketId: '' });
          notifySuccess(
            t('toasts.switched'),
            result.queued
              ? t('toasts.savedOnPhone')
              : result.answer.ticketNumber === null
                ? t('toasts.switchedBody')
                : t('toasts.nowWorkingOn', { number: String(result.answer.ticketNumber) }),
          );
        },
        onError: (error) => {
          notifyError(t('toasts.switchFailed'), errorText(error, t('toasts.switchFailedBody')));
        },
        onSettled: () => {
          pending.current = false;
        },
      },
    );
  }

  return (
    <form
      className="grid gap-3 border-t pt-4"
      aria-label={t('ticket.switchForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(({ ticketId }) => {
          switchTo(ticketId);
        })();
      }}
    >
      <SelectField
        control={control}
        name="ticketId"
        id="time-clock-switch-ticket"
        label={t('ticket.switchTo')}
        placeholder={t('ticket.choose')}
        triggerClassName="w-full"
        isDisabled={isDisabled}
        options={others.map((ticket) => ({
          value: ticket.id,
          label: `#${String(ticket.ticketNumber)} · ${ticket.title}`,
        }))}
      />
      <Button type="submit" variant="outline" className="w-full sm:w-fit" disabled={isDisabled}>
        <ArrowRightLeftIcon aria-hidden="true" />
        {switchSession.isPending ? t('ticket.switching') : t('ticket.switch')}
      </Button>
    </form>
  );
}
