import { TagsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Category } from '#contract/schemas/category.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';

import { CategoryManager } from './category-manager.tsx';

interface CategoryManagerDialogProps {
  /**
   * Issue 36: the screen's list opens the manager on a category to edit; leave them out for a
   * manager that keeps its own state.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  editing?: Category | null;
}

/** Product rules §2: the equipment category manager is a modal with a list and add, edit and delete. */
export function CategoryManagerDialog({ open, onOpenChange, editing }: CategoryManagerDialogProps) {
  const { t } = useTranslation('categories');
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <TagsIcon aria-hidden="true" />
          {t('manager.open')}
        </Button>
      }
      title={t('manager.title')}
      description={t('manager.description')}
      className="sm:max-w-2xl"
    >
      <CategoryManager initialEditing={editing ?? null} />
    </TitledDialog>
  );
}
