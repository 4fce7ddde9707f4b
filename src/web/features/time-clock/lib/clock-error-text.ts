import type { TFunction } from 'i18next';

import { ApiError } from '#web/lib/api-client.ts';

// Product rules §8: 'Clock In Failed' shows the server's error field, or 'Clock in failed', or the hint
// for a missing session; 'Clock Out Failed' the server's error field or 'Clock out failed'. The
// server answers in the person's language (decision 044); the fallbacks come from the catalogue.

export function clockInErrorText(error: unknown, t: TFunction<'time-clock'>): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return t('toasts.clockInLoginHint');
  }
  return t('toasts.clockInFailedBody');
}

export function clockOutErrorText(error: unknown, t: TFunction<'time-clock'>): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t('toasts.clockOutFailedBody');
}
