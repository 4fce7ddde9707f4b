import { TagsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Category, CategoryTicketCounts } from '#contract/schemas/category.ts';
import {
  ActionsHeading,
  countsStates,
  DirectoryEditButton,
  DirectoryList,
} from '#web/components/directory-list.tsx';
import type { CountsState } from '#web/components/directory-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableCell } from '#web/components/ui/table.tsx';

import { useCategories } from '../api/get-categories.ts';
import { useCategoryTicketCounts } from '../api/get-category-ticket-counts.ts';

interface CategoryDirectoryProps {
  /** Opens the category manager (the spec's modal) with this category in its edit form. */
  onEdit: (category: Category) => void;
}

type Counts = CountsState<CategoryTicketCounts>;

function OpenTickets({ state }: { state: Counts }) {
  const { t } = useTranslation('directory');
  if (state.kind === 'loading')
    return <Skeleton className="h-5 w-16" aria-label={t('loadingCounts')} />;
  if (state.kind === 'failed') return <span className="text-muted-foreground">—</span>;
  const open = state.counts?.activeTickets ?? 0;
  return open > 0 ? (
    <Badge variant="secondary">{t('open', { count: open })}</Badge>
  ) : (
    <Badge variant="outline">{t('noneOpen')}</Badge>
  );
}

function AllTickets({ state }: { state: Counts }) {
  if (state.kind !== 'ready') return <span className="text-muted-foreground">—</span>;
  return <>{state.counts?.totalTickets ?? 0}</>;
}

/** The phone card's '7 tickets in all'. */
function TicketsInAll({ state }: { state: Counts }) {
  const { t } = useTranslation('directory');
  return (
    <span className="text-sm text-muted-foreground">
      {state.kind === 'ready'
        ? t('ticketsInAll', { count: state.counts?.totalTickets ?? 0 })
        : t('ticketsInAllUnknown')}
    </span>
  );
}

/**
 * Issue 36: the equipment categories on the page itself, searchable, with the server's ticket counts
 * (the tickets the reader may see); adding, editing and deleting stay in the category manager.
 */
export function CategoryDirectory({ onEdit }: CategoryDirectoryProps) {
  const { t } = useTranslation('categories');
  const query = useCategories();
  const countsQuery = useCategoryTicketCounts();
  const countsOf = countsStates(countsQuery, (row) => row.categoryId);
  const edit = (category: Category) => (
    <DirectoryEditButton
      name={category.name}
      onEdit={() => {
        onEdit(category);
      }}
    />
  );
  return (
    <DirectoryList
      texts={{
        search: t('list.search'),
        loading: t('list.loading'),
        count: (shown, total) =>
          shown === total
            ? t('list.count', { count: total })
            : t('list.countOf', { shown, count: total }),
        noMatch: (search) => t('list.noMatch', { search }),
      }}
      label={t('list.label')}
      cardsLabel={t('list.cards')}
      query={query}
      failed={<p>{t('list.failed')}</p>}
      empty={{
        icon: TagsIcon,
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
      }}
      searchable={(category) => [category.name, category.description]}
      counts={countsQuery}
      headings={[
        t('headings.category'),
        t('headings.description'),
        t('headings.openTickets'),
        t('headings.allTickets'),
        <ActionsHeading key="actions" />,
      ]}
      cells={(category) => (
        <>
          <TableCell className="font-medium whitespace-normal">{category.name}</TableCell>
          <TableCell className="whitespace-normal text-muted-foreground">
            {category.description}
          </TableCell>
          <TableCell>
            <OpenTickets state={countsOf(category.id)} />
          </TableCell>
          <TableCell className="tabular-nums">
            <AllTickets state={countsOf(category.id)} />
          </TableCell>
          <TableCell className="text-right">{edit(category)}</TableCell>
        </>
      )}
      card={(category) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium break-words">{category.name}</p>
            <OpenTickets state={countsOf(category.id)} />
          </div>
          <p className="text-sm break-words text-muted-foreground">{category.description}</p>
          <div className="flex items-center justify-between gap-2">
            <TicketsInAll state={countsOf(category.id)} />
            {edit(category)}
          </div>
        </>
      )}
    />
  );
}
