import { TagsIcon } from 'lucide-react';

import type { Category, CategoryTicketCounts } from '#contract/schemas/category.ts';
import {
  ACTIONS_HEADING,
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
  if (state.kind === 'loading')
    return <Skeleton className="h-5 w-16" aria-label="Loading counts" />;
  if (state.kind === 'failed') return <span className="text-muted-foreground">—</span>;
  const open = state.counts?.activeTickets ?? 0;
  return open > 0 ? (
    <Badge variant="secondary">{open} open</Badge>
  ) : (
    <Badge variant="outline">None open</Badge>
  );
}

function AllTickets({ state }: { state: Counts }) {
  if (state.kind !== 'ready') return <span className="text-muted-foreground">—</span>;
  return <>{state.counts?.totalTickets ?? 0}</>;
}

/**
 * Issue 36: the equipment categories on the page itself, searchable, with the server's ticket counts
 * (the tickets the reader may see); adding, editing and deleting stay in the category manager.
 */
export function CategoryDirectory({ onEdit }: CategoryDirectoryProps) {
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
      what="categories"
      label="Category list"
      cardsLabel="Categories"
      query={query}
      failed={<p>Failed to load categories. Please try again.</p>}
      empty={{
        icon: TagsIcon,
        title: 'No categories yet',
        text: 'Add the kinds of equipment tickets are filed under with Manage Categories.',
      }}
      searchable={(category) => [category.name, category.description]}
      counts={countsQuery}
      headings={['Category', 'Description', 'Open tickets', 'All tickets', ACTIONS_HEADING]}
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
            <span className="text-sm text-muted-foreground">
              <AllTickets state={countsOf(category.id)} /> tickets in all
            </span>
            {edit(category)}
          </div>
        </>
      )}
    />
  );
}
