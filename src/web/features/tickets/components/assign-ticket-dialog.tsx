import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { buildScheduleRange, localDay, scheduleFormValues } from '#contract/utils/schedule.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { scheduleBinding } from '#web/components/form/schedule-binding.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';

import { useAssignTicket } from '../api/assign-ticket.ts';
import { useAssignmentCandidates } from '../api/get-assignment-candidates.ts';
import { assignFormSchema, defaultScheduleValues, scheduleProblem } from '../lib/schedule-form.ts';
import { ticketLabel } from '../lib/ticket-format.ts';
import { AssignmentCandidateList } from './assignment-candidate-list.tsx';
import { CertificationWarning } from './certification-warning.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

/** What a scheduling suggestion chose (architecture §7): the technician and, when given, the slot. */
interface AssignPrefill {
  technicianId: string;
  start: string | null;
  end: string | null;
}

interface AssignTicketDialogProps {
  ticket: Ticket | null;
  onOpenChange: (open: boolean) => void;
  prefill?: AssignPrefill | null;
}

type AssignFormValues = z.infer<ReturnType<typeof assignFormSchema>>;

function AssignTicketForm({
  ticket,
  prefill,
  onDone,
}: {
  ticket: Ticket;
  prefill: AssignPrefill | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('tickets');
  const [today] = useState(() => localDay(new Date()));
  const candidates = useAssignmentCandidates(ticket.id);
  const assign = useAssignTicket();
  const [schema] = useState(() => assignFormSchema(today));
  const { control, setValue, handleSubmit, formState } = useForm<AssignFormValues>({
    resolver: zodResolver(schema),
    defaultValues: (() => {
      const defaults = defaultScheduleValues();
      const slot =
        prefill?.start && prefill.end
          ? { scheduledStart: prefill.start, scheduledEnd: prefill.end, allDay: false }
          : ticket;
      return {
        technicianId: prefill?.technicianId ?? ticket.assignedTo ?? '',
        ...scheduleFormValues(slot, {
          startTime: defaults.startTime,
          endTime: defaults.endTime,
        }),
      };
    })(),
  });
  const { technicianId, ...schedule } = useWatch({ control }) as AssignFormValues;
  const problem = scheduleProblem(schedule, today);
  // Values held back until the admin confirms a technician without a valid matching certification.
  const [unconfirmed, setUnconfirmed] = useState<AssignFormValues | null>(null);
  const chosen = candidates.data?.find((candidate) => candidate.id === technicianId);
  const placeholder = candidates.isPending
    ? t('assign.loadingTechnicians')
    : candidates.isError
      ? t('assign.loadFailed')
      : candidates.data.length === 0
        ? t('assign.noTechnicians')
        : t('assign.selectTechnician');

  function send({ technicianId: picked, ...values }: AssignFormValues) {
    assign
      .mutateAsync({
        ticketId: ticket.id,
        technicianId: picked,
        ...(values.date ? { schedule: buildScheduleRange(values) } : {}),
      })
      .then(onDone, (error: unknown) => {
        // Product rules §8: an assign failure is only logged to the console.
        console.error('Assigning the ticket failed', error);
      });
  }

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        void handleSubmit((values) => {
          const candidate = candidates.data?.find((item) => item.id === values.technicianId);
          if (candidate && !candidate.hasValidMatchingCertification) {
            setUnconfirmed(values);
            return;
          }
          send(values);
        })(event);
      }}
    >
      <SelectField
        control={control}
        name="technicianId"
        id="assign-technician"
        label={t('assign.technician')}
        isDisabled={assign.isPending}
        placeholder={placeholder}
        options={(candidates.data ?? []).map((candidate) => ({
          value: candidate.id,
          label: candidate.name,
        }))}
      />
      {candidates.data && candidates.data.length > 0 ? (
        <AssignmentCandidateList
          candidates={candidates.data}
          chosenId={technicianId}
          disabled={assign.isPending}
          onChoose={(id) => {
            setValue('technicianId', id, { shouldValidate: formState.isSubmitted });
            setUnconfirmed(null);
          }}
        />
      ) : null}
      <fieldset className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">{t('assign.scheduleOptional')}</legend>
        <ScheduleFields
          idPrefix="assign-schedule"
          {...scheduleBinding(schedule, setValue, formState)}
          today={today}
          disabled={assign.isPending}
        />
      </fieldset>
      {unconfirmed && chosen && unconfirmed.technicianId === chosen.id ? (
        <CertificationWarning
          candidate={chosen}
          category={ticket.category}
          isPending={assign.isPending}
          onConfirm={() => {
            send(unconfirmed);
          }}
          onCancel={() => {
            setUnconfirmed(null);
          }}
        />
      ) : (
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={assign.isPending}>
            {t('assign.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!technicianId || problem !== undefined || assign.isPending}
          >
            {assign.isPending ? t('assign.assigning') : t('assign.assign')}
          </Button>
        </DialogFooter>
      )}
    </form>
  );
}

/** Product rules §2: an admin assigns a technician to an open ticket, optionally with a schedule. */
export function AssignTicketDialog({
  ticket,
  onOpenChange,
  prefill = null,
}: AssignTicketDialogProps) {
  const { t } = useTranslation('tickets');
  return (
    <FormDialog
      open={ticket !== null}
      onOpenChange={onOpenChange}
      title={t('assign.title')}
      description={ticket ? `${ticketLabel(ticket)} · ${ticket.title}` : ''}
    >
      {(close) =>
        ticket ? (
          <AssignTicketForm key={ticket.id} ticket={ticket} prefill={prefill} onDone={close} />
        ) : null
      }
    </FormDialog>
  );
}
