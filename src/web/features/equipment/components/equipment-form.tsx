import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { EQUIPMENT_STATUSES, CreateEquipmentInputSchema } from '#contract/schemas/equipment.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useCategoryOptions, useStoreOptions } from '../api/get-store-options.ts';
import { useCreateEquipment, useUpdateEquipment } from '../api/save-equipment.ts';
import {
  CreateEquipmentFormSchema,
  formValuesOf,
  UpdateEquipmentFormSchema,
} from '../lib/equipment-form-values.ts';
import type { EquipmentFormOutput, EquipmentFormValues } from '../lib/equipment-form-values.ts';

interface EquipmentFormProps {
  /** The unit being edited, or null to add one. */
  editing: Equipment | null;
  onDone: (saved: Equipment) => void;
  onCancel: () => void;
}

const FIELDS = CreateEquipmentInputSchema.shape;
const FORM_FIELDS = new Set<string>(Object.keys(formValuesOf(null)));

function isFormField(path: string): path is FieldPath<EquipmentFormValues> {
  return FORM_FIELDS.has(path);
}

/** Add or edit a unit (admins). The server's refusals land on their fields (409: the name). */
export function EquipmentForm({ editing, onDone, onCancel }: EquipmentFormProps) {
  const { t } = useTranslation('equipment');
  const { control, handleSubmit, setError } = useForm<
    EquipmentFormValues,
    unknown,
    EquipmentFormOutput
  >({
    // The schema turns blanks into nulls; the mutation sends what it returns.
    resolver: zodResolver(editing ? UpdateEquipmentFormSchema : CreateEquipmentFormSchema),
    defaultValues: formValuesOf(editing),
  });
  const stores = useStoreOptions();
  const categories = useCategoryOptions();
  const createMutation = useCreateEquipment();
  const updateMutation = useUpdateEquipment();
  const mutation = editing ? updateMutation : createMutation;
  const ids = {
    name: useId(),
    store: useId(),
    category: useId(),
    make: useId(),
    model: useId(),
    serial: useId(),
    install: useId(),
    warranty: useId(),
    provider: useId(),
    notes: useId(),
    status: useId(),
  };

  /** A refusal naming a field goes under it; anything else shows above the form. */
  const placeError = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    if (error.status === 409) {
      setError('name', { message: error.serverMessage ?? t('form.nameUsed') });
      return true;
    }
    let parsed: { issues?: { path: string; message: string }[] } = {};
    try {
      parsed = JSON.parse(error.bodyText) as typeof parsed;
    } catch {
      return false;
    }
    const placed = (parsed.issues ?? []).filter((issue) => isFormField(issue.path));
    for (const issue of placed) {
      if (isFormField(issue.path)) setError(issue.path, { message: issue.message });
    }
    return placed.length > 0;
  };

  const onSubmit = handleSubmit((input) => {
    const callbacks = {
      onSuccess: (saved: Equipment) => {
        notifySuccess(editing ? t('form.updated') : t('form.added'), saved.name);
        onDone(saved);
      },
      onError: (error: unknown) => {
        if (placeError(error)) mutation.reset();
      },
    };
    if (editing) updateMutation.mutate({ id: editing.id, input }, callbacks);
    // A new unit's status is in service or down; the create schema has refused anything else.
    else
      createMutation.mutate(
        { ...input, status: input.status === 'retired' ? null : input.status },
        callbacks,
      );
  });

  return (
    <AppForm
      className="grid gap-4"
      aria-label={editing ? t('form.editName', { name: editing.name }) : t('form.addLabel')}
      onSubmit={onSubmit}
    >
      <FormError error={mutation.error} fallback={t('form.saveFailed')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          id={ids.name}
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          autoComplete="off"
          maxLength={maxLengthOf(FIELDS.name)}
          className="sm:col-span-2"
        />
        <SelectField
          control={control}
          name="locationId"
          id={ids.store}
          label={t('form.store')}
          placeholder={t('form.chooseStore')}
          isRequired
          options={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
          triggerClassName="w-full"
        />
        <SelectField
          control={control}
          name="categoryId"
          id={ids.category}
          label={t('form.category')}
          placeholder={t('form.chooseCategory')}
          isRequired
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.name,
          }))}
          triggerClassName="w-full"
        />
        <TextField
          control={control}
          name="make"
          id={ids.make}
          label={t('form.make')}
          autoComplete="off"
          maxLength={maxLengthOf(FIELDS.make)}
        />
        <TextField
          control={control}
          name="model"
          id={ids.model}
          label={t('form.model')}
          autoComplete="off"
          maxLength={maxLengthOf(FIELDS.model)}
        />
        <TextField
          control={control}
          name="serialNumber"
          id={ids.serial}
          label={t('form.serialNumber')}
          autoComplete="off"
          maxLength={maxLengthOf(FIELDS.serialNumber)}
        />
        <TextField
          control={control}
          name="installDate"
          id={ids.install}
          label={t('form.installDate')}
          type="date"
        />
        <TextField
          control={control}
          name="warrantyEndDate"
          id={ids.warranty}
          label={t('form.warrantyEnd')}
          type="date"
        />
        <TextField
          control={control}
          name="warrantyProvider"
          id={ids.provider}
          label={t('form.warrantyProvider')}
          placeholder={t('form.providerPlaceholder')}
          autoComplete="off"
          maxLength={maxLengthOf(FIELDS.warrantyProvider)}
        />
        {editing ? (
          <SelectField
            control={control}
            name="status"
            id={ids.status}
            label={t('form.status')}
            options={EQUIPMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
            triggerClassName="w-full"
          />
        ) : null}
        <TextField
          control={control}
          name="notes"
          id={ids.notes}
          label={t('form.notes')}
          isMultiline
          rows={3}
          maxLength={maxLengthOf(FIELDS.notes)}
          className="sm:col-span-2"
        />
      </div>
      <FormActions
        isEditing
        isPending={mutation.isPending}
        canSave={!mutation.isPending}
        onCancel={onCancel}
        submitLabel={editing ? t('form.saveChanges') : t('form.add')}
      />
    </AppForm>
  );
}
