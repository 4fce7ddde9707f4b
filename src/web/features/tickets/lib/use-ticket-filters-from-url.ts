import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { parseBoardFilters, serializeBoardFilters } from '../lib/board-filters.ts';
import type { BoardFilters } from '../lib/board-filters.ts';

/**
 * The board's filters live in the address (decision 026), so a reload, a shared link and Back
 * keep them. A change replaces the history entry: Back leaves the board instead of undoing
 * each filter click.
 */
export function useTicketFiltersFromUrl(): {
  filters: BoardFilters;
  search: string;
  setFilters: (next: BoardFilters) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseBoardFilters(new URLSearchParams(search)), [search]);
  const setFilters = useCallback(
    (next: BoardFilters) => {
      setSearchParams(serializeBoardFilters(next), { replace: true });
    },
    [setSearchParams],
  );
  return { filters, search: search ? `?${search}` : '', setFilters };
}
