import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { CategoryTicketCounts } from '#contract/schemas/category.ts';
import type { Location } from '#contract/schemas/location.ts';
import type { DashboardStats } from '#contract/schemas/dashboard.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { UserTicketCounts } from '#contract/schemas/user.ts';
import { TOTAL_COUNT_HEADER } from '#contract/schemas/ticket-queue.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';
import { insertTicketRow } from '#tests/helpers/ticket-rows.ts';

// Decision 042 (cuts): ticket_counts, and ticket_store_counts (cut 66), are kept by triggers on
// tickets in the writing transaction.
// Many writes through the API (creates, assignments, status changes, triage moves between stores,
// bulk changes, a deleted technician, category moves), rows written straight to the table and a
// deleted row, then the counters must equal a full recount, and the dashboard, the stores, the
// categories and the list's total must answer what a count over the tickets answers, for each role;
// the users' counts for admins.

const { ctx, ids } = fileTestContext();

interface KeyCount {
  location_id: string;
  assigned_to: string | null;
  status: string;
  priority: string;
  down_without_unit: boolean;
  category_id: string;
  tickets: number;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await ctx.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

function byKey(list: KeyCount[]): KeyCount[] {
  const key = (row: KeyCount) =>
    [
      row.location_id,
      row.assigned_to ?? '',
      row.status,
      row.priority,
      row.down_without_unit,
      row.category_id,
    ].join('|');
  return [...list].sort((a, b) => key(a).localeCompare(key(b)));
}

async function counters(): Promise<KeyCount[]> {
  return byKey(
    await rows<KeyCount>(sql`select location_id, assigned_to, status, priority, down_without_unit,
      category_id, tickets from ticket_counts where tickets <> 0`),
  );
}

async function recount(): Promise<KeyCount[]> {
  return byKey(
    await rows<KeyCount>(sql`select location_id, assigned_to, status, priority,
      (equipment_down and equipment_id is null) as down_without_unit, category_id,
      count(*)::int as tickets
      from tickets group by 1, 2, 3, 4, 5, 6`),
  );
}

interface StoreKeyCount {
  key: string;
  tickets: number;
}

/** ticket_store_counts (cut 66) and its recount, keyed by store, status, priority, assigned, down. */
async function storeCounters(): Promise<StoreKeyCount[]> {
  return rows<StoreKeyCount>(sql`select concat_ws('|', location_id, status, priority, unassigned,
      down_without_unit) as key, tickets from ticket_store_counts where tickets <> 0 order by 1`);
}

async function storeRecount(): Promise<StoreKeyCount[]> {
  return rows<StoreKeyCount>(sql`select concat_ws('|', location_id, status, priority,
      assigned_to is null, equipment_down and equipment_id is null) as key, count(*)::int as tickets
      from tickets group by 1 order by 1`);
}

async function patch(actor: Actor, ticket: Ticket, payload: object): Promise<void> {
  const response = await actor.request({
    method: 'PATCH',
    url: `/api/tickets/${ticket.id}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function get<T>(actor: Actor, url: string): Promise<T> {
  const response = await actor.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The list's total (its X-Total-Count header) for a filter. */
async function listTotal(actor: Actor, query: string): Promise<number> {
  const response = await actor.request({ method: 'GET', url: `/api/tickets?limit=1${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers[TOTAL_COUNT_HEADER]);
}

describe('ticket_counts and ticket_store_counts', () => {
  it('equal a full recount after many writes, and the answers read from it match a scan', async () => {
    const otherTech = await ctx.newActor('technician', { username: 'counted-tech' });
    const leavingTech = await ctx.newActor('technician', { username: 'leaving-tech' });
    const stores = ['Downtown', 'Airport'] as const;
    const priorities = ['low', 'medium', 'urgent'] as const;
    const created: Ticket[] = [];
    for (let index = 0; index < 18; index += 1) {
      created.push(
        await createTicket(ctx, index % 3 === 0 ? ctx.manager : ctx.admin, {
          location: stores[index % 2],
          priority: priorities[index % 3],
          equipmentDown: index % 4 === 0,
        }),
      );
    }
    const technicians = [ctx.technician, otherTech, leavingTech];
    for (const [index, ticket] of created.entries()) {
      if (index % 5 !== 4) await assignTicket(ctx, ticket, technicians[index % 3] ?? otherTech);
    }
    // Status changes by the assignees, one back to open; triage moves between stores and
    // priorities; an unassignment.
    const first = created[0];
    const second = created[1];
    const third = created[2];
    const fourth = created[3];
    if (!first || !second || !third || !fourth) throw new Error('tickets not created');
    await patch(ctx.technician, first, { status: 'in-progress' });
    await patch(otherTech, second, { status: 'waiting-for-parts' });
    await patch(ctx.admin, second, { status: 'open' });
    await patch(ctx.admin, third, { location: 'Downtown', priority: 'urgent' });
    await patch(ctx.admin, fourth, { assignedTo: null });
    // Category moves (migration 0025 keys the counters by category too).
    await patch(ctx.admin, fourth, { category: 'Freezer' });
    await patch(ctx.admin, third, { category: 'HVAC' });
    // Concurrent writes that move tickets between the same keys in opposite directions.
    await Promise.all(
      created.slice(6, 12).map((ticket, index) =>
        ctx.admin.request({
          method: 'PATCH',
          url: `/api/tickets/${ticket.id}`,
          payload: { priority: index % 2 === 0 ? 'urgent' : 'low' },
        }),
      ),
    );
    const bulk = await ctx.admin.request({
      method: 'POST',
      url: '/api/tickets/bulk',
      payload: { ticketIds: created.slice(12, 16).map((ticket) => ticket.id), status: 'accepted' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const complete = await ctx.technician.request({
      method: 'POST',
      url: `/api/tickets/${first.id}/complete`,
      payload: { completionNotes: 'Replaced the thermostat.' },
    });
    expect(complete.statusCode, complete.body).toBe(200);
    // Deleting a technician unassigns their tickets (the foreign key sets null).
    const removed = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/users/${leavingTech.user.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Rows written straight to the table, several in one statement, and one deleted.
    const direct = await insertTicketRow(ctx.database.db, {
      title: 'Imported',
      description: 'From the old system',
      locationId: ids.Airport ?? '',
      categoryId: ids.Fryer ?? '',
      status: 'completed',
      priority: 'low',
    });
    await ctx.database.db.execute(sql`insert into tickets (title, description, location_id,
      category_id, status, priority, equipment_down)
      select 'Batch ' || n, 'Batch', ${ids.Downtown}, ${ids.Fryer}, 'waiting-for-third-party',
        'urgent', n % 2 = 0 from generate_series(1, 5) as n`);
    await ctx.database.db.execute(sql`delete from tickets where id = ${direct.id}`);
    await ctx.database.db.execute(
      sql`update tickets set status = 'completed' where title = 'Batch 1' or title = 'Batch 2'`,
    );
    await ctx.database.db.execute(
      sql`update tickets set category_id = ${ids.Grill} where title in ('Batch 2', 'Batch 3')`,
    );

    const expected = await recount();
    expect(expected.length).toBeGreaterThan(8);
    expect(await counters()).toEqual(expected);
    const expectedPerStore = await storeRecount();
    expect(expectedPerStore.length).toBeGreaterThan(8);
    expect(await storeCounters()).toEqual(expectedPerStore);

    // What the readers answer equals a count over the tickets, per role.
    const scan = async (where: ReturnType<typeof sql>) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from tickets where ${where}`))[0]
        ?.n ?? -1;
    const managerSees = sql`(submitted_by = ${ctx.manager.user.id} or location_id = ${ids.Downtown})`;
    const technicianSees = sql`assigned_to = ${ctx.technician.user.id}`;
    for (const [actor, sees] of [
      [ctx.admin, sql`true`],
      [ctx.manager, managerSees],
      [ctx.technician, technicianSees],
    ] as const) {
      const stats = await get<DashboardStats>(actor, '/api/dashboard/stats');
      expect(stats.totalTickets).toBe(await scan(sees));
      expect(stats.openTickets).toBe(await scan(sql`${sees} and status = 'open'`));
      expect(stats.awaitingAssignmentTickets).toBe(
        await scan(sql`${sees} and status = 'open' and assigned_to is null`),
      );
      expect(stats.inProgressTickets).toBe(
        await scan(sql`${sees} and status not in ('open', 'completed')`),
      );
      expect(stats.urgentTickets).toBe(
        await scan(sql`${sees} and priority = 'urgent' and status <> 'completed'`),
      );
      const stores = await get<Location[]>(actor, '/api/locations');
      for (const store of stores) {
        expect(store.totalTickets).toBe(await scan(sql`${sees} and location_id = ${store.id}`));
        expect(store.activeTickets).toBe(
          await scan(sql`${sees} and location_id = ${store.id} and status <> 'completed'`),
        );
      }
      const perCategory = await get<CategoryTicketCounts[]>(actor, '/api/categories/ticket-counts');
      // Every category is answered, those with none of the reader's tickets as 0s.
      expect(perCategory.length).toBe((await rows(sql`select id from categories`)).length);
      for (const category of perCategory) {
        expect(category.totalTickets).toBe(
          await scan(sql`${sees} and category_id = ${category.categoryId}`),
        );
        expect(category.activeTickets).toBe(
          await scan(
            sql`${sees} and category_id = ${category.categoryId} and status <> 'completed'`,
          ),
        );
      }
      expect(await listTotal(actor, '')).toBe(await scan(sees));
      expect(await listTotal(actor, '&status=open&priority=urgent')).toBe(
        await scan(sql`${sees} and status = 'open' and priority = 'urgent'`),
      );
      expect(await listTotal(actor, '&location=Airport&assignedTo=unassigned')).toBe(
        await scan(sql`${sees} and location_id = ${ids.Airport} and assigned_to is null`),
      );
    }
    // The users' counts (admins only) are summed from the assignee keys: each user's equal a scan.
    const perUser = await get<UserTicketCounts[]>(ctx.admin, '/api/users/ticket-counts');
    const perUserScan = await rows<UserTicketCounts>(sql`select u.id as "userId",
      (count(t.id) filter (where t.status <> 'completed'))::int as "activeTickets",
      count(t.id)::int as "totalTickets"
      from users u left join tickets t on t.assigned_to = u.id group by u.id order by u.id`);
    expect(perUser).toEqual(perUserScan);
    expect(perUser.find((row) => row.userId === otherTech.user.id)?.totalTickets).toBeGreaterThan(
      0,
    );
    // The manager sees a ticket they submitted at another store: counted from the tickets.
    expect(
      await scan(sql`submitted_by = ${ctx.manager.user.id} and location_id <> ${ids.Downtown}`),
    ).toBeGreaterThan(0);
  });
});
