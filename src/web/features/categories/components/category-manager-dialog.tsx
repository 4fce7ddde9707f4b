import { TagsIcon } from 'lucide-react';

import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';

import { CategoryManager } from './category-manager.tsx';

/** Product rules §2: the equipment category manager is a modal with a list and add, edit and delete. */
export function CategoryManagerDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <TagsIcon aria-hidden="true" />
          Manage Categories
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Category Manager</DialogTitle>
          <DialogDescription>Add, edit and delete equipment categories.</DialogDescription>
        </DialogHeader>
        <CategoryManager />
      </DialogContent>
    </Dialog>
  );
}
