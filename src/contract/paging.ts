// Cursor paging shared by the lists that page (tickets, time sessions). Zod-free, so a screen that
// pages carries no schema library (decision 043); the schema files re-export these.

/** The response header carrying the cursor of the next page, absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** A cursor that was not answered by the list it is given to. */
export const INVALID_CURSOR_MESSAGE = 'The cursor is not valid; start again from the first page';

/** Ticket lists answer at most this many tickets a page. */
export const TICKETS_PAGE_MAX = 500;

/**
 * The cursor of the page after `ticket` in a newest-first list. Lists answer it in the
 * x-next-cursor header; a client may also derive it from the last ticket it holds.
 */
export function ticketCursor(ticket: { submittedAt: string; id: string }): string {
  return `${ticket.submittedAt}_${ticket.id}`;
}
