import { TagIcon } from 'lucide-react';

import type { Category } from '#contract/schemas/category.ts';
import { ManagedItemRow } from '#web/components/managed-item-row.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeleteCategory } from '../api/delete-category.ts';

interface CategoryRowProps {
  category: Category;
  isEditing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

export function CategoryRow({ category, isEditing, onEdit, onDeleted }: CategoryRowProps) {
  const deleteMutation = useDeleteCategory();

  function handleDelete() {
    deleteMutation.mutate(
      category.id,
      toastOutcome('Category deleted successfully', 'Failed to delete category', onDeleted),
    );
  }

  return (
    <ManagedItemRow
      icon={<TagIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
      title={category.name}
      isEditing={isEditing}
      editLabel={`Edit ${category.name}`}
      onEdit={onEdit}
      deleteLabel={`Delete ${category.name}`}
      confirmTitle={`Delete ${category.name}?`}
      confirmDescription="A category that tickets use cannot be deleted. This cannot be undone."
      isDeletePending={deleteMutation.isPending}
      onConfirmDelete={handleDelete}
    >
      <p className="text-sm break-words text-muted-foreground">{category.description}</p>
    </ManagedItemRow>
  );
}
