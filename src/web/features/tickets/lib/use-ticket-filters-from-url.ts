import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { parseBoardFilters, serializeBoardFilters } from '../lib/board-filters.ts';
import type { BoardFilters } from '../lib/board-filters.ts';

/**
 * The board's filters live in the address (decision 026), so a reload, a shared link and Back
 * keep them. A change replaces the history entry: Back leaves the board instead of undoing
 * each filter click.
 *
 * The data router commits a navigation asynchronously, so two quick changes would each start
 * from the address before the other landed and the first would be lost. The filters last
 * written are therefore shown until the address catches up with them.
 */
export function useTicketFiltersFromUrl(): {
  filters: BoardFilters;
  search: string;
  setFilters: (next: BoardFilters) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressSearch = searchParams.toString();
  const [written, setWritten] = useState<string | null>(null);
  // The address has caught up: follow it again (adjusting state while rendering, not in an effect).
  if (written !== null && written === addressSearch) setWritten(null);
  const search = written ?? addressSearch;
  const filters = useMemo(() => parseBoardFilters(new URLSearchParams(search)), [search]);
  const setFilters = useCallback(
    (next: BoardFilters) => {
      const nextSearch = serializeBoardFilters(next);
      setWritten(nextSearch.toString());
      setSearchParams(nextSearch, { replace: true });
    },
    [setSearchParams],
  );
  return { filters, search: search ? `?${search}` : '', setFilters };
}
