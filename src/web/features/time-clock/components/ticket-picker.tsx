import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SelectField } from '#web/components/form/select-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import type { ClockableTicket } from '../api/get-my-open-tickets.ts';
import { NO_TICKET } from '../lib/time-clock-form.ts';
import type { TimeClockFormOutput, TimeClockFormValues } from '../lib/time-clock-form.ts';

interface TicketPickerProps {
  control: Control<TimeClockFormValues, unknown, TimeClockFormOutput>;
  tickets: ClockableTicket[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The chosen ticket's id, or NO_TICKET. */
  value: string;
  disabled?: boolean;
}

const HINT_ID = 'time-clock-ticket-hint';

/** Optional: clock in on one of my assigned, not completed tickets. */
export function TicketPicker({
  control,
  tickets,
  isLoading,
  isError,
  value,
  disabled,
}: TicketPickerProps) {
  const { t } = useTranslation('time-clock');
  const selected = tickets?.find((ticket) => ticket.id === value);
  const hint = isError
    ? t('ticket.loadFailed')
    : tickets?.length === 0
      ? t('ticket.noneAssigned')
      : selected?.status === 'open'
        ? t('ticket.movesToInProgress')
        : undefined;
  if (isLoading) {
    return (
      <div className="grid gap-2">
        <Label htmlFor="time-clock-ticket">{t('ticket.label')}</Label>
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  return (
    <SelectField
      control={control}
      name="ticketId"
      id="time-clock-ticket"
      label={t('ticket.label')}
      placeholder={t('ticket.none')}
      triggerClassName="w-full"
      isDisabled={disabled === true || isError}
      options={[
        { value: NO_TICKET, label: t('ticket.none') },
        ...(tickets ?? []).map((ticket) => ({
          value: ticket.id,
          label: `#${String(ticket.ticketNumber)} · ${ticket.title}`,
        })),
      ]}
      {...(hint ? { hint: { id: HINT_ID, text: hint } } : {})}
    />
  );
}
