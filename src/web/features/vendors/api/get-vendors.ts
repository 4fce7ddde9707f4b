import { useQuery } from '@tanstack/react-query';

import { getVendorsQueryOptions } from '#web/lib/vendors-query.ts';

export { getVendorsQueryOptions };

export function useVendors() {
  return useQuery(getVendorsQueryOptions());
}
