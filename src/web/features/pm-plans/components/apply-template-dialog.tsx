import { useState } from 'react';

import type { PmTemplate } from '#contract/schemas/pm-plan.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useStoreOptions, useTechnicianOptions } from '../api/get-plan-options.ts';
import { useApplyPmTemplate } from '../api/pm-templates.ts';
import { NO_TECHNICIAN } from '../lib/plan-form-values.ts';
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
  const stores = useStoreOptions();
  const technicians = useTechnicianOptions();
  const mutation = useApplyPmTemplate();
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [startDate, setStartDate] = useState('');
  const [technicianId, setTechnicianId] = useState(NO_TECHNICIAN);
  const [storeError, setStoreError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={`Apply ${template.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (locationIds.length === 0) {
          setStoreError('Choose at least one store');
          return;
        }
        mutation.mutate(
          {
            id: template.id,
            input: {
              locationIds,
              startDate: startDate || null,
              defaultTechnicianId: technicianId === NO_TECHNICIAN ? null : technicianId,
            },
          },
          {
            onSuccess: (result) => {
              const count = result.plans.length;
              notifySuccess(
                `${String(count)} plan${count === 1 ? '' : 's'} created`,
                template.title,
              );
              onDone();
            },
          },
        );
      }}
    >
      <FormError error={mutation.error} fallback="Failed to apply the template" />
      <StoreChecklist
        id="apply-stores"
        stores={stores.data ?? []}
        value={locationIds}
        onChange={(next) => {
          setLocationIds(next);
          setStoreError(undefined);
        }}
        error={storeError}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="apply-start">Start date (optional)</Label>
          <Input
            id="apply-start"
            type="date"
            value={startDate}
            onChange={(event) => {
              setStartDate(event.target.value);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="apply-technician">Default technician (optional)</Label>
          <Select value={technicianId} onValueChange={setTechnicianId}>
            <SelectTrigger id="apply-technician" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_TECHNICIAN}>Unassigned</SelectItem>
              {(technicians.data ?? []).map((technician) => (
                <SelectItem key={technician.id} value={technician.id}>
                  {technician.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <FormActions
        isEditing
        isPending={mutation.isPending}
        canSave={!mutation.isPending}
        onCancel={onCancel}
        submitLabel="Apply"
        pendingLabel="Applying..."
      />
    </form>
  );
}

/** 'Apply to stores': the template's plan for each chosen store in one step (admins). */
export function ApplyTemplateDialog({ template }: { template: PmTemplate }) {
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
        Apply to stores
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={`Apply ${template.title}`}
        description={`${template.recurrenceText}. The plans start on the chosen date, or today.`}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      >
        {(close) => <ApplyTemplateForm template={template} onCancel={close} onDone={close} />}
      </FormDialog>
    </>
  );
}
