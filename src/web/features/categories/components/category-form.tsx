import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import { MAX_CATEGORIES } from '#contract/constants.ts';
import type { Category } from '#contract/schemas/category.ts';
import { CategoryInputSchema } from '#contract/schemas/category.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess, toastOutcome } from '#web/lib/notify.ts';

import { useCreateCategory } from '../api/create-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';

export interface CategoryFormProps {
  /** The category being edited, or null to add a new one. */
  editing: Category | null;
  /** Product rules §5: at the limit of 10 no category can be added. */
  isAtLimit: boolean;
  onDone: () => void;
}

function notifyLimitReached() {
  notifyError('Limit Reached', `Maximum limit of ${String(MAX_CATEGORIES)} categories reached`);
}

/** Add or edit an equipment category: name and description required (product rules §5). */
export function CategoryForm({ editing, isAtLimit, onDone }: CategoryFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const createMutation = useCreateCategory();
  const updateMutation = useUpdateCategory();
  const nameId = useId();
  const descriptionId = useId();
  const isPending = createMutation.isPending || updateMutation.isPending;
  const isAddBlocked = !editing && isAtLimit;
  const canSave = name.trim() !== '' && description.trim() !== '' && !isPending;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isAddBlocked) {
      notifyLimitReached();
      return;
    }
    if (!canSave) return;
    const input = CategoryInputSchema.parse({ name, description });
    if (editing) {
      updateMutation.mutate(
        { id: editing.id, ...input },
        toastOutcome('Category updated successfully', 'Failed to update category', onDone),
      );
      return;
    }
    createMutation.mutate(input, {
      onSuccess: () => {
        notifySuccess('Category added successfully');
        setName('');
        setDescription('');
        onDone();
      },
      onError: (error) => {
        // Another admin may have taken the last place meanwhile.
        if (error instanceof ApiError && error.code === 'CATEGORY_LIMIT_REACHED') {
          notifyLimitReached();
          return;
        }
        notifyError('Failed to add category', errorText(error, 'Please try again.'));
      },
    });
  }

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      onSubmit={handleSubmit}
      aria-label={editing ? `Edit ${editing.name}` : 'Add category'}
    >
      <h3 className="text-sm font-semibold">{editing ? 'Edit Category' : 'Add New Category'}</h3>
      <FormField id={nameId} label="Name">
        <Input
          id={nameId}
          value={name}
          maxLength={60}
          placeholder="e.g. Dish Machine"
          autoComplete="off"
          disabled={isAddBlocked}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </FormField>
      <FormField id={descriptionId} label="Description">
        <Textarea
          id={descriptionId}
          value={description}
          maxLength={300}
          rows={2}
          placeholder="What equipment belongs here"
          disabled={isAddBlocked}
          onChange={(event) => {
            setDescription(event.target.value);
          }}
        />
      </FormField>
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? 'Update Category' : 'Add Category'}
        submit={
          isAddBlocked ? (
            // Disabled for assistive technology and looks, yet still explains itself when pressed.
            <Button
              type="submit"
              aria-disabled="true"
              className="cursor-not-allowed opacity-50 hover:bg-primary"
            >
              Add Category
            </Button>
          ) : undefined
        }
      />
    </form>
  );
}
