import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useEffect, useId, useRef } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';

import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import {
  PM_DESCRIPTION_MAX,
  PM_PLAN_SCOPE_LABELS,
  PM_PLAN_SCOPES,
  PM_TITLE_MAX,
} from '#contract/schemas/pm-plan.ts';
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

const EDIT_NOTE = 'Changes apply to future tickets only.';

function priorityLabel(priority: string): string {
  return priority.charAt(0).toUpperCase() + priority.slice(1);
}

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
        notifySuccess(editing ? 'Plan updated' : 'Plan created', saved.title);
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
        aria-label={editing ? `Edit ${editing.title}` : 'New maintenance plan'}
        onSubmit={onSubmit}
      >
        {editing ? (
          <Alert>
            <AlertDescription>{EDIT_NOTE}</AlertDescription>
          </Alert>
        ) : null}
        <FormError
          error={isPlanOverlap(mutation.error) ? null : mutation.error}
          fallback="Failed to save the plan"
        />
        <PlanOverlapWarning
          error={mutation.error}
          confirmLabel={editing ? 'Save anyway' : 'Create anyway'}
          isPending={mutation.isPending}
          onConfirm={() => void onConfirmOverlap()}
        />
        <TextField
          control={control}
          name="title"
          id={`${id}-title`}
          label="Title"
          placeholder="e.g. Clean fryer oil system"
          autoComplete="off"
          maxLength={PM_TITLE_MAX}
        />
        <TextField
          control={control}
          name="description"
          id={`${id}-description`}
          label="Description"
          isMultiline
          rows={3}
          maxLength={PM_DESCRIPTION_MAX}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Covers</legend>
          <div role="radiogroup" aria-label="Covers" className="grid gap-2 sm:grid-cols-3">
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
                {PM_PLAN_SCOPE_LABELS[option]}
              </Label>
            ))}
          </div>
          {scope.field.value === 'equipment' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                control={control}
                name="equipmentStoreId"
                id={`${id}-equipment-store`}
                label="Store"
                placeholder="Choose a store"
                options={storeOptions}
                triggerClassName="w-full"
              />
              <SelectField
                control={control}
                name="equipmentId"
                id={`${id}-equipment`}
                label="Equipment"
                placeholder={equipmentStoreId ? 'Choose the equipment' : 'Choose a store first'}
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
                    ? 'Category of the units'
                    : 'Category of the work'
                }
                placeholder="Choose a category"
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
            label="Start date"
            type="date"
          />
          <TextField
            control={control}
            name="dueTime"
            id={`${id}-time`}
            label="Due time"
            type="time"
          />
          <TextField
            control={control}
            name="leadDays"
            id={`${id}-lead`}
            label="Lead time (days)"
            inputMode="numeric"
            maxLength={3}
            hint={{
              id: `${id}-lead-hint`,
              text: 'The ticket is created this many days before it is due.',
            }}
          />
          <SelectField
            control={control}
            name="priority"
            id={`${id}-priority`}
            label="Priority"
            options={TICKET_PRIORITIES.map((priority) => ({
              value: priority,
              label: priorityLabel(priority),
            }))}
            triggerClassName="w-full"
          />
          <SelectField
            control={control}
            name="defaultTechnicianId"
            id={`${id}-technician`}
            label="Default technician"
            placeholder="Unassigned"
            options={[
              { value: NO_TECHNICIAN, label: 'Unassigned' },
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
            label="Estimated duration (minutes)"
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
          submitLabel={editing ? 'Save Changes' : 'Create Plan'}
        />
      </AppForm>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <PlanPreview control={control} />
      </div>
    </div>
  );
}
