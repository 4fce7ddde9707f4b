import { ACTIVE_TICKET_STATUSES } from '#contract/schemas/ticket-queue.ts';
import { SLA_STATES } from '#contract/schemas/sla.ts';
import type { SlaState } from '#contract/schemas/sla.ts';
import { TICKET_PRIORITIES, TICKET_SORTS, TICKET_STATUSES } from '#contract/schemas/ticket.ts';
import type { TicketPriority, TicketSort, TicketStatus } from '#contract/schemas/ticket.ts';
import { TICKET_BOARD_PARAMS as P } from '#web/lib/ticket-links.ts';

/** What the board shows, as kept in its address (decision 026). */
export interface BoardFilters {
  /** Chosen statuses; empty means the default: the active ones (and completed when included). */
  statuses: TicketStatus[];
  includeCompleted: boolean;
  priority?: TicketPriority;
  /** A location id. */
  location?: string;
  /** A category id. */
  category?: string;
  /** A user id or 'unassigned'. */
  assignedTo?: string;
  q?: string;
  /** Issue 39: one SLA state. */
  sla?: SlaState;
  sort: TicketSort;
}

const DEFAULT_SORT: TicketSort = 'newest';
export const UNASSIGNED = 'unassigned';

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the board's filters from an address; unknown values are ignored, not errors. */
export function parseBoardFilters(search: URLSearchParams): BoardFilters {
  const statuses = (search.get(P.status) ?? '')
    .split(',')
    .map((part) => oneOf(TICKET_STATUSES, part.trim()))
    .filter((status): status is TicketStatus => status !== undefined);
  const filters: BoardFilters = {
    statuses: TICKET_STATUSES.filter((status) => statuses.includes(status)),
    includeCompleted: search.get(P.completed) === '1',
    sort: oneOf(TICKET_SORTS, search.get(P.sort)) ?? DEFAULT_SORT,
  };
  const priority = oneOf(TICKET_PRIORITIES, search.get(P.priority));
  if (priority) filters.priority = priority;
  const location = text(search.get(P.location));
  if (location) filters.location = location;
  const category = text(search.get(P.category));
  if (category) filters.category = category;
  const assignedTo = text(search.get(P.assignedTo));
  if (assignedTo) filters.assignedTo = assignedTo;
  const q = text(search.get(P.q));
  if (q) filters.q = q;
  const sla = oneOf(SLA_STATES, search.get(P.sla));
  if (sla) filters.sla = sla;
  return filters;
}

/** Writes the filters back; defaults are left out so a plain /tickets is the default board. */
export function serializeBoardFilters(filters: BoardFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.statuses.length > 0) search.set(P.status, filters.statuses.join(','));
  if (filters.includeCompleted) search.set(P.completed, '1');
  if (filters.priority) search.set(P.priority, filters.priority);
  if (filters.location) search.set(P.location, filters.location);
  if (filters.category) search.set(P.category, filters.category);
  if (filters.assignedTo) search.set(P.assignedTo, filters.assignedTo);
  if (filters.q) search.set(P.q, filters.q);
  if (filters.sla) search.set(P.sla, filters.sla);
  if (filters.sort !== DEFAULT_SORT) search.set(P.sort, filters.sort);
  return search;
}

/** The statuses the list asks for: the chosen ones, else the active ones (plus completed). */
function effectiveStatuses(filters: BoardFilters): readonly TicketStatus[] {
  if (filters.statuses.length > 0) return filters.statuses;
  return filters.includeCompleted ? TICKET_STATUSES : ACTIVE_TICKET_STATUSES;
}

/** Whether anything but the sort narrows the list beyond the default board. */
export function hasNarrowingFilters(filters: BoardFilters): boolean {
  return (
    filters.statuses.length > 0 ||
    filters.priority !== undefined ||
    filters.location !== undefined ||
    filters.category !== undefined ||
    filters.assignedTo !== undefined ||
    filters.q !== undefined ||
    filters.sla !== undefined
  );
}

/** The filters the server's list and counts read, in the contract's names. */
export interface TicketListParams {
  status?: readonly TicketStatus[];
  priority?: TicketPriority;
  location?: string;
  category?: string;
  assignedTo?: string;
  q?: string;
  sla?: SlaState;
  sort?: TicketSort;
}

export function toListParams(filters: BoardFilters): TicketListParams {
  const statuses = effectiveStatuses(filters);
  return {
    // Every status is the same as none: leave it out.
    ...(statuses.length < TICKET_STATUSES.length ? { status: statuses } : {}),
    ...countParams(filters),
    // The counts per status stay those of the other filters: the server counts no SLA state.
    ...(filters.sla ? { sla: filters.sla } : {}),
    sort: filters.sort,
  };
}

/** The counts per status read every filter but the status (and the sort). */
export function countParams(filters: BoardFilters): Omit<TicketListParams, 'status' | 'sort'> {
  return {
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.location ? { location: filters.location } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.assignedTo ? { assignedTo: filters.assignedTo } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

export function writeListParams(params: TicketListParams, query: URLSearchParams): void {
  if (params.status) query.set('status', params.status.join(','));
  if (params.priority) query.set('priority', params.priority);
  if (params.location) query.set('location', params.location);
  if (params.category) query.set('category', params.category);
  if (params.assignedTo) query.set('assignedTo', params.assignedTo);
  if (params.q) query.set('q', params.q);
  if (params.sla) query.set('sla', params.sla);
  if (params.sort && params.sort !== DEFAULT_SORT) query.set('sort', params.sort);
}
