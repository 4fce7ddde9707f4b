import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

import { BRANCH_COVERAGE_COUNTS, openSessionCount, seedScale } from './scale-data.ts';

// Issue 37: the bench's chain is seeded on a fresh database at the counts where every generator
// reaches every case of its `g % n`, so a row a database constraint refuses fails `npm test`
// instead of the next full bench (the smoke run seeds too few rows to meet it).

let database: DatabaseHandle;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const answer: unknown = await database.db.execute(query);
  const { rows } = answer as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

describe('the bench scale chain', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedScale(database.db, BRANCH_COVERAGE_COUNTS, async (_label, run) => {
      await run();
    });
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('seeds every row of every generator, whatever the constraints', async () => {
    const counts = BRANCH_COVERAGE_COUNTS;
    expect(await count(sql`select count(*)::int n from locations`)).toBe(counts.stores);
    expect(await count(sql`select count(*)::int n from users`)).toBe(
      1 + counts.managers + counts.technicians,
    );
    expect(await count(sql`select count(*)::int n from tickets where not preventive`)).toBe(
      counts.tickets,
    );
    expect(await count(sql`select count(*)::int n from equipment`)).toBe(counts.equipment);
    expect(await count(sql`select count(*)::int n from calendar_events`)).toBe(counts.events);
    expect(await count(sql`select count(*)::int n from time_sessions`)).toBe(
      counts.sessions + openSessionCount(counts),
    );
    expect(await count(sql`select count(*)::int n from activity`)).toBe(
      await count(sql`select count(*)::int n from tickets`),
    );
    expect(await count(sql`select count(*)::int n from pm_plans`)).toBe(counts.pmPlans);
    expect(await count(sql`select count(*)::int n from vendors`)).toBe(counts.vendors);
    expect(await count(sql`select count(*)::int n from maintenance_requests`)).toBe(
      counts.requests,
    );
    // Every assigned ticket told its technician.
    expect(await count(sql`select count(*)::int n from notifications`)).toBe(
      await count(sql`select count(*)::int n from tickets where assigned_to is not null`),
    );
  });

  it('holds each case of the plans, vendors, dispatches and requests (issue 37)', async () => {
    // Plans of each scope, active and paused; occurrences generated and missed, each generated
    // one with its preventive ticket, open and done, with the plan's checklist.
    expect(await count(sql`select count(distinct scope)::int n from pm_plans`)).toBe(3);
    expect(await count(sql`select count(distinct status)::int n from pm_plans`)).toBe(2);
    expect(await count(sql`select count(distinct status)::int n from pm_occurrences`)).toBe(2);
    expect(
      await count(sql`select count(*)::int n from pm_occurrences o
        where (o.status = 'generated') <> exists (select 1 from tickets t
          where t.id = o.ticket_id and t.preventive and t.pm_plan_id = o.plan_id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(distinct status)::int n from tickets where preventive`),
    ).toBe(2);
    expect(
      await count(sql`select count(*)::int n from tickets t where t.preventive
        and not exists (select 1 from ticket_checklist_items c where c.ticket_id = t.id)`),
    ).toBe(0);
    // Preventive tickets are off the SLA clock, as the generator leaves them.
    expect(
      await count(
        sql`select count(*)::int n from tickets where preventive and sla_resolve_by is not null`,
      ),
    ).toBe(0);
    // Vendors active and not, insured and lapsed, in both languages, each with a trade and stores.
    expect(await count(sql`select count(distinct active)::int n from vendors`)).toBe(2);
    expect(await count(sql`select count(distinct language)::int n from vendors`)).toBe(2);
    expect(
      await count(
        sql`select count(distinct insurance_expires_on < current_date)::int n from vendors`,
      ),
    ).toBe(2);
    expect(
      await count(sql`select count(*)::int n from vendors v
        where not exists (select 1 from vendor_coverage c where c.vendor_id = v.id)`),
    ).toBe(0);
    // Dispatches in every state; every ticket waiting for a third party has one; invoices on
    // the invoiced, approved and paid ones only; a visit open only while on site.
    expect(await count(sql`select count(distinct status)::int n from dispatches`)).toBe(8);
    expect(
      await count(sql`select count(*)::int n from tickets t where t.status = 'waiting-for-third-party'
        and not t.preventive and not exists (select 1 from dispatches d where d.ticket_id = t.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int n from dispatches
        where (invoice_cents is not null) <> (status in ('invoiced', 'approved', 'paid'))`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int n from dispatch_visits v join dispatches d on d.id = v.dispatch_id
        where (v.checked_out_at is null) <> (d.status = 'on-site')`),
    ).toBe(0);
    // Requests pending, approved into a ticket of their unit, and declined.
    expect(await count(sql`select count(distinct status)::int n from maintenance_requests`)).toBe(
      3,
    );
    expect(
      await count(sql`select count(*)::int n from maintenance_requests r
        where r.status = 'approved' and not exists (select 1 from tickets t
          where t.id = r.ticket_id and t.equipment_id = r.equipment_id)`),
    ).toBe(0);
    // Notifications read and unread; technicians with an hourly cost.
    expect(await count(sql`select count(distinct read_at is null)::int n from notifications`)).toBe(
      2,
    );
    expect(
      await count(sql`select count(*)::int n from users
        where role = 'technician' and hourly_cost_cents is null`),
    ).toBe(0);
  });

  it('holds each case the generators branch on', async () => {
    // Units: under warranty and expired (the expired end on or after the install day), down and in service.
    expect(
      await count(
        sql`select count(*)::int n from equipment where warranty_end_date > current_date`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int n from equipment where warranty_end_date <= current_date`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(distinct status)::int n from equipment`)).toBe(2);
    // Tickets in every status the bench reads, some on a unit and some on none.
    expect(await count(sql`select count(distinct status)::int n from tickets`)).toBe(6);
    expect(
      await count(sql`select count(*)::int n from tickets where equipment_id is null`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int n from tickets where equipment_id is not null`),
    ).toBeGreaterThan(0);
    // Technicians active and inactive; sessions closed, open, on a ticket and not.
    expect(
      await count(sql`select count(distinct status)::int n from users where role = 'technician'`),
    ).toBe(2);
    expect(
      await count(sql`select count(*)::int n from time_sessions where clock_out_time is null`),
    ).toBe(openSessionCount(BRANCH_COVERAGE_COUNTS));
    expect(
      await count(sql`select count(*)::int n from time_sessions where ticket_id is not null`),
    ).toBeGreaterThan(0);
    // Events all day and timed.
    expect(await count(sql`select count(distinct all_day)::int n from calendar_events`)).toBe(2);
    // Issue 39: every reported ticket on the SLA clock (a plan's are not); responded past open,
    // never after its completion; the completed ones with their business minutes, some in time
    // and some late.
    expect(
      await count(
        sql`select count(*)::int n from tickets where not preventive and sla_resolve_by is null`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int n from tickets where not preventive
        and ((status = 'open') <> (sla_responded_at is null)
          or sla_responded_at > coalesce(completed_at, now()))`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int n from tickets where not preventive
        and (status = 'completed') <> (sla_resolve_minutes is not null)`),
    ).toBe(0);
    expect(
      await count(sql`select count(distinct completed_at <= sla_resolve_by)::int n from tickets
        where status = 'completed' and not preventive`),
    ).toBe(2);
  });
});
