import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { EditTicketFormSchema, TICKET_DETAIL_FIELDS } from '#contract/schemas/ticket-edit.ts';
import type { EditTicketFormValues } from '#contract/schemas/ticket-edit.ts';
import { TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';

import { TextField } from '#web/components/form/text-field.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useEditTicket } from '../api/edit-ticket.ts';
import { useCategoryOptions } from '../api/get-categories.ts';
import { useLocationOptions } from '../api/get-locations.ts';
import { ticketLabel } from '../lib/ticket-format.ts';

/** The server's list, plus the ticket's own value should it have been renamed or removed since. */
function namedOptions(items: readonly { name: string }[] | undefined, current: string) {
  const names = (items ?? []).map((item) => item.name);
  if (!names.includes(current)) names.unshift(current);
  return names.map((name) => ({ value: name, label: name }));
}

interface EditTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function EditTicketForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const { t } = useTranslation('tickets');
  const editTicket = useEditTicket();
  const locations = useLocationOptions();
  const categories = useCategoryOptions();
  const { control, handleSubmit } = useForm<EditTicketFormValues>({
    resolver: zodResolver(EditTicketFormSchema),
    defaultValues: {
      title: ticket.title,
      description: ticket.description,
      priority: ticket.priority,
      location: ticket.location,
      category: ticket.category,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    // Only what changed is sent: each change is one line of the ticket's history.
    const changes: Partial<EditTicketFormValues> = {};
    for (const field of TICKET_DETAIL_FIELDS) {
      if (values[field] !== ticket[field]) Object.assign(changes, { [field]: values[field] });
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await editTicket.mutateAsync({ ticketId: ticket.id, changes });
      notifySuccess(t('toasts.success'), t('edit.updated'));
      onDone();
    } catch (error) {
      notifyError(t('toasts.error'), errorText(error, t('edit.failed')));
    }
  });
  const isBusy = editTicket.isPending;
  return (
    <AppForm className="grid gap-4" aria-label={t('edit.title')} onSubmit={onSubmit}>
      <TextField
        control={control}
        name="title"
        id="edit-ticket-title"
        label={t('edit.ticketTitle')}
        autoComplete="off"
        aria-required="true"
        maxLength={maxLengthOf(EditTicketFormSchema.shape.title)}
        disabled={isBusy}
      />
      <TextField
        control={control}
        name="description"
        id="edit-ticket-description"
        label={t('edit.description')}
        isMultiline
        rows={4}
        aria-required="true"
        maxLength={maxLengthOf(EditTicketFormSchema.shape.description)}
        disabled={isBusy}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          control={control}
          name="priority"
          id="edit-ticket-priority"
          label={t('edit.priority')}
          isDisabled={isBusy}
          options={TICKET_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`priority.${priority}`, { ns: 'common' }),
          }))}
        />
        <SelectField
          control={control}
          name="location"
          id="edit-ticket-location"
          label={t('edit.location')}
          isRequired
          isDisabled={isBusy}
          options={namedOptions(locations.data, ticket.location)}
        />
        <SelectField
          control={control}
          name="category"
          id="edit-ticket-category"
          label={t('edit.category')}
          isRequired
          isDisabled={isBusy}
          options={namedOptions(categories.data, ticket.category)}
        />
      </div>
      <FormActions
        isEditing
        isPending={isBusy}
        canSave={!isBusy}
        onCancel={onDone}
        submitLabel={t('edit.save')}
      />
    </AppForm>
  );
}

/** Decision 023: triage edits by an admin, or by a manager on their own open ticket. */
export function EditTicketDialog({ ticket, open, onOpenChange }: EditTicketDialogProps) {
  const { t } = useTranslation('tickets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('edit.title')}
      description={ticketLabel(ticket)}
      className="sm:max-w-xl"
    >
      {(close) => <EditTicketForm ticket={ticket} onDone={close} />}
    </FormDialog>
  );
}
