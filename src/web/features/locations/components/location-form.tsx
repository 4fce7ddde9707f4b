import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

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
        toastOutcome('Location updated successfully', 'Failed to update location', onDone),
      );
      return;
    }
    createMutation.mutate(
      input,
      toastOutcome('Location created successfully', 'Failed to create location', () => {
        reset({ name: '', address: '' });
        onDone();
      }),
    );
  });

  return (
    <AppForm
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      aria-label={editing ? `Edit ${editing.name}` : 'Add location'}
      onSubmit={onSubmit}
    >
      <h3 className="text-sm font-semibold">{editing ? 'Edit Location' : 'Add New Location'}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          id={nameId}
          label="Name"
          maxLength={maxLengthOf(LocationInputSchema.shape.name)}
          placeholder="e.g. Downtown"
          autoComplete="off"
        />
        <TextField
          control={control}
          name="address"
          id={addressId}
          label="Address"
          maxLength={maxLengthOf(LocationInputSchema.shape.address)}
          placeholder="e.g. 120 Main Street"
          autoComplete="off"
        />
      </div>
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? 'Update Location' : 'Add Location'}
      />
    </AppForm>
  );
}
