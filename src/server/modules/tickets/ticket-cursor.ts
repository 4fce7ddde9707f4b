import type { TicketPriority, TicketSort } from '#contract/schemas/ticket.ts';
import { INVALID_CURSOR_MESSAGE } from '#contract/paging.ts';
import { parseTicketCursor, TICKET_PRIORITIES, ticketCursor } from '#contract/schemas/ticket.ts';

import { badRequest } from '../../lib/app-error.ts';

// Keyset pagination of the board's sort orders (decision 025): where a page ended, and
// its opaque cursor. Every order is an optional leading key followed by (submitted_at, id) in one
// direction, so a page ends at a position (lead value, submitted_at, id) that the next page
// starts strictly after: no offset, no duplicates or gaps when tickets arrive between pages.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a page ended: the last ticket's sort values. */
export type TicketPosition =
  | { sort: 'newest' | 'oldest'; submittedAt: Date; id: string }
  | { sort: 'priority'; priority: TicketPriority; submittedAt: Date; id: string }
  | { sort: 'scheduled'; scheduledStart: Date | null; submittedAt: Date; id: string }
  | { sort: 'store'; locationId: string; submittedAt: Date; id: string }
  | { sort: 'sla'; slaDueAt: Date | null; submittedAt: Date; id: string };

/** The fields of a ticket that a position is taken from. */
interface PositionSource {
  id: string;
  submittedAt: string;
  priority: TicketPriority;
  scheduledStart: string | null;
  locationId: string;
  completedAt: string | null;
  sla: { respondBy: string; resolveBy: string; respondedAt: string | null } | null;
}

/** Issue 39: the next SLA deadline of an uncompleted ticket (ticket-sort.repository.ts). */
function slaDueAt(ticket: PositionSource): Date | null {
  if (ticket.completedAt !== null || !ticket.sla) return null;
  return new Date(ticket.sla.respondedAt === null ? ticket.sla.respondBy : ticket.sla.resolveBy);
}

export function positionOf(sort: TicketSort, ticket: PositionSource): TicketPosition {
  const base = { submittedAt: new Date(ticket.submittedAt), id: ticket.id };
  switch (sort) {
    case 'newest':
    case 'oldest':
      return { sort, ...base };
    case 'priority':
      return { sort, priority: ticket.priority, ...base };
    case 'scheduled':
      return {
        sort,
        scheduledStart: ticket.scheduledStart ? new Date(ticket.scheduledStart) : null,
        ...base,
      };
    case 'store':
      return { sort, locationId: ticket.locationId, ...base };
    case 'sla':
      return { sort, slaDueAt: slaDueAt(ticket), ...base };
  }
}

/**
 * The opaque cursor of the page after `position`. Newest keeps the format old clients derive
 * with ticketCursor(); the other orders name their sort so a cursor cannot cross orders.
 */
export function encodeCursor(position: TicketPosition): string {
  const at = String(position.submittedAt.getTime());
  switch (position.sort) {
    case 'newest':
      return ticketCursor({ submittedAt: position.submittedAt.toISOString(), id: position.id });
    case 'oldest':
      return pack(['oldest', at, position.id]);
    case 'priority':
      return pack(['priority', position.priority, at, position.id]);
    case 'scheduled':
      return pack([
        'scheduled',
        position.scheduledStart ? String(position.scheduledStart.getTime()) : '-',
        at,
        position.id,
      ]);
    case 'store':
      return pack(['store', position.locationId, at, position.id]);
    case 'sla':
      return pack([
        'sla',
        position.slaDueAt ? String(position.slaDueAt.getTime()) : '-',
        at,
        position.id,
      ]);
  }
}

function pack(parts: string[]): string {
  return Buffer.from(parts.join(':'), 'utf8').toString('base64url');
}

function invalid(): never {
  throw badRequest(INVALID_CURSOR_MESSAGE);
}

function instant(text: string | undefined): Date {
  if (!text || !/^\d{1,15}$/.test(text)) invalid();
  const date = new Date(Number(text));
  if (Number.isNaN(date.getTime())) invalid();
  return date;
}

function uuid(text: string | undefined): string {
  if (!text || !UUID_PATTERN.test(text)) invalid();
  return text;
}

/** The position a cursor names, for `sort`; a cursor of another order or garbage is a 400. */
export function decodeCursor(sort: TicketSort, cursor: string): TicketPosition {
  if (sort === 'newest') {
    const parsed = parseTicketCursor(cursor);
    const submittedAt = parsed ? new Date(parsed.submittedAt) : undefined;
    if (!parsed || !submittedAt || Number.isNaN(submittedAt.getTime())) invalid();
    return { sort, submittedAt, id: parsed.id };
  }
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) invalid();
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  if (parts[0] !== sort) invalid();
  switch (sort) {
    case 'oldest':
      if (parts.length !== 3) invalid();
      return { sort, submittedAt: instant(parts[1]), id: uuid(parts[2]) };
    case 'priority': {
      const priority = TICKET_PRIORITIES.find((value) => value === parts[1]);
      if (parts.length !== 4 || !priority) invalid();
      return { sort, priority, submittedAt: instant(parts[2]), id: uuid(parts[3]) };
    }
    case 'scheduled':
      if (parts.length !== 4) invalid();
      return {
        sort,
        scheduledStart: parts[1] === '-' ? null : instant(parts[1]),
        submittedAt: instant(parts[2]),
        id: uuid(parts[3]),
      };
    case 'store':
      if (parts.length !== 4) invalid();
      return {
        sort,
        locationId: uuid(parts[1]),
        submittedAt: instant(parts[2]),
        id: uuid(parts[3]),
      };
    case 'sla':
      if (parts.length !== 4) invalid();
      return {
        sort,
        slaDueAt: parts[1] === '-' ? null : instant(parts[1]),
        submittedAt: instant(parts[2]),
        id: uuid(parts[3]),
      };
  }
}
