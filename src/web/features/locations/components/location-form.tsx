import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Location, LocationInput } from '#contract/schemas/location.ts';
import { LocationInputSchema } from '#contract/schemas/location.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { toastOutcome } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useCreateLocation } from '../api/create-location.ts';
import { useUpdateLocation } from '../api/update-location.ts';

interface LocationFormProps {
  /** The location being edited, or null to add a new one. */
  editing: Location | null;
  onDone: () => void;
}

/** Add or edit a location: name and address required (product rules §5). */
export function LocationForm({ editing, onDone }: LocationFormProps) {
  const { t } = useTranslation('locations');
  const { control, handleSubmit, reset } = useForm<LocationInput>({
    resolver: zodResolver(LocationInputSchema),
    defaultValues: { name: editing?.name ?? '', address: editing?.address ?? '' },
  });
  const [name, address] = useWatch({ control, name: ['name', 'address'] });
  const createMutation = useCreateLocation();
  const updateMutation = useUpdateLocation();
  const nameId = useId();
  const addressId = useId();
  const isPending = createMutation.isPending || updateMutation.isPending;
  // Product rules §5: save is disabled until both are present.
  const canSave = name.trim() !== '' && address.trim() !== '' && !isPending;

  const onSubmit = handleSubmit((input) => {
    if (editing) {
      updateMutation.mutate(
        { id: editing.id, ...input },
        toastOutcome(t('form.updated'), t('form.updateFailed'), onDone),
      );
      return;
    }
    createMutation.mutate(
      input,
      toastOutcome(t('form.created'), t('form.createFailed'), () => {
        reset({ name: '', address: '' });
        onDone();
      }),
    );
  });

  return (
    <AppForm
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      aria-label={editing ? t('form.edit', { name: editing.name }) : t('form.add')}
      onSubmit={onSubmit}
    >
      <h3 className="text-sm font-semibold">
        {editing ? t('form.editTitle') : t('form.addTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          id={nameId}
          label={t('form.name')}
          maxLength={maxLengthOf(LocationInputSchema.shape.name)}
          placeholder={t('form.namePlaceholder')}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="address"
          id={addressId}
          label={t('form.address')}
          maxLength={maxLengthOf(LocationInputSchema.shape.address)}
          placeholder={t('form.addressPlaceholder')}
          autoComplete="off"
        />
      </div>
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? t('form.update') : t('form.submit')}
      />
    </AppForm>
  );
}
