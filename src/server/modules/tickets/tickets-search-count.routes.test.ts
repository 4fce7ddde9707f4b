import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { TicketCounts } from '#contract/schemas/ticket-queue.ts';
import { SEARCH_COUNT_CAP } from '#contract/schemas/ticket-queue.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 025: a search counts its matches only up to SEARCH_COUNT_CAP (a broad word at chain
// scale cost 864 ms to count in full); past it the client is told, not given a wrong number.

const { ctx } = fileTestContext();

/**
 * Inserts `count` tickets whose title holds `word`, in `status`, straight into the table: a
 * thousand tickets through the API would take most of a minute.
 */
async function insertTickets(word: string, count: number, status: string): Promise<void> {
  await ctx.database.db.execute(sql`
    insert into tickets (title, description, priority, status, location_id, category_id, submitted_by, submitted_at, completed_at)
    select 'Walk-in ' || ${word} || ' ' || n, 'Seeded for the count cap.', 'low', ${status},
      (select id from locations where name = 'Downtown'),
      (select id from categories where name = 'Fryer'),
      ${ctx.admin.user.id}::uuid,
      now() - n * interval '1 minute',
      case when ${status} = 'completed' then now() else null end
    from generate_series(1, ${count}) as n
  `);
}

describe('search counts stop at the cap', () => {
  const broad = `cap${randomUUID().slice(0, 8)}`;
  const narrow = `few${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    // Over the cap among the completed tickets, a few open ones, and a word under the cap.
    await insertTickets(broad, SEARCH_COUNT_CAP + 5, 'completed');
    await insertTickets(broad, 3, 'open');
    await insertTickets(narrow, 4, 'open');
  });

  it('answers x-total-count 1000 and x-total-count-capped true past the cap', async () => {
    const response = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${broad}&status=completed&limit=5`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Ticket[]>()).toHaveLength(5);
    expect(response.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(response.headers['x-total-count-capped']).toBe('true');
    expect(response.headers['x-next-cursor']).toBeTruthy();
  });

  it('counts exactly, without the capped header, under the cap', async () => {
    const open = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${broad}&status=open`,
    });
    expect(open.headers['x-total-count']).toBe('3');
    expect(open.headers['x-total-count-capped']).toBeUndefined();
    const few = await ctx.admin.request({ method: 'GET', url: `/api/tickets?q=${narrow}` });
    expect(few.headers['x-total-count']).toBe('4');
    expect(few.headers['x-total-count-capped']).toBeUndefined();
  });

  it('keeps the header in the cached answer', async () => {
    const url = `/api/tickets?q=${broad}&status=completed&limit=3`;
    await ctx.admin.request({ method: 'GET', url });
    const again = await ctx.admin.request({ method: 'GET', url });
    expect(again.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(again.headers['x-total-count-capped']).toBe('true');
  });

  it('names the statuses whose count reached the cap in GET /api/tickets/counts', async () => {
    const response = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/counts?q=${broad}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const counts = response.json<TicketCounts>();
    expect(counts.byStatus.completed).toBe(SEARCH_COUNT_CAP);
    expect(counts.byStatus.open).toBe(3);
    expect(counts.capped).toEqual(['completed']);
    expect(counts.total).toBe(SEARCH_COUNT_CAP + 3);
  });

  it('counts the whole board exactly when nothing is searched', async () => {
    const response = await ctx.admin.request({
      method: 'GET',
      url: '/api/tickets?status=completed&limit=1',
    });
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(response.headers['x-total-count-capped']).toBeUndefined();
    const counts = await ctx.admin.request({ method: 'GET', url: '/api/tickets/counts' });
    expect(counts.json<TicketCounts>().capped).toEqual([]);
    expect(counts.json<TicketCounts>().byStatus.completed).toBeGreaterThan(SEARCH_COUNT_CAP);
  });
});
