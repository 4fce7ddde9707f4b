import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ACTIVE_TICKET_STATUSES } from '#contract/schemas/ticket-queue.ts';
import type { BulkTicketAction } from '#contract/schemas/ticket-queue.ts';
import { TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';
import type { TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import type { SelectOption } from '#web/components/form/select-options.tsx';

import { Button } from '#web/components/ui/button.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useBulkUpdateTickets } from '../api/bulk-update-tickets.ts';
import { useTechnicians } from '../api/get-technicians.ts';
import { bulkOutcomeMessage } from '../lib/bulk-outcome.ts';

const UNASSIGN = 'unassign';

interface TicketBulkActionsProps {
  selectedIds: readonly string[];
  /** After an answer: the tickets that failed stay chosen, so the admin can retry or look. */
  onDone: (failedIds: string[]) => void;
  onClear: () => void;
}

interface ActionSelectProps {
  label: string;
  placeholder: string;
  disabled: boolean;
  options: readonly SelectOption[];
  onChoose: (value: string) => void;
}

/** One of the bar's selects: what it sets on every chosen ticket, from the value picked. */
interface BulkChoice {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  change: (value: string) => Omit<BulkTicketAction, 'ticketIds'>;
}

function ActionSelect({ label, placeholder, disabled, options, onChoose }: ActionSelectProps) {
  return (
    // Controlled at '' so the trigger shows its placeholder again after each action.
    <Select value="" onValueChange={onChoose} disabled={disabled}>
      <SelectTrigger aria-label={label} className="w-full max-md:h-11 sm:w-44">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  );
}

/** The admin's bulk bar (decision 024): one assignment, status or priority for every chosen ticket. */
export function TicketBulkActions({ selectedIds, onDone, onClear }: TicketBulkActionsProps) {
  const { t } = useTranslation('tickets');
  const technicians = useTechnicians(true);
  const bulk = useBulkUpdateTickets();
  const count = selectedIds.length;
  const choices: BulkChoice[] = [
    {
      label: t('bulk.assignSelected'),
      placeholder: t('bulk.assignTo'),
      options: [
        ...(technicians.data ?? []).map((technician) => ({
          value: technician.id,
          label: technician.name,
        })),
        { value: UNASSIGN, label: t('bulk.unassign') },
      ],
      change: (value) => ({ assignedTo: value === UNASSIGN ? null : value }),
    },
    {
      label: t('bulk.setStatusSelected'),
      placeholder: t('bulk.setStatus'),
      // Completing needs the completion step, one ticket at a time.
      options: ACTIVE_TICKET_STATUSES.map((status) => ({
        value: status,
        label: t(`status.${status}`, { ns: 'common' }),
      })),
      change: (value) => ({ status: value as TicketStatus }),
    },
    {
      label: t('bulk.setPrioritySelected'),
      placeholder: t('bulk.setPriority'),
      options: TICKET_PRIORITIES.map((priority) => ({
        value: priority,
        label: t(`priority.${priority}`, { ns: 'common' }),
      })),
      change: (value) => ({ priority: value as TicketPriority }),
    },
  ];

  const run = (change: Omit<BulkTicketAction, 'ticketIds'>) => {
    bulk.mutate(
      { ticketIds: [...selectedIds], ...change },
      {
        onSuccess: (response) => {
          const outcome = bulkOutcomeMessage(response, t);
          if (outcome.isSuccess) notifySuccess(outcome.title);
          else notifyError(outcome.title, outcome.description);
          onDone(response.results.filter((result) => !result.ok).map((result) => result.ticketId));
        },
        onError: (error) => {
          notifyError(t('bulk.failed'), errorText(error, t('bulk.tryAgain')));
        },
      },
    );
  };

  return (
    <section
      aria-label={t('bulk.label')}
      className="sticky bottom-2 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-lg border bg-card p-3 shadow-md md:static md:shadow-none"
    >
      <p className="mr-2 text-sm font-medium" aria-live="polite">
        {t('bulk.selected', { count })}
      </p>
      {choices.map((choice) => (
        <ActionSelect
          key={choice.label}
          label={choice.label}
          placeholder={choice.placeholder}
          disabled={bulk.isPending}
          options={choice.options}
          onChoose={(value) => {
            run(choice.change(value));
          }}
        />
      ))}
      <Button variant="ghost" className="max-md:h-11" onClick={onClear} disabled={bulk.isPending}>
        <XIcon aria-hidden="true" />
        {t('bulk.clearSelection')}
      </Button>
    </section>
  );
}
