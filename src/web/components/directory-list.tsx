import type { LucideIcon } from 'lucide-react';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DirectorySearch } from '#web/components/directory-search.tsx';
import { CardList, ListTable } from '#web/components/list-table.tsx';
import { RetryAlert } from '#web/components/retry-alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableRow } from '#web/components/ui/table.tsx';
import { matchesSearch } from '#web/lib/matches-search.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

/** A count the server answers beside a directory's list: still loading, failed, or there. */
export type CountsState<T> =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; counts?: T };

interface CountsQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** Each item's counts from a counts answer keyed by `keyOf`, as the list draws them. */
export function countsStates<T>(
  query: CountsQuery<T>,
  keyOf: (row: T) => string,
): (id: string) => CountsState<T> {
  const byId = new Map((query.data ?? []).map((row) => [keyOf(row), row]));
  return (id) =>
    query.isPending
      ? { kind: 'loading' }
      : query.isError
        ? { kind: 'failed' }
        : { kind: 'ready', counts: byId.get(id) };
}

/** 'Edit' on a directory row: opens the screen's manager (the spec's modal) on that item. */
export function DirectoryEditButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  const { t } = useTranslation('directory');
  return (
    <Button variant="outline" size="sm" aria-label={t('editName', { name })} onClick={onEdit}>
      <PencilIcon aria-hidden="true" />
      {t('edit')}
    </Button>
  );
}

/** A directory's own words around its list (decision 044: whole sentences from its catalogue). */
interface DirectoryTexts {
  /** 'Search locations': the search box's name and placeholder. */
  search: string;
  /** 'Loading locations': the skeleton's name. */
  loading: string;
  /** '3 locations' when nothing is filtered out, else '1 of 3 locations'. */
  count: (shown: number, total: number) => string;
  /** 'No locations match “fry”.' */
  noMatch: (search: string) => string;
}

interface DirectoryListProps<T extends { id: string }> {
  texts: DirectoryTexts;
  /** The list's accessible name ('Location list') and the phone cards' ('Locations'). */
  label: string;
  cardsLabel: string;
  query: {
    data: T[] | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => Promise<unknown>;
  };
  /** What a failed load says, in the alert with its Retry button. */
  failed: ReactNode;
  empty: { icon: LucideIcon; title: string; text?: string };
  /** The texts a search matches for an item. */
  searchable: (item: T) => (string | null | undefined)[];
  /** The counts beside the list, when it has any: a failed load says so above the list. */
  counts?: { isError: boolean; refetch: () => Promise<unknown> };
  headings: ReactNode[];
  /** An item's table cells (from 768 px) and its phone card. */
  cells: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
}

/**
 * Issue 36: a directory screen's list on the page itself (locations, categories, users): loading,
 * failed and empty states, a search box with how many items it shows, a table from 768 px and
 * cards on a phone; adding, editing and deleting stay in the screen's manager.
 */
export function DirectoryList<T extends { id: string }>({
  texts,
  label,
  cardsLabel,
  query,
  failed,
  empty,
  searchable,
  counts,
  headings,
  cells,
  card,
}: DirectoryListProps<T>) {
  const { t } = useTranslation('directory');
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={texts.loading}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <RetryAlert onRetry={() => void query.refetch()}>{failed}</RetryAlert>;
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    const EmptyIcon = empty.icon;
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <EmptyIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{empty.title}</p>
        {empty.text ? <p className="max-w-sm text-sm text-muted-foreground">{empty.text}</p> : null}
      </div>
    );
  }
  const shown = items.filter((item) => matchesSearch(search, searchable(item)));
  return (
    <section aria-label={label} className="grid gap-3">
      <DirectorySearch
        label={texts.search}
        value={search}
        onChange={setSearch}
        status={texts.count(shown.length, items.length)}
      />
      {counts?.isError === true ? (
        <RetryAlert onRetry={() => void counts.refetch()}>
          <p>{t('countsFailed')}</p>
        </RetryAlert>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {texts.noMatch(search.trim())}
        </p>
      ) : isMobile ? (
        <CardList items={shown} label={cardsLabel}>
          {card}
        </CardList>
      ) : (
        <ListTable headings={headings}>
          {shown.map((item) => (
            <TableRow key={item.id}>{cells(item)}</TableRow>
          ))}
        </ListTable>
      )}
    </section>
  );
}

/** The screen-reader heading of a directory table's last column, where Edit sits. */
export function ActionsHeading() {
  const { t } = useTranslation('directory');
  return <span className="sr-only">{t('actions')}</span>;
}
