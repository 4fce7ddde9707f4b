import type { TFunction } from 'i18next';

import type { BulkTicketResponse } from '#contract/schemas/ticket-queue.ts';

/**
 * The toast after a bulk action (decision 025): how many changed and, when some failed, which ones
 * and why, so the admin can act on exactly those.
 */
export function bulkOutcomeMessage(
  response: BulkTicketResponse,
  t: TFunction<'tickets'>,
): {
  isSuccess: boolean;
  title: string;
  description?: string;
} {
  const total = response.succeeded + response.failed;
  if (response.failed === 0) return { isSuccess: true, title: t('bulk.updated', { count: total }) };
  const failures = response.results
    .filter((result) => !result.ok)
    .map((result) =>
      t('bulk.failure', {
        ticket:
          result.ticketNumber === null ? t('bulk.hiddenTicket') : `#${String(result.ticketNumber)}`,
        reason: result.error ?? t('bulk.notChanged'),
      }),
    );
  return {
    isSuccess: false,
    title:
      response.succeeded === 0
        ? t('bulk.noneUpdated', { count: response.failed })
        : t('bulk.someUpdated', {
            count: total,
            succeeded: response.succeeded,
            failed: response.failed,
          }),
    description: failures.join('; '),
  };
}
