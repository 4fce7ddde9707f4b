import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import type { Location } from '#contract/schemas/location.ts';
import { LocationInputSchema } from '#contract/schemas/location.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useCreateLocation } from '../api/create-location.ts';
import { useUpdateLocation } from '../api/update-location.ts';

export interface LocationFormProps {
  /** The location being edited, or null to add a new one. */
  editing: Location | null;
  onDone: () => void;
}

/** Add or edit a location: name and address required (product rules §5). */
export function LocationForm({ editing, onDone }: LocationFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [address, setAddress] = useState(editing?.address ?? '');
  const createMutation = useCreateLocation();
  const updateMutation = useUpdateLocation();
  const nameId = useId();
  const addressId = useId();
  const isPending = createMutation.isPending || updateMutation.isPending;
  // Product rules §5: save is disabled until both are present.
  const canSave = name.trim() !== '' && address.trim() !== '' && !isPending;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const input = LocationInputSchema.parse({ name, address });
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
        setName('');
        setAddress('');
        onDone();
      }),
    );
  }

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      onSubmit={handleSubmit}
      aria-label={editing ? `Edit ${editing.name}` : 'Add location'}
    >
      <h3 className="text-sm font-semibold">{editing ? 'Edit Location' : 'Add New Location'}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={nameId} label="Name">
          <Input
            id={nameId}
            value={name}
            maxLength={100}
            placeholder="e.g. Downtown"
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        </FormField>
        <FormField id={addressId} label="Address">
          <Input
            id={addressId}
            value={address}
            maxLength={300}
            placeholder="e.g. 120 Main Street"
            autoComplete="off"
            onChange={(event) => {
              setAddress(event.target.value);
            }}
          />
        </FormField>
      </div>
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? 'Update Location' : 'Add Location'}
      />
    </form>
  );
}
