import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Category } from '#contract/schemas/category.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { CategoryDirectory } from '#web/features/categories/components/category-directory.tsx';
import { CategoryManagerDialog } from '#web/features/categories/components/category-manager-dialog.tsx';

export default function CategoriesScreen() {
  const { t } = useTranslation('categories');
  const [isManagerOpen, setIsManagerOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <CategoryManagerDialog
            open={isManagerOpen}
            onOpenChange={(isOpen) => {
              setIsManagerOpen(isOpen);
              if (!isOpen) setEditing(null);
            }}
            editing={editing}
          />
        }
      />
      {/* Issue 36: the list on the page; the manager (the spec's modal) adds, edits and deletes. */}
      <CategoryDirectory
        onEdit={(category) => {
          setEditing(category);
          setIsManagerOpen(true);
        }}
      />
    </>
  );
}
