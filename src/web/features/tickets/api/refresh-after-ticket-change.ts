import type { QueryClient } from '@tanstack/react-query';

const DEPENDENT_PREFIXES = [
  '/api/dashboard',
  '/api/activity',
  '/api/locations',
  '/api/calendar-events',
];

/**
 * Product rules §7: a ticket change refetches the ticket lists (every '/api/tickets' query, the detail
 * and its history included). Dashboard counts, Recent Activity, the stores' active-ticket counts
 * and the calendar read tickets too, so they refresh with them.
 */
export async function refreshAfterTicketChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/tickets'] }),
    queryClient.invalidateQueries({
      predicate: (query) => {
        const [first] = query.queryKey;
        return (
          typeof first === 'string' && DEPENDENT_PREFIXES.some((prefix) => first.startsWith(prefix))
        );
      },
    }),
  ]);
}
