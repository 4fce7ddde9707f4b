import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';

import type { SpendGroup, SpendReport, VendorScorecard } from '#contract/schemas/spend.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

/** Inclusive days (YYYY-MM-DD, business time zone) and the grouping. */
export interface SpendFilters {
  from: string;
  to: string;
  groupBy: SpendGroup;
}

function spendQuery(filters: SpendFilters) {
  return { from: filters.from, to: filters.to, groupBy: filters.groupBy };
}

/** GET /api/reports/spend (admins). */
function getSpendReport(filters: SpendFilters, signal?: AbortSignal): Promise<SpendReport> {
  return apiRequest('GET /api/reports/spend', { query: spendQuery(filters), signal });
}

/** The server's CSV of the same report (GET /api/reports/spend.csv), same numbers as decimals. */
export function spendCsvUrl(filters: SpendFilters): string {
  return `${API_PATHS.spendReport}.csv?${new URLSearchParams(spendQuery(filters)).toString()}`;
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
function getVendorScorecard(
  vendorId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<VendorScorecard> {
  return apiRequest('GET /api/vendors/:id/scorecard', {
    params: { id: vendorId },
    query: { from: range.from, to: range.to },
    signal,
  });
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
