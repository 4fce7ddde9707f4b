import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';

interface FormActionsProps {
  /** Editing an existing item shows Cancel next to the save button. */
  isEditing: boolean;
  isPending: boolean;
  canSave: boolean;
  onCancel: () => void;
  /** 'Update Location', 'Add Location'…; `pendingLabel` replaces it while the save runs. */
  submitLabel: string;
  /** 'Saving...' unless the action says better ('Reopening...'). */
  pendingLabel?: string;
  /** A submit button of the form's own (the category limit's explaining one), instead of ours. */
  submit?: ReactNode;
}

/**
 * The footer of the add/edit forms and form dialogs (the dialog footer's layout): Cancel while
 * editing, and the submit button.
 */
export function FormActions({
  isEditing,
  isPending,
  canSave,
  onCancel,
  submitLabel,
  pendingLabel,
  submit,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {isEditing ? (
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          {t('shared.cancel')}
        </Button>
      ) : null}
      {submit ?? (
        <Button type="submit" disabled={!canSave}>
          {isPending ? (pendingLabel ?? t('shared.saving')) : submitLabel}
        </Button>
      )}
    </div>
  );
}
