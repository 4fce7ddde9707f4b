import type { BulkTicketResponse } from '#contract/schemas/ticket-queue.ts';

function ticketsText(count: number): string {
  return `${String(count)} ${count === 1 ? 'ticket' : 'tickets'}`;
}

/**
 * The toast after a bulk action (decision 025): how many changed and, when some failed, which ones
 * and why, so the admin can act on exactly those.
 */
export function bulkOutcomeMessage(response: BulkTicketResponse): {
  isSuccess: boolean;
  title: string;
  description?: string;
} {
  const total = response.succeeded + response.failed;
  if (response.failed === 0) return { isSuccess: true, title: `${ticketsText(total)} updated` };
  const failures = response.results
    .filter((result) => !result.ok)
    .map(
      (result) =>
        `${result.ticketNumber === null ? 'A ticket you cannot see' : `#${String(result.ticketNumber)}`}: ${result.error ?? 'Not changed'}`,
    );
  return {
    isSuccess: false,
    title:
      response.succeeded === 0
        ? `No tickets updated: ${ticketsText(response.failed)} failed`
        : `${String(response.succeeded)} of ${ticketsText(total)} updated, ${String(response.failed)} failed`,
    description: failures.join('; '),
  };
}
