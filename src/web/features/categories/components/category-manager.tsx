import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_CATEGORIES } from '#contract/constants.ts';
import type { Category } from '#contract/schemas/category.ts';
import { RetryAlert } from '#web/components/retry-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { useCategories } from '../api/get-categories.ts';
import { CategoryForm } from './category-form.tsx';
import { CategoryRow } from './category-row.tsx';

interface CategoryManagerProps {
  /** Issue 36: the category the screen's list asked to edit, in the form when the manager opens. */
  initialEditing?: Category | null;
}

/** The category manager's body: the add/edit form, the limit and the list. */
export function CategoryManager({ initialEditing = null }: CategoryManagerProps) {
  const { t } = useTranslation('categories');
  const categoriesQuery = useCategories();
  const [editing, setEditing] = useState<Category | null>(initialEditing);
  const count = categoriesQuery.data?.length ?? 0;
  const isAtLimit = count >= MAX_CATEGORIES;

  return (
    <div className="grid gap-4">
      <CategoryForm
        key={editing?.id ?? 'new'}
        editing={editing}
        isAtLimit={isAtLimit}
        onDone={() => {
          setEditing(null);
        }}
      />
      {categoriesQuery.isSuccess ? (
        isAtLimit ? (
          <p className="text-sm font-medium text-destructive" role="status">
            {t('manager.atLimit', { count, max: MAX_CATEGORIES })}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            {t('manager.count', { count, max: MAX_CATEGORIES })}
          </p>
        )
      ) : null}
      {categoriesQuery.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : categoriesQuery.isError ? (
        <RetryAlert onRetry={() => void categoriesQuery.refetch()}>
          <p>{t('list.failed')}</p>
        </RetryAlert>
      ) : categoriesQuery.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('manager.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('list.cards')}>
          {categoriesQuery.data.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              isEditing={category.id === editing?.id}
              onEdit={() => {
                setEditing(category);
              }}
              onDeleted={() => {
                if (editing?.id === category.id) setEditing(null);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
