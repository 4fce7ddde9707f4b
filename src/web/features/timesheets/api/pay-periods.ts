import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CreatePayPeriodInput,
  LockPayPeriodInput,
  PayPeriod,
  UnlockPayPeriodInput,
} from '#contract/schemas/timesheet.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

import { refreshAfterTimeChange } from './refresh-after-time-change.ts';

const PAYROLL_EXPORT_PATH = '/api/payroll/export.csv';

function periodPath(id: string): string {
  return `${API_PATHS.payPeriods}/${encodeURIComponent(id)}`;
}

export function usePayPeriods(isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.payPeriods.all(),
    queryFn: ({ signal }) => apiFetch<PayPeriod[]>(API_PATHS.payPeriods, { signal }),
  });
}

export function useCreatePayPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePayPeriodInput) =>
      apiFetch<PayPeriod>(API_PATHS.payPeriods, { method: 'POST', body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}

export function useLockPayPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LockPayPeriodInput }) =>
      apiFetch<PayPeriod>(`${periodPath(id)}/lock`, { method: 'POST', body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}

export function useUnlockPayPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UnlockPayPeriodInput }) =>
      apiFetch<PayPeriod>(`${periodPath(id)}/unlock`, { method: 'POST', body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}

/** The CSV's address: a plain download link, the session cookie goes along. */
export function payrollExportHref(payPeriodId: string, includeUnapproved: boolean): string {
  const search = new URLSearchParams({ payPeriodId });
  if (includeUnapproved) search.set('includeUnapproved', 'true');
  return `${PAYROLL_EXPORT_PATH}?${search.toString()}`;
}
