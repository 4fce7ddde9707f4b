import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type { NamedOption } from '#web/lib/named-options.ts';
export { useCategoryOptions as useTradeOptions, useStoreOptions } from '#web/lib/named-options.ts';

/** The chain's currency for showing amounts (admins read the vendor settings). */
export function useVendorCurrency(): string {
  const settings = useQuery({
    queryKey: queryKeys.vendorSettings(),
    queryFn: ({ signal }) => apiRequest('GET /api/settings/vendors', { signal }),
  });
  return settings.data?.currency ?? 'USD';
}
