import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useEffect, useId, useRef } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { PM_DESCRIPTION_MAX, PM_PLAN_SCOPES, PM_TITLE_MAX } from '#contract/schemas/pm-plan.ts';
import { TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import {
  useCategoryOptions,
  useStoreEquipment,
  useStoreOptions,
  useTechnicianOptions,
} from '../api/get-plan-options.ts';
import { useCreatePmPlan, useUpdatePmPlan } from '../api/save-pm-plan.ts';
import {
  NO_TECHNICIAN,
  planFormValuesOf,
  PlanFormSchema,
  SERVER_FIELD_OF,
} from '../lib/plan-form-values.ts';
import type { PlanFormOutput, PlanFormValues } from '../lib/plan-form-values.ts';
import { ChecklistEditor } from './checklist-editor.tsx';
import { isPlanOverlap, PlanOverlapWarning } from './plan-overlap-warning.tsx';
import { PlanPreview } from './plan-preview.tsx';
import { RecurrenceBuilder } from './recurrence-builder.tsx';
import { StoreChecklist } from './store-checklist.tsx';

/** Create or edit a plan (admins), with the live preview of its next due dates beside it. */
export function PlanEditor({
  editing,
  onDone,
  onCancel,
}: {
  editing: PmPlan | null;
  onDone: (saved: PmPlan) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['maintenance-plans', 'common']);
  const { control, handleSubmit, register, setError, setValue } = useForm<
    PlanFormValues,
    unknown,
    PlanFormOutput
  >({
    resolver: zodResolver(PlanFormSchema),
    defaultValues: planFormValuesOf(editing, format(new Date(), 'yyyy-MM-dd')),
  });
  const stores = useStoreOptions();
  const categories = useCategoryOptions();
  const technicians = useTechnicianOptions();
  const scope = useController({ control, name: 'scope' });
  const locationIds = useController({ control, name: 'locationIds' });
  const equipmentStoreId = useWatch({ control, name: 'equipmentStoreId' });
  const equipment = useStoreEquipment(equipmentStoreId);
  // Choosing another store empties the unit picked at the old one.
  const shownStoreId = useRef(equipmentStoreId);
  useEffect(() => {
    if (shownStoreId.current === equipmentStoreId) return;
    shownStoreId.current = equipmentStoreId;
    setValue('equipmentId', '');
  }, [equipmentStoreId, setValue]);
  const createMutation = useCreatePmPlan();
  const updateMutation = useUpdatePmPlan();
  const mutation = editing ? updateMutation : createMutation;
  const id = useId();
  const storeOptions = (stores.data ?? []).map((store) => ({ value: store.id, label: store.name }));
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  /** A refusal whose issues name fields goes under them; anything else shows above the form. */
  const placeError = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 400) return false;
    let parsed: { issues?: { path: string; message: string }[] } = {};
    try {
      parsed = JSON.parse(error.bodyText) as typeof parsed;
    } catch {
      return false;
    }
    let isPlaced = false;
    for (const issue of parsed.issues ?? []) {
      const field = SERVER_FIELD_OF[issue.path.split('.')[0] ?? ''];
      if (field) {
        setError(field, { message: issue.message });
        isPlaced = true;
      }
    }
    return isPlaced;
  };

  const save = (input: PlanFormOutput) => {
    const callbacks = {
      onSuccess: (saved: PmPlan) => {
        notifySuccess(editing ? t('editor.updated') : t('editor.created'), saved.title);
        onDone(saved);
      },
      onError: (error: unknown) => {
        if (placeError(error)) mutation.reset();
      },
    };
    if (editing) updateMutation.mutate({ id: editing.id, input }, callbacks);
    else createMutation.mutate(input, callbacks);
  };
  const onSubmit = handleSubmit((input) => {
    save(input);
  });
  // Issue 36: the overlap the server named is confirmed by saving the same form again.
  const onConfirmOverlap = handleSubmit((input) => {
    save({ ...input, confirmOverlap: true });
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <AppForm
        className="grid min-w-0 gap-5"
        aria-label={
          editing ? t('editor.editTitle', { title: editing.title }) : t('editor.newTitle')
        }
        onSubmit={onSubmit}
      >
        {editing ? (
          <Alert>
            <AlertDescription>{t('editor.editNote')}</AlertDescription>
          </Alert>
        ) : null}
        <FormError
          error={isPlanOverlap(mutation.error) ? null : mutation.error}
          fallback={t('editor.saveFailed')}
        />
        <PlanOverlapWarning
          error={mutation.error}
          confirmLabel={editing ? t('editor.saveAnyway') : t('editor.createAnyway')}
          isPending={mutation.isPending}
          onConfirm={() => void onConfirmOverlap()}
        />
        <TextField
          control={control}
          name="title"
          id={`${id}-title`}
          label={t('editor.title')}
          placeholder={t('editor.titlePlaceholder')}
          autoComplete="off"
          maxLength={PM_TITLE_MAX}
        />
        <TextField
          control={control}
          name="description"
          id={`${id}-description`}
          label={t('editor.description')}
          isMultiline
          rows={3}
          maxLength={PM_DESCRIPTION_MAX}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">{t('editor.covers')}</legend>
          <div
            role="radiogroup"
            aria-label={t('editor.covers')}
            className="grid gap-2 sm:grid-cols-3"
          >
            {PM_PLAN_SCOPES.map((option) => (
              <Label
                key={option}
                className="flex cursor-pointer items-center gap-2 rounded-md border p-3 font-normal has-checked:border-primary"
              >
                <input
                  type="radio"
                  name={`${id}-scope`}
                  value={option}
                  checked={scope.field.value === option}
                  onChange={() => {
                    scope.field.onChange(option);
                  }}
                  className="accent-primary"
                />
                {t(`scope.${option}`)}
              </Label>
            ))}
          </div>
          {scope.field.value === 'equipment' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                control={control}
                name="equipmentStoreId"
                id={`${id}-equipment-store`}
                label={t('editor.store')}
                placeholder={t('editor.chooseStore')}
                options={storeOptions}
                triggerClassName="w-full"
              />
              <SelectField
                control={control}
                name="equipmentId"
                id={`${id}-equipment`}
                label={t('editor.equipment')}
                placeholder={
                  equipmentStoreId ? t('editor.chooseEquipment') : t('editor.chooseStoreFirst')
                }
                isRequired
                isDisabled={!equipmentStoreId}
                options={(equipment.data ?? []).map((unit) => ({
                  value: unit.id,
                  label: unit.name,
                }))}
                triggerClassName="w-full"
              />
            </div>
          ) : (
            <div className="grid gap-3">
              <SelectField
                control={control}
                name="categoryId"
                id={`${id}-category`}
                label={
                  scope.field.value === 'category'
                    ? t('editor.categoryOfUnits')
                    : t('editor.categoryOfWork')
                }
                placeholder={t('editor.chooseCategory')}
                isRequired
                options={categoryOptions}
                triggerClassName="w-full sm:w-72"
              />
              <StoreChecklist
                id={`${id}-stores`}
                stores={stores.data ?? []}
                value={locationIds.field.value}
                onChange={(next) => {
                  locationIds.field.onChange(next);
                }}
                error={locationIds.fieldState.error?.message}
              />
            </div>
          )}
        </fieldset>
        <RecurrenceBuilder control={control} />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            control={control}
            name="startDate"
            id={`${id}-start`}
            label={t('editor.startDate')}
            type="date"
          />
          <TextField
            control={control}
            name="dueTime"
            id={`${id}-time`}
            label={t('editor.dueTime')}
            type="time"
          />
          <TextField
            control={control}
            name="leadDays"
            id={`${id}-lead`}
            label={t('editor.leadTime')}
            inputMode="numeric"
            maxLength={3}
            hint={{ id: `${id}-lead-hint`, text: t('editor.leadHint') }}
          />
          <SelectField
            control={control}
            name="priority"
            id={`${id}-priority`}
            label={t('editor.priority')}
            options={TICKET_PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`common:priority.${priority}`),
            }))}
            triggerClassName="w-full"
          />
          <SelectField
            control={control}
            name="defaultTechnicianId"
            id={`${id}-technician`}
            label={t('editor.technician')}
            placeholder={t('editor.unassigned')}
            options={[
              { value: NO_TECHNICIAN, label: t('editor.unassigned') },
              ...(technicians.data ?? []).map((technician) => ({
                value: technician.id,
                label: technician.name,
              })),
            ]}
            triggerClassName="w-full"
          />
          <TextField
            control={control}
            name="estimatedMinutes"
            id={`${id}-estimate`}
            label={t('editor.duration')}
            inputMode="numeric"
            maxLength={4}
          />
        </div>
        <ChecklistEditor control={control} register={register} />
        <FormActions
          isEditing
          isPending={mutation.isPending}
          canSave={!mutation.isPending}
          onCancel={onCancel}
          submitLabel={editing ? t('editor.saveChanges') : t('editor.createPlan')}
        />
      </AppForm>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <PlanPreview control={control} />
      </div>
    </div>
  );
}
