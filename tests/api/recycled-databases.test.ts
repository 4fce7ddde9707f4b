import type pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

import { createPool, openPostgres } from '#server/db/database.ts';
import { seedInitialData } from '#server/db/seed.ts';

import {
  giveBackTestDatabase,
  takeTestDatabase,
  withClient as withDatabase,
} from '../helpers/recycled-databases.ts';

// Decision 051: a test file must find a recycled PostgreSQL database exactly as a new copy of the
// template, or files would see each other's rows and pass or fail by their order.

const info = inject('testDatabase');

/** Everything a test could tell apart: row counts, the rows migrations insert, the next numbers. */
async function stateOf(client: pg.Client): Promise<unknown> {
  const { rows } = await client.query<{ state: unknown }>(`
    select json_build_object(
      'users', (select count(*) from users),
      'locations', (select count(*) from locations),
      'tickets', (select count(*) from tickets),
      'ticketCounts', (select count(*) from ticket_counts),
      'ticketStoreCounts', (select count(*) from ticket_store_counts),
      'timeSettings', (select json_agg(t) from time_settings t),
      'slaSettings', (select json_agg(s) from sla_settings s),
      'nextTicketNumber', nextval('tickets_ticket_number_seq')
    ) as state`);
  return rows[0]?.state;
}

describe.runIf(info.driver === 'postgres')('a recycled test database', () => {
  if (info.driver !== 'postgres') return;
  const { serverUrl, templateName } = info;

  it('is found as a new copy of the template after a file wrote to it', async () => {
    const used = await takeTestDatabase(serverUrl, templateName);
    const fresh = await takeTestDatabase(serverUrl, templateName);
    const expected = await withDatabase(fresh.url, stateOf);
    const handle = openPostgres(createPool(used.url, 1));
    await seedInitialData(handle.db, { adminUsername: 'admin', adminPassword: 'pw-recycled' });
    await handle.close();
    await withDatabase(used.url, async (client) => {
      // A ticket: its insert and its delete fire the triggers that keep the counters.
      await client.query(`insert into tickets (title, description, location_id, category_id,
        status, priority) select 'Walk-in cooler', 'Warm', l.id, c.id, 'open', 'urgent'
        from locations l, categories c limit 1`);
      await client.query('update time_settings set rounding_minutes = 15');
      await client.query(`select nextval('tickets_ticket_number_seq')`);
    });
    await giveBackTestDatabase(serverUrl, templateName, used.name);
    await giveBackTestDatabase(serverUrl, templateName, fresh.name);

    const again = await takeTestDatabase(serverUrl, templateName);
    expect([used.name, fresh.name]).toContain(again.name);
    const recycledFirst = await withDatabase(again.url, stateOf);
    const other = await takeTestDatabase(serverUrl, templateName);
    const recycledSecond = await withDatabase(other.url, stateOf);
    expect(recycledFirst).toEqual(expected);
    expect(recycledSecond).toEqual(expected);
    expect(expected).toMatchObject({
      users: 0,
      locations: 0,
      tickets: 0,
      ticketCounts: 0,
      ticketStoreCounts: 0,
    });
    await giveBackTestDatabase(serverUrl, templateName, again.name);
    await giveBackTestDatabase(serverUrl, templateName, other.name);
  });

  it('is dropped, not recycled, when a test changed its schema', async () => {
    const changed = await takeTestDatabase(serverUrl, templateName);
    await withDatabase(changed.url, async (client) => {
      await client.query(`
        create function refuse_comment() returns trigger language plpgsql as $$
        begin raise exception 'no comments'; end $$`);
      await client.query(`
        create trigger refuse_comment before insert on ticket_comments
        for each row execute function refuse_comment()`);
    });
    await giveBackTestDatabase(serverUrl, templateName, changed.name);

    const exists = await withDatabase(serverUrl, async (client) => {
      const { rows } = await client.query<{ found: boolean }>(
        'select exists (select from pg_database where datname = $1) as found',
        [changed.name],
      );
      return rows[0]?.found;
    });
    expect(exists).toBe(false);
    const next = await takeTestDatabase(serverUrl, templateName);
    expect(next.name).not.toBe(changed.name);
    await giveBackTestDatabase(serverUrl, templateName, next.name);
  });
});
