import { TagsIcon } from 'lucide-react';

import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';

import { CategoryManager } from './category-manager.tsx';

/** Product rules §2: the equipment category manager is a modal with a list and add, edit and delete. */
export function CategoryManagerDialog() {
  return (
    <TitledDialog
      trigger={
        <Button>
          <TagsIcon aria-hidden="true" />
          Manage Categories
        </Button>
      }
      title="Category Manager"
      description="Add, edit and delete equipment categories."
      className="sm:max-w-2xl"
    >
      <CategoryManager />
    </TitledDialog>
  );
}
