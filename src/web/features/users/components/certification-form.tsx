import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { TECHNICIAN_CERTIFICATIONS } from '#contract/constants.ts';
import type { Certification } from '#contract/schemas/certification.ts';
import { UpdateCertificationInputSchema } from '#contract/schemas/certification.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { toastOutcome } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useCreateCertification } from '../api/create-certification.ts';
import { useUpdateCertification } from '../api/update-certification.ts';

type CertificationFormInput = z.input<typeof UpdateCertificationInputSchema>;
type CertificationFormOutput = z.output<typeof UpdateCertificationInputSchema>;

interface CertificationFormProps {
  userId: string;
  /** The certification being edited, or null to add one. */
  editing: Certification | null;
  onDone: () => void;
}

/** Product rules §5: name and number required; the expiration date is optional and omitted when empty. */
export function CertificationForm({ userId, editing, onDone }: CertificationFormProps) {
  const { t } = useTranslation('users');
  const { control, handleSubmit, reset } = useForm<
    CertificationFormInput,
    unknown,
    CertificationFormOutput
  >({
    resolver: zodResolver(UpdateCertificationInputSchema),
    defaultValues: {
      certificationName: editing?.certificationName ?? '',
      certificationNumber: editing?.certificationNumber ?? '',
      expirationDate: editing?.expirationDate ?? '',
    },
  });
  const [certificationName, certificationNumber] = useWatch({
    control,
    name: ['certificationName', 'certificationNumber'],
  });
  const createMutation = useCreateCertification();
  const updateMutation = useUpdateCertification();
  const ids = { name: useId(), number: useId(), date: useId(), suggestions: useId() };
  const isPending = createMutation.isPending || updateMutation.isPending;
  const canSave =
    certificationName.trim() !== '' && certificationNumber.trim() !== '' && !isPending;

  const onSubmit = handleSubmit((parsed) => {
    const values = {
      certificationName: parsed.certificationName,
      certificationNumber: parsed.certificationNumber,
      ...(parsed.expirationDate ? { expirationDate: parsed.expirationDate } : {}),
    };
    if (editing) {
      updateMutation.mutate(
        { id: editing.id, userId, ...values },
        toastOutcome(t('certifications.updated'), t('certifications.updateFailed'), onDone),
      );
      return;
    }
    createMutation.mutate(
      { userId, ...values },
      toastOutcome(t('certifications.added'), t('certifications.addFailed'), () => {
        reset({ certificationName: '', certificationNumber: '', expirationDate: '' });
        onDone();
      }),
    );
  });

  return (
    <AppForm
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      aria-label={
        editing
          ? t('certifications.edit', { name: editing.certificationName })
          : t('certifications.add')
      }
      onSubmit={onSubmit}
    >
      <h3 className="text-sm font-semibold">
        {editing ? t('certifications.editTitle') : t('certifications.addTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          control={control}
          name="certificationName"
          id={ids.name}
          label={t('certifications.name')}
          list={ids.suggestions}
          maxLength={maxLengthOf(UpdateCertificationInputSchema.shape.certificationName)}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="certificationNumber"
          id={ids.number}
          label={t('certifications.number')}
          maxLength={maxLengthOf(UpdateCertificationInputSchema.shape.certificationNumber)}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="expirationDate"
          id={ids.date}
          label={t('certifications.expiration')}
          type="date"
        />
        <datalist id={ids.suggestions}>
          {TECHNICIAN_CERTIFICATIONS.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      </div>
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? t('certifications.update') : t('certifications.submit')}
      />
    </AppForm>
  );
}
