// Addresses into the ticket board (decision 026), shared by every feature that links to tickets:
// features never import each other, so the dashboard and the AI screens build their links here.

/** The board's address parameters; the tickets feature reads the same names back. */
export const TICKET_BOARD_PARAMS = {
  status: 'status',
  priority: 'priority',
  location: 'location',
  category: 'category',
  assignedTo: 'assignedTo',
  q: 'q',
  sort: 'sort',
  /** Issue 39: one SLA state (at-risk, overdue, …). */
  sla: 'sla',
  /** Present ('1') when the board also shows completed tickets. */
  completed: 'completed',
} as const;

type TicketBoardParam = keyof typeof TICKET_BOARD_PARAMS;

/** The board's address for one ticket: its detail opens over the list. */
export function ticketPath(ticketId: string, search = ''): string {
  return `/tickets/${encodeURIComponent(ticketId)}${search}`;
}

/**
 * The ticket's detail with its completion step already open (decision 031): the technician's Today list
 * and the time clock send a technician straight to "notes, after-photos, confirm" in one tap.
 */
export const TICKET_STEP_PARAM = 'step';
export function ticketCompletionPath(ticketId: string): string {
  return ticketPath(ticketId, `?${TICKET_STEP_PARAM}=complete`);
}

/**
 * Architecture §7: the detail with its assign or schedule dialog already open and filled in, so a scheduling
 * suggestion's button carries it out in one more tap. The tickets feature reads these names back.
 */
export const TICKET_PREFILL_PARAMS = {
  technician: 'technician',
  start: 'start',
  end: 'end',
} as const;

export function ticketAssignPath(
  ticketId: string,
  technicianId: string,
  slot?: { start: string; end: string } | null,
): string {
  const search = new URLSearchParams({
    [TICKET_STEP_PARAM]: 'assign',
    [TICKET_PREFILL_PARAMS.technician]: technicianId,
  });
  if (slot) {
    search.set(TICKET_PREFILL_PARAMS.start, slot.start);
    search.set(TICKET_PREFILL_PARAMS.end, slot.end);
  }
  return ticketPath(ticketId, `?${search.toString()}`);
}

export function ticketSchedulePath(ticketId: string, slot: { start: string; end: string }): string {
  const search = new URLSearchParams({
    [TICKET_STEP_PARAM]: 'schedule',
    [TICKET_PREFILL_PARAMS.start]: slot.start,
    [TICKET_PREFILL_PARAMS.end]: slot.end,
  });
  return ticketPath(ticketId, `?${search.toString()}`);
}

/** The board filtered by `params`; a list (statuses) is written comma-separated. */
export function ticketsListPath(
  params: Partial<Record<TicketBoardParam, string | readonly string[]>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.join(',') : (value as string | undefined);
    if (text) search.set(name, text);
  }
  const query = search.toString();
  return query ? `/tickets?${query}` : '/tickets';
}

/** The board searched for a ticket number, completed tickets included (the number may be closed). */
export function ticketNumberPath(ticketNumber: number | string): string {
  return ticketsListPath({ q: String(ticketNumber), completed: '1' });
}

const TICKET_NUMBER_PATTERN = /#(\d{1,9})\b/g;

type TicketTextPart = { text: string } | { text: string; ticketNumber: number };

/** Splits text at ticket numbers ('#1042'), so they can be rendered as links. */
export function splitTicketNumbers(text: string): TicketTextPart[] {
  const parts: TicketTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TICKET_NUMBER_PATTERN)) {
    const index = match.index;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], ticketNumber: Number(match[1]) });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
