import { useCallback, useContext, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

import { parseBoardFilters, serializeBoardFilters } from '../lib/board-filters.ts';
import type { BoardFilters } from '../lib/board-filters.ts';

/** The board's own addresses: the list and a ticket opened over it. */
function isBoardAddress(pathname: string): boolean {
  return /^\/tickets(\/|$)/.test(pathname);
}

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
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const addressSearch = searchParams.toString();
  const [written, setWritten] = useState<string | null>(null);
  // The address has caught up: follow it again (adjusting state while rendering, not in an effect).
  if (written !== null && written === addressSearch) setWritten(null);
  const search = written ?? addressSearch;
  const filters = useMemo(() => parseBoardFilters(new URLSearchParams(search)), [search]);
  const setFilters = useCallback(
    (next: BoardFilters) => {
      // The search box writes its text after a pause. If the user has meanwhile left the board
      // (typed, opened a ticket, tapped 'Go to Time Clock'), the router already points at the next
      // screen while this one is still mounted, and the filters would land on that screen's address
      // (seen as /clock?q=… instead of /clock?ticketId=…). A filter change only applies on the board.
      // The router's own state, not this screen's location: that one still shows the board.
      const current = dataRouter?.router.state.location.pathname ?? window.location.pathname;
      if (!isBoardAddress(current)) return;
      const nextSearch = serializeBoardFilters(next);
      setWritten(nextSearch.toString());
      setSearchParams(nextSearch, { replace: true });
    },
    [dataRouter, setSearchParams],
  );
  return { filters, search: search ? `?${search}` : '', setFilters };
}
