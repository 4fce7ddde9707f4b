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

// Decision 042 cut 39: a count reads first the tickets where each word is found without the
// trigram similarity (ids, or the word at the start of a word of the text), and the whole search
// only when those stay under the cap; the statuses in hand are counted in one pass.
describe('search counts of words found as themselves and by similarity', () => {
  const word = `zq${randomUUID().slice(0, 6)}`;
  const typo = `${word.slice(0, -1)}${word.endsWith('x') ? 'y' : 'x'}`;
  const inHand = `hand${randomUUID().slice(0, 8)}`;

  async function insertTitled(titles: string[], status: string): Promise<void> {
    for (const title of titles) {
      await ctx.database.db.execute(sql`
        insert into tickets (title, description, priority, status, location_id, category_id, submitted_by)
        values (${title}, 'Seeded for the count.', 'low', ${status},
          (select id from locations where name = 'Downtown'),
          (select id from categories where name = 'Fryer'),
          ${ctx.admin.user.id}::uuid)
      `);
    }
  }

  beforeAll(async () => {
    // Found as itself (after a space, at the start), by similarity only (a typo, inside a word).
    await insertTitled(
      [`Walk-in ${word} one`, `Walk-in ${word}s two`, `${word} at the start`],
      'open',
    );
    await insertTitled([`Walk-in ${typo} three`, `Walk-in x${word} four`], 'open');
    await insertTickets(inHand, SEARCH_COUNT_CAP + 2, 'waiting-for-parts');
  });

  it('counts both kinds together under the cap, as the list finds them', async () => {
    const list = await ctx.admin.request({ method: 'GET', url: `/api/tickets?q=${word}` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<Ticket[]>()).toHaveLength(5);
    expect(list.headers['x-total-count']).toBe('5');
    expect(list.headers['x-total-count-capped']).toBeUndefined();
    const counts = await ctx.admin.request({ method: 'GET', url: `/api/tickets/counts?q=${word}` });
    expect(counts.json<TicketCounts>().byStatus.open).toBe(5);
    expect(counts.json<TicketCounts>().capped).toEqual([]);
  });

  it('caps a status in hand past the cap, like the completed ones', async () => {
    const counts = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/counts?q=${inHand}`,
    });
    expect(counts.json<TicketCounts>().byStatus['waiting-for-parts']).toBe(SEARCH_COUNT_CAP);
    expect(counts.json<TicketCounts>().capped).toEqual(['waiting-for-parts']);
    const list = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${inHand}&status=waiting-for-parts&limit=2`,
    });
    expect(list.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(list.headers['x-total-count-capped']).toBe('true');
  });
});
