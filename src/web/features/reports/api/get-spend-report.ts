import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';

import type { SpendGroup, SpendReport, VendorScorecard } from '#contract/schemas/spend.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** Inclusive days (YYYY-MM-DD, business time zone) and the grouping. */
export interface SpendFilters {
  from: string;
  to: string;
  groupBy: SpendGroup;
}

function spendQuery(filters: SpendFilters): string {
  return new URLSearchParams({
    from: filters.from,
    to: filters.to,
    groupBy: filters.groupBy,
  }).toString();
}

/** GET /api/reports/spend (admins). */
export function getSpendReport(filters: SpendFilters, signal?: AbortSignal): Promise<SpendReport> {
  return apiFetch<SpendReport>(`${API_PATHS.spendReport}?${spendQuery(filters)}`, { signal });
}

/** The server's CSV of the same report (GET /api/reports/spend.csv), same numbers as decimals. */
export function spendCsvUrl(filters: SpendFilters): string {
  return `${API_PATHS.spendReport}.csv?${spendQuery(filters)}`;
}

/** The report of a period; the previous one stays on screen while the next loads. */
export function useSpendReport(filters: SpendFilters, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.costs.spend(filters),
    queryFn: ({ signal }) => getSpendReport(filters, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/vendors/{id}/scorecard?from=&to= (admins). */
export function getVendorScorecard(
  vendorId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<VendorScorecard> {
  const query = new URLSearchParams(range).toString();
  return apiFetch<VendorScorecard>(
    `${API_PATHS.vendors}/${encodeURIComponent(vendorId)}/scorecard?${query}`,
    { signal },
  );
}

/** One scorecard per vendor over the same days. */
export function useVendorScorecards(vendorIds: string[], range: { from: string; to: string }) {
  return useQueries({
    queries: vendorIds.map((vendorId) => ({
      queryKey: queryKeys.costs.scorecard(vendorId, range),
      queryFn: ({ signal }: { signal: AbortSignal }) => getVendorScorecard(vendorId, range, signal),
    })),
  });
}
