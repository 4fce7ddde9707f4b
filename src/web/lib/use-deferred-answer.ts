import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

interface DeferredAnswer<T> {
  /** The query's data as last drawn: it trails the query's own while React draws the new one. */
  data: T | undefined;
  /** Show the loading state: the query is pending, or its answer is not drawn yet (never on an error). */
  isWaiting: boolean;
}

/**
 * Decision 043, sixth pass: a list drawn from a query's answer at a transition's priority, which
 * React splits into slices of a few milliseconds with the browser free between them. TanStack Query
 * hands answers to React through useSyncExternalStore, whose updates React never splits: drawn as
 * the answer arrived, a dashboard list was one long task on a phone, the page unable to answer a tap
 * meanwhile. The answer's arrival draws the loading state again (cheap); the list follows.
 */
export function useDeferredAnswer<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError'>,
): DeferredAnswer<T> {
  const data = useDeferredValue(query.data);
  return { data, isWaiting: query.isPending || (!query.isError && data === undefined) };
}
