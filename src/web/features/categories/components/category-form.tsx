import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { SyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { MAX_CATEGORIES } from '#contract/constants.ts';
import type { Category, CategoryInput } from '#contract/schemas/category.ts';
import { CategoryInputSchema } from '#contract/schemas/category.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess, toastOutcome } from '#web/lib/notify.ts';

import { useCreateCategory } from '../api/create-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';

interface CategoryFormProps {
  /** The category being edited, or null to add a new one. */
  editing: Category | null;
  /** Product rules §5: at the limit of 10 no category can be added. */
  isAtLimit: boolean;
  onDone: () => void;
}

/** Add or edit an equipment category: name and description required (product rules §5). */
export function CategoryForm({ editing, isAtLimit, onDone }: CategoryFormProps) {
  const { t } = useTranslation('categories');
  const notifyLimitReached = () => {
    notifyError(t('form.limitTitle'), t('form.limitText', { max: MAX_CATEGORIES }));
  };
  const { control, handleSubmit, reset } = useForm<CategoryInput>({
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
  });
  const [name, description] = useWatch({ control, name: ['name', 'description'] });
  const createMutation = useCreateCategory();
  const updateMutation = useUpdateCategory();
  const nameId = useId();
  const descriptionId = useId();
  const isPending = createMutation.isPending || updateMutation.isPending;
  const isAddBlocked = !editing && isAtLimit;
  const canSave = name.trim() !== '' && description.trim() !== '' && !isPending;

  const save = handleSubmit((input) => {
    if (editing) {
      updateMutation.mutate(
        { id: editing.id, ...input },
        toastOutcome(t('form.updated'), t('form.updateFailed'), onDone),
      );
      return;
    }
    createMutation.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('form.added'));
        reset({ name: '', description: '' });
        onDone();
      },
      onError: (error) => {
        // Another admin may have taken the last place meanwhile.
        if (error instanceof ApiError && error.code === 'CATEGORY_LIMIT_REACHED') {
          notifyLimitReached();
          return;
        }
        notifyError(t('form.addFailed'), errorText(error, t('form.tryAgain')));
      },
    });
  });

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    if (isAddBlocked) {
      event.preventDefault();
      notifyLimitReached();
      return;
    }
    void save(event);
  }

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t('form.edit', { name: editing.name }) : t('form.add')}
    >
      <h3 className="text-sm font-semibold">
        {editing ? t('form.editTitle') : t('form.addTitle')}
      </h3>
      <TextField
        control={control}
        name="name"
        id={nameId}
        label={t('form.name')}
        maxLength={maxLengthOf(CategoryInputSchema.shape.name)}
        placeholder={t('form.namePlaceholder')}
        autoComplete="off"
        disabled={isAddBlocked}
      />
      <TextField
        control={control}
        name="description"
        id={descriptionId}
        label={t('form.description')}
        isMultiline
        maxLength={maxLengthOf(CategoryInputSchema.shape.description)}
        rows={2}
        placeholder={t('form.descriptionPlaceholder')}
        disabled={isAddBlocked}
      />
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? t('form.update') : t('form.submit')}
        submit={
          isAddBlocked ? (
            // Disabled for assistive technology and looks, yet still explains itself when pressed.
            <Button
              type="submit"
              aria-disabled="true"
              className="cursor-not-allowed opacity-50 hover:bg-primary"
            >
              {t('form.submit')}
            </Button>
          ) : undefined
        }
      />
    </form>
  );
}
