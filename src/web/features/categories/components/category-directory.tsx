import { PencilIcon, TagsIcon } from 'lucide-react';
import { useState } from 'react';

import type { Category, CategoryTicketCounts } from '#contract/schemas/category.ts';
import { DirectorySearch } from '#web/components/directory-search.tsx';
import { CardList, ListTable } from '#web/components/list-table.tsx';
import { RetryAlert } from '#web/components/retry-alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableCell, TableRow } from '#web/components/ui/table.tsx';
import { matchesSearch } from '#web/lib/matches-search.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { useCategories } from '../api/get-categories.ts';
import { useCategoryTicketCounts } from '../api/get-category-ticket-counts.ts';

interface CategoryDirectoryProps {
  /** Opens the category manager (the spec's modal) with this category in its edit form. */
  onEdit: (category: Category) => void;
}

type CountsState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; counts?: CategoryTicketCounts };

function OpenTickets({ state }: { state: CountsState }) {
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

function AllTickets({ state }: { state: CountsState }) {
  if (state.kind !== 'ready') return <span className="text-muted-foreground">—</span>;
  return <>{state.counts?.totalTickets ?? 0}</>;
}

function EditButton({ category, onEdit }: { category: Category; onEdit: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-label={`Edit ${category.name}`} onClick={onEdit}>
      <PencilIcon aria-hidden="true" />
      Edit
    </Button>
  );
}

/**
 * Issue 36: the equipment categories on the page itself, searchable, with the server's ticket counts
 * (the tickets the reader may see); adding, editing and deleting stay in the category manager.
 */
export function CategoryDirectory({ onEdit }: CategoryDirectoryProps) {
  const query = useCategories();
  const countsQuery = useCategoryTicketCounts();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading categories">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        <p>Failed to load categories. Please try again.</p>
      </RetryAlert>
    );
  }
  const categories = query.data;
  if (categories.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <TagsIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No categories yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Add the kinds of equipment tickets are filed under with Manage Categories.
        </p>
      </div>
    );
  }
  const countsById = new Map((countsQuery.data ?? []).map((row) => [row.categoryId, row]));
  const countsOf = (category: Category): CountsState =>
    countsQuery.isPending
      ? { kind: 'loading' }
      : countsQuery.isError
        ? { kind: 'failed' }
        : { kind: 'ready', counts: countsById.get(category.id) };
  const shown = categories.filter((category) =>
    matchesSearch(search, [category.name, category.description]),
  );
  return (
    <section aria-label="Category list" className="grid gap-3">
      <DirectorySearch
        what="categories"
        value={search}
        onChange={setSearch}
        shown={shown.length}
        total={categories.length}
      />
      {countsQuery.isError ? (
        <RetryAlert onRetry={() => void countsQuery.refetch()}>
          <p>The ticket counts could not be loaded.</p>
        </RetryAlert>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No categories match “{search.trim()}”.
        </p>
      ) : isMobile ? (
        <CardList items={shown} label="Categories">
          {(category) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium break-words">{category.name}</p>
                <OpenTickets state={countsOf(category)} />
              </div>
              <p className="text-sm break-words text-muted-foreground">{category.description}</p>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm text-muted-foreground">
                  <AllTickets state={countsOf(category)} /> tickets in all
                </span>
                <EditButton
                  category={category}
                  onEdit={() => {
                    onEdit(category);
                  }}
                />
              </div>
            </>
          )}
        </CardList>
      ) : (
        <ListTable
          headings={[
            'Category',
            'Description',
            'Open tickets',
            'All tickets',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {shown.map((category) => (
            <TableRow key={category.id}>
              <TableCell className="font-medium whitespace-normal">{category.name}</TableCell>
              <TableCell className="whitespace-normal text-muted-foreground">
                {category.description}
              </TableCell>
              <TableCell>
                <OpenTickets state={countsOf(category)} />
              </TableCell>
              <TableCell className="tabular-nums">
                <AllTickets state={countsOf(category)} />
              </TableCell>
              <TableCell className="text-right">
                <EditButton
                  category={category}
                  onEdit={() => {
                    onEdit(category);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
    </section>
  );
}
