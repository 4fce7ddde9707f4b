import { PencilIcon, TagIcon, Trash2Icon } from 'lucide-react';

import type { Category } from '#contract/schemas/category.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { cn } from '#web/lib/utils.ts';

import { useDeleteCategory } from '../api/delete-category.ts';

export interface CategoryRowProps {
  category: Category;
  isEditing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

export function CategoryRow({ category, isEditing, onEdit, onDeleted }: CategoryRowProps) {
  const deleteMutation = useDeleteCategory();

  function handleDelete() {
    deleteMutation.mutate(category.id, {
      onSuccess: () => {
        notifySuccess('Category deleted successfully');
        onDeleted();
      },
      onError: (error) => {
        notifyError('Failed to delete category', errorText(error, 'Please try again.'));
      },
    });
  }

  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3',
        isEditing && 'border-primary bg-accent/50',
      )}
    >
      <TagIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{category.name}</p>
        <p className="text-sm break-words text-muted-foreground">{category.description}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${category.name}`}
          onClick={onEdit}
          disabled={isEditing}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete ${category.name}`}
              disabled={deleteMutation.isPending}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {category.name}?</AlertDialogTitle>
              <AlertDialogDescription>
                A category that tickets use cannot be deleted. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className="bg-destructive text-white hover:bg-destructive/90"
                onClick={handleDelete}
              >
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
