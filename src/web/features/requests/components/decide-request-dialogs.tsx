import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import type { MaintenanceRequest } from '#contract/schemas/maintenance-request.ts';
import {
  ApproveRequestInputSchema,
  DeclineRequestInputSchema,
} from '#contract/schemas/maintenance-request.ts';
import { TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { ReasonDialog } from '#web/components/form/reason-dialog.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useApproveRequest, useDeclineRequest } from '../api/requests.ts';

/** The title the server uses when none is given: the description's first line, cut to 200. */
function firstLine(description: string): string {
  return (description.trim().split(/\r?\n/, 1)[0] ?? '').trim().slice(0, 200).trim();
}

type ApproveIn = z.input<typeof ApproveRequestInputSchema>;
type ApproveOut = z.output<typeof ApproveRequestInputSchema>;

function ApproveForm({ request, onDone }: { request: MaintenanceRequest; onDone: () => void }) {
  const { t } = useTranslation('requests');
  const { t: common } = useTranslation();
  const priorityOptions = TICKET_PRIORITIES.map((priority) => ({
    value: priority,
    label: common(`priority.${priority}`),
  }));
  const approve = useApproveRequest();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<ApproveIn, unknown, ApproveOut>({
    resolver: zodResolver(ApproveRequestInputSchema),
    defaultValues: {
      priority: 'medium',
      title: firstLine(request.description),
      equipmentDown: false,
    },
  });
  const down = useController({ control, name: 'equipmentDown' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const ticket = await approve.mutateAsync({ id: request.id, input: values });
      notifySuccess(
        t('decide.success'),
        t('decide.ticketCreated', { number: String(ticket.ticketNumber) }),
      );
      onDone();
      void navigate(`/tickets/${ticket.id}`);
    } catch (error) {
      notifyError(t('decide.error'), errorText(error, t('decide.approveFailed')));
    }
  });
  return (
    <AppForm className="grid gap-4" onSubmit={onSubmit}>
      <TextField
        control={control}
        name="title"
        id="approve-title"
        label={t('decide.title')}
        maxLength={maxLengthOf(ApproveRequestInputSchema.shape.title)}
        disabled={approve.isPending}
      />
      <SelectField
        control={control}
        name="priority"
        id="approve-priority"
        label={t('decide.priority')}
        options={priorityOptions}
        isRequired
        isDisabled={approve.isPending}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="approve-equipment-down"
          checked={down.field.value === true}
          onCheckedChange={(checked) => {
            down.field.onChange(checked === true);
          }}
          disabled={approve.isPending}
        />
        <Label htmlFor="approve-equipment-down">{t('decide.equipmentDown')}</Label>
      </div>
      <FormActions
        isEditing
        isPending={approve.isPending}
        canSave={!approve.isPending}
        onCancel={onDone}
        submitLabel={t('decide.approve')}
        pendingLabel={t('decide.approving')}
      />
    </AppForm>
  );
}

interface DecideDialogProps {
  request: MaintenanceRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ApproveRequestDialog({ request, open, onOpenChange }: DecideDialogProps) {
  const { t } = useTranslation('requests');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('decide.approveTitle')}
      description={t('decide.approveDescription', {
        unit: request.equipment.name,
        location: request.location,
      })}
    >
      {(close) => <ApproveForm request={request} onDone={close} />}
    </FormDialog>
  );
}

const DECLINE_REASON = { name: 'reason', schema: DeclineRequestInputSchema.shape.reason };

export function DeclineRequestDialog({ request, open, onOpenChange }: DecideDialogProps) {
  const { t } = useTranslation('requests');
  const decline = useDeclineRequest();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('decide.declineTitle')}
      description={t('decide.declineDescription', {
        unit: request.equipment.name,
        location: request.location,
      })}
      field={DECLINE_REASON}
      id="decline-reason"
      label={t('decide.reason')}
      submitLabel={t('decide.decline')}
      pendingLabel={t('decide.declining')}
      isPending={decline.isPending}
      onSubmit={(reason) => decline.mutateAsync({ id: request.id, input: { reason } })}
      onSuccess={() => {
        notifySuccess(t('decide.success'), t('decide.declined'));
      }}
      failure={{ title: t('decide.error'), fallback: t('decide.declineFailed') }}
    />
  );
}
