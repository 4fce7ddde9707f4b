import { useQuery } from '@tanstack/react-query';

import type {
  CreatePayPeriodInput,
  LockPayPeriodInput,
  UnlockPayPeriodInput,
} from '#contract/schemas/timesheet.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useMutationWithRefresh } from '#web/lib/refreshing-mutation.ts';

import { refreshAfterTimeChange } from './refresh-after-time-change.ts';

const PAYROLL_EXPORT_PATH = '/api/payroll/export.csv';

export function usePayPeriods(isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.payPeriods.all(),
    queryFn: ({ signal }) => apiRequest('GET /api/pay-periods', { signal }),
  });
}

export function useCreatePayPeriod() {
  return useMutationWithRefresh(refreshAfterTimeChange, (input: CreatePayPeriodInput) =>
    apiRequest('POST /api/pay-periods', { body: input }),
  );
}

export function useLockPayPeriod() {
  return useMutationWithRefresh(
    refreshAfterTimeChange,
    ({ id, input }: { id: string; input: LockPayPeriodInput }) =>
      apiRequest('POST /api/pay-periods/:id/lock', { params: { id }, body: input }),
  );
}

export function useUnlockPayPeriod() {
  return useMutationWithRefresh(
    refreshAfterTimeChange,
    ({ id, input }: { id: string; input: UnlockPayPeriodInput }) =>
      apiRequest('POST /api/pay-periods/:id/unlock', { params: { id }, body: input }),
  );
}

/** The CSV's address: a plain download link, the session cookie goes along. */
export function payrollExportHref(payPeriodId: string, includeUnapproved: boolean): string {
  const search = new URLSearchParams({ payPeriodId });
  if (includeUnapproved) search.set('includeUnapproved', 'true');
  return `${PAYROLL_EXPORT_PATH}?${search.toString()}`;
}
