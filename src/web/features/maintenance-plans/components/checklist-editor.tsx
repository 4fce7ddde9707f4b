import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useFormState } from 'react-hook-form';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CHECKLIST_ITEM_MAX, CHECKLIST_MAX_ITEMS } from '#contract/schemas/pm-plan.ts';
import { FieldError } from '#web/components/field-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';

import type { PlanFormOutput, PlanFormValues } from '../lib/plan-form-values.ts';

/** The plan's checklist: ordered items to add, edit, remove and move (each generated ticket gets a copy). */
export function ChecklistEditor({
  control,
  register,
}: {
  control: Control<PlanFormValues, unknown, PlanFormOutput>;
  register: UseFormRegister<PlanFormValues>;
}) {
  const { t } = useTranslation('maintenance-plans');
  const { fields, append, remove, move } = useFieldArray({ control, name: 'checklist' });
  const { errors } = useFormState({ control, name: 'checklist' });
  // The contract's item messages land on `checklist.N` (the text itself), the list's on `checklist`.
  const itemErrors = errors.checklist as
    | (({ message?: string } | undefined)[] & { message?: string; root?: { message?: string } })
    | undefined;
  const listError = itemErrors?.message ?? itemErrors?.root?.message;
  const isFull = fields.length >= CHECKLIST_MAX_ITEMS;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('checklist.legend')}</legend>
      <p className="text-xs text-muted-foreground">
        {t('checklist.hint', { max: CHECKLIST_MAX_ITEMS })}
      </p>
      <ol className="grid gap-2">
        {fields.map((field, index) => {
          const id = `checklist-item-${field.id}`;
          const error = itemErrors?.[index]?.message;
          return (
            <li key={field.id} className="grid gap-1">
              <div className="flex items-center gap-1">
                <span className="w-6 shrink-0 text-right text-sm text-muted-foreground">
                  {index + 1}.
                </span>
                <Input
                  id={id}
                  aria-label={t('checklist.item', { number: index + 1 })}
                  maxLength={CHECKLIST_ITEM_MAX}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(`checklist.${index}.text`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('checklist.up', { number: index + 1 })}
                  disabled={index === 0}
                  onClick={() => {
                    move(index, index - 1);
                  }}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('checklist.down', { number: index + 1 })}
                  disabled={index === fields.length - 1}
                  onClick={() => {
                    move(index, index + 1);
                  }}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('checklist.remove', { number: index + 1 })}
                  onClick={() => {
                    remove(index);
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={`${id}-error`} message={error} />
            </li>
          );
        })}
      </ol>
      <FieldError id="checklist-error" message={listError} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isFull}
          onClick={() => {
            append({ text: '' }, { shouldFocus: true });
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('checklist.add')}
        </Button>
      </div>
    </fieldset>
  );
}
