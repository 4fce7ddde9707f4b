import { TagIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation(['categories', 'directory']);
  const deleteMutation = useDeleteCategory();

  function handleDelete() {
    deleteMutation.mutate(
      category.id,
      toastOutcome(t('row.deleted'), t('row.deleteFailed'), onDeleted),
    );
  }

  return (
    <ManagedItemRow
      icon={<TagIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
      title={category.name}
      isEditing={isEditing}
      editLabel={t('directory:editName', { name: category.name })}
      onEdit={onEdit}
      deleteLabel={t('row.delete', { name: category.name })}
      confirmTitle={t('row.confirmTitle', { name: category.name })}
      confirmDescription={t('row.confirmText')}
      isDeletePending={deleteMutation.isPending}
      onConfirmDelete={handleDelete}
    >
      <p className="text-sm break-words text-muted-foreground">{category.description}</p>
    </ManagedItemRow>
  );
}
