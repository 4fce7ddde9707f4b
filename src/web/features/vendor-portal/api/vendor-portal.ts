import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Language } from '#contract/languages.ts';
import type {
  PortalAcceptInput,
  PortalCheckOutInput,
  PortalDeclineInput,
  PortalNoteInput,
  VendorPortalView,
} from '#contract/schemas/vendor-portal.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// Decision 037: the vendor portal's calls. No session: the token in the address is the authority.

export function useVendorPortal(token: string) {
  return useQuery({
    queryKey: queryKeys.vendorPortal(token),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/vendor-portal/:token', { params: { token }, signal }),
    // 404, 410 and 429 are answers, not hiccups: show them at once.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
  });
}

interface InvoiceValues {
  number: string;
  /** Cents. */
  amount: number;
  labourHours: number;
  parts: string;
  file: File;
}

/** One portal step: its request, and the success line the vendor reads after it. */
export type PortalStep =
  | { action: 'accept'; body: PortalAcceptInput }
  | { action: 'decline'; body: PortalDeclineInput }
  | { action: 'check-in' }
  | { action: 'check-out'; body: PortalCheckOutInput }
  | { action: 'notes'; body: PortalNoteInput }
  | { action: 'photos'; files: File[] }
  | { action: 'invoice'; invoice: InvoiceValues };

/** Issue 40: the language the vendor switched the portal to, kept as their e-mails' language. */
export function keepPortalLanguage(token: string, language: Language): Promise<unknown> {
  return apiRequest('PUT /api/vendor-portal/:token/language', {
    params: { token },
    body: { language },
  });
}

function send(token: string, step: PortalStep): Promise<VendorPortalView> {
  const params = { token };
  switch (step.action) {
    case 'accept':
      return apiRequest('POST /api/vendor-portal/:token/accept', { params, body: step.body });
    case 'decline':
      return apiRequest('POST /api/vendor-portal/:token/decline', { params, body: step.body });
    case 'check-in':
      return apiRequest('POST /api/vendor-portal/:token/check-in', { params });
    case 'check-out':
      return apiRequest('POST /api/vendor-portal/:token/check-out', { params, body: step.body });
    case 'notes':
      return apiRequest('POST /api/vendor-portal/:token/notes', { params, body: step.body });
    case 'photos': {
      const form = new FormData();
      for (const file of step.files) form.append('photos', file, file.name);
      return apiRequest('POST /api/vendor-portal/:token/photos', { params, formData: form });
    }
    case 'invoice': {
      const form = new FormData();
      form.append('number', step.invoice.number);
      form.append('amount', String(step.invoice.amount));
      form.append('labourHours', String(step.invoice.labourHours));
      form.append('parts', step.invoice.parts);
      form.append('file', step.invoice.file, step.invoice.file.name);
      return apiRequest('POST /api/vendor-portal/:token/invoice', { params, formData: form });
    }
  }
}

/**
 * Every step answers the page as it now is. A refused step (409: another tab or the chain got
 * there first; 410: withdrawn) reloads the page so the vendor sees what is true now.
 */
export function usePortalStep(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: PortalStep) => send(token, step),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.vendorPortal(token), view);
    },
    onError: async (error) => {
      if (error instanceof ApiError && [404, 409, 410].includes(error.status)) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.vendorPortal(token) });
      }
    },
  });
}
