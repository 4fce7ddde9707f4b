import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import { TECHNICIAN_CERTIFICATIONS } from '#contract/constants.ts';
import type { Certification } from '#contract/schemas/certification.ts';
import { UpdateCertificationInputSchema } from '#contract/schemas/certification.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useCreateCertification } from '../api/create-certification.ts';
import { useUpdateCertification } from '../api/update-certification.ts';
import { fieldErrors, withoutField } from '../lib/field-errors.ts';

export interface CertificationFormProps {
  userId: string;
  /** The certification being edited, or null to add one. */
  editing: Certification | null;
  onDone: () => void;
}

/** Product rules §5: name and number required; the expiration date is optional and omitted when empty. */
export function CertificationForm({ userId, editing, onDone }: CertificationFormProps) {
  const [certificationName, setCertificationName] = useState(editing?.certificationName ?? '');
  const [certificationNumber, setCertificationNumber] = useState(
    editing?.certificationNumber ?? '',
  );
  const [expirationDate, setExpirationDate] = useState(editing?.expirationDate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createMutation = useCreateCertification();
  const updateMutation = useUpdateCertification();
  const ids = { name: useId(), number: useId(), date: useId(), suggestions: useId() };
  const isPending = createMutation.isPending || updateMutation.isPending;
  const canSave =
    certificationName.trim() !== '' && certificationNumber.trim() !== '' && !isPending;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const parsed = UpdateCertificationInputSchema.safeParse({
      certificationName,
      certificationNumber,
      expirationDate,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const values = {
      certificationName: parsed.data.certificationName,
      certificationNumber: parsed.data.certificationNumber,
      ...(parsed.data.expirationDate ? { expirationDate: parsed.data.expirationDate } : {}),
    };
    if (editing) {
      updateMutation.mutate(
        { id: editing.id, userId, ...values },
        toastOutcome(
          'Certification updated successfully',
          'Failed to update certification',
          onDone,
        ),
      );
      return;
    }
    createMutation.mutate(
      { userId, ...values },
      toastOutcome('Certification added successfully', 'Failed to add certification', () => {
        setCertificationName('');
        setCertificationNumber('');
        setExpirationDate('');
        onDone();
      }),
    );
  }

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      onSubmit={handleSubmit}
      aria-label={editing ? `Edit ${editing.certificationName}` : 'Add certification'}
      noValidate
    >
      <h3 className="text-sm font-semibold">
        {editing ? 'Edit Certification' : 'Add Certification'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={ids.name} label="Certification name" error={errors.certificationName}>
          <Input
            id={ids.name}
            value={certificationName}
            list={ids.suggestions}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.certificationName ? true : undefined}
            onChange={(event) => {
              setCertificationName(event.target.value);
              setErrors((current) => withoutField(current, 'certificationName'));
            }}
          />
          <datalist id={ids.suggestions}>
            {TECHNICIAN_CERTIFICATIONS.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </FormField>
        <FormField id={ids.number} label="Certification number" error={errors.certificationNumber}>
          <Input
            id={ids.number}
            value={certificationNumber}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.certificationNumber ? true : undefined}
            onChange={(event) => {
              setCertificationNumber(event.target.value);
              setErrors((current) => withoutField(current, 'certificationNumber'));
            }}
          />
        </FormField>
        <FormField id={ids.date} label="Expiration date (optional)" error={errors.expirationDate}>
          <Input
            id={ids.date}
            type="date"
            value={expirationDate}
            aria-invalid={errors.expirationDate ? true : undefined}
            onChange={(event) => {
              setExpirationDate(event.target.value);
              setErrors((current) => withoutField(current, 'expirationDate'));
            }}
          />
        </FormField>
      </div>
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? 'Update Certification' : 'Add Certification'}
      />
    </form>
  );
}
