import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { PmTemplate } from '#contract/schemas/pm-plan.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useStoreOptions, useTechnicianOptions } from '../api/get-plan-options.ts';
import { useApplyPmTemplate } from '../api/pm-templates.ts';
import { APPLY_TEMPLATE_DEFAULTS, ApplyTemplateFormSchema } from '../lib/apply-template-form.ts';
import type {
  ApplyTemplateFormOutput,
  ApplyTemplateFormValues,
} from '../lib/apply-template-form.ts';
import { NO_TECHNICIAN } from '../lib/plan-form-values.ts';
import { isPlanOverlap, PlanOverlapWarning } from './plan-overlap-warning.tsx';
import { StoreChecklist } from './store-checklist.tsx';

function ApplyTemplateForm({
  template,
  onDone,
  onCancel,
}: {
  template: PmTemplate;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('maintenance-plans');
  const stores = useStoreOptions();
  const technicians = useTechnicianOptions();
  const mutation = useApplyPmTemplate();
  const { control, handleSubmit } = useForm<
    ApplyTemplateFormValues,
    unknown,
    ApplyTemplateFormOutput
  >({
    resolver: zodResolver(ApplyTemplateFormSchema),
    defaultValues: APPLY_TEMPLATE_DEFAULTS,
  });
  const locationIds = useController({ control, name: 'locationIds' });
  const technicianOptions = [
    { value: NO_TECHNICIAN, label: t('templates.unassigned') },
    ...(technicians.data ?? []).map((technician) => ({
      value: technician.id,
      label: technician.name,
    })),
  ];
  const apply = (input: ApplyTemplateFormOutput) => {
    mutation.mutate(
      { id: template.id, input },
      {
        onSuccess: (result) => {
          const count = result.plans.length;
          notifySuccess(t('templates.created', { count }), template.title);
          onDone();
        },
      },
    );
  };
  const onSubmit = handleSubmit((input) => {
    apply(input);
  });
  // Issue 36: the overlap the server named is confirmed by applying the same choice again.
  const onConfirmOverlap = handleSubmit((input) => {
    apply({ ...input, confirmOverlap: true });
  });
  return (
    <AppForm
      className="grid gap-4"
      aria-label={t('templates.applyTitle', { title: template.title })}
      onSubmit={onSubmit}
    >
      <FormError
        error={isPlanOverlap(mutation.error) ? null : mutation.error}
        fallback={t('templates.applyFailed')}
      />
      <PlanOverlapWarning
        error={mutation.error}
        confirmLabel={t('templates.applyAnyway')}
        isPending={mutation.isPending}
        onConfirm={() => void onConfirmOverlap()}
      />
      <StoreChecklist
        id="apply-stores"
        stores={stores.data ?? []}
        value={locationIds.field.value}
        onChange={(next) => {
          locationIds.field.onChange(next);
        }}
        error={locationIds.fieldState.error?.message}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={control}
          name="startDate"
          id="apply-start"
          label={t('templates.startDate')}
          type="date"
        />
        <SelectField
          control={control}
          name="defaultTechnicianId"
          id="apply-technician"
          label={t('templates.technician')}
          options={technicianOptions}
          triggerClassName="w-full"
        />
      </div>
      <FormActions
        isEditing
        isPending={mutation.isPending}
        canSave={!mutation.isPending}
        onCancel={onCancel}
        submitLabel={t('templates.apply')}
        pendingLabel={t('templates.applying')}
      />
    </AppForm>
  );
}

/** 'Apply to stores': the template's plan for each chosen store in one step (admins). */
export function ApplyTemplateDialog({ template }: { template: PmTemplate }) {
  const { t } = useTranslation('maintenance-plans');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setIsOpen(true);
        }}
      >
        {t('templates.applyToStores')}
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('templates.applyTitle', { title: template.title })}
        description={t('templates.applyText', { recurrence: template.recurrenceText })}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      >
        {(close) => <ApplyTemplateForm template={template} onCancel={close} onDone={close} />}
      </FormDialog>
    </>
  );
}
