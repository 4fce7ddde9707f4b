import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import {
  EQUIPMENT_CSV_HEADER,
  EQUIPMENT_CSV_HEADER_MESSAGE,
  WARRANTY_BEFORE_INSTALL_MESSAGE,
} from '#contract/schemas/equipment.ts';
import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import { equipment } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 033: admins import the register from a CSV (a dry run previews per-row errors; the valid
// rows are written in one transaction) and export it.

const { ctx } = fileTestContext();

beforeAll(async () => {
  await insertUnit(ctx, { name: 'Walk-in Freezer', location: 'Downtown', category: 'Freezer' });
});

const HEADER = EQUIPMENT_CSV_HEADER.join(',');

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\r\n');
}

async function importCsv(
  body: string,
  options: { dryRun?: boolean; actor?: Actor } = {},
): Promise<{ statusCode: number; json: () => unknown; body: string }> {
  return (options.actor ?? ctx.admin).request({
    method: 'POST',
    url: `/api/equipment/import${options.dryRun ? '?dryRun=true' : ''}`,
    headers: { 'content-type': 'text/csv' },
    payload: body,
  });
}

async function unitNames(): Promise<string[]> {
  const rows = await ctx.database.db.select({ name: equipment.name }).from(equipment);
  return rows.map((row) => row.name).sort();
}

const GOOD = csv(
  'Fryer 1,Downtown,Fryer,Pitco,SG14,G14-1001,2024-03-01,2027-03-01,"Pitco, 800-555-0101"',
  'Ice Machine,airport,ice machine,Hoshizaki,KM-515MAJ,HZ-88,03/15/2023,03/15/2026,Hoshizaki',
);

describe('POST /api/equipment/import', () => {
  it('refuses a file whose header row is not the register’s, importing nothing', async () => {
    const response = await importCsv('name,store,category\nFryer 9,Downtown,Fryer');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: EQUIPMENT_CSV_HEADER_MESSAGE });
    expect(await unitNames()).toEqual(['Walk-in Freezer']);
  });

  it('forgives letter case and spaces around the header’s cells', async () => {
    const header = EQUIPMENT_CSV_HEADER.map((column) => ` ${column.toUpperCase()} `).join(',');
    const response = await importCsv(`${header}\n`, { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rows: [], valid: 0, invalid: 0, imported: 0 });
  });

  it('previews a dry run with each row’s errors and writes nothing', async () => {
    const response = await importCsv(
      csv(
        'Fryer 1,Downtown,Fryer,Pitco,SG14,,2024-03-01,2027-03-01,',
        'Grill 1,Uptown,Grill,,,,,,',
        'Grill 2,Downtown,Grill,,,,2024-13-45,,',
        'Grill 3,Downtown,Grill,,,,2025-06-01,2024-01-01,',
        'Walk-in freezer,Downtown,Freezer,,,,,,',
        'Fryer 1,Downtown,Fryer,,,,,,',
        ',Downtown,Fryer,,,"SN\u0007",,,',
      ),
      { dryRun: true },
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as EquipmentImportResult;
    expect(result).toMatchObject({ valid: 1, invalid: 6, imported: 0 });
    expect(result.rows.map((row) => [row.line, row.name, row.errors])).toEqual([
      [2, 'Fryer 1', []],
      [3, 'Grill 1', ['Unknown store: Uptown']],
      [4, 'Grill 2', ['install date must be a date as YYYY-MM-DD or MM/DD/YYYY']],
      [5, 'Grill 3', [WARRANTY_BEFORE_INSTALL_MESSAGE]],
      [6, 'Walk-in freezer', ['Downtown already has equipment named Walk-in freezer']],
      [7, 'Fryer 1', ['Fryer 1 at Downtown is also on line 2 of this file']],
      [8, '', [expect.stringMatching(/^Name/), expect.stringMatching(/^Serial number/)]],
    ]);
    expect(await unitNames()).toEqual(['Walk-in Freezer']);
  });

  it('imports only the valid rows, with new short codes and one history entry', async () => {
    const response = await importCsv(
      csv(
        'Fryer 1,Downtown,Fryer,Pitco,SG14,G14-1001,2024-03-01,2027-03-01,"Pitco, 800-555-0101"',
        'Ice Machine,airport,ice machine,Hoshizaki,KM-515MAJ,HZ-88,03/15/2023,03/15/2026,Hoshizaki',
        'Grill 1,Uptown,Grill,,,,,,',
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ valid: 2, invalid: 1, imported: 2 });
    const rows = await ctx.database.db.select().from(equipment);
    const iceMachine = rows.find((row) => row.name === 'Ice Machine');
    expect(iceMachine).toMatchObject({
      installDate: '2023-03-15',
      warrantyEndDate: '2026-03-15',
      status: 'in-service',
    });
    expect(iceMachine?.shortCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(await unitNames()).toEqual(['Fryer 1', 'Ice Machine', 'Walk-in Freezer']);

    const history = await ctx.admin.request({ method: 'GET', url: '/api/activity' });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json<ActivityEntry[] | { entries: ActivityEntry[] }>();
    const list = Array.isArray(entries) ? entries : entries.entries;
    const imports = list.filter((entry) => entry.kind === 'equipment.imported');
    expect(imports.map((entry) => entry.message)).toEqual([
      expect.stringMatching(/ imported 2 units of equipment$/),
    ]);
  });

  it('answers the same file again with every row a duplicate, importing nothing', async () => {
    const response = await importCsv(GOOD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ valid: 0, invalid: 2, imported: 0 });
    expect(await unitNames()).toEqual(['Fryer 1', 'Ice Machine', 'Walk-in Freezer']);
  });

  it('is for admins only, and wants the file as text/csv', async () => {
    expect((await importCsv(GOOD, { actor: ctx.manager })).statusCode).toBe(403);
    expect((await importCsv(GOOD, { actor: ctx.technician })).statusCode).toBe(403);
    const json = await ctx.admin.request({
      method: 'POST',
      url: '/api/equipment/import',
      payload: { name: 'Fryer 3' },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('GET /api/equipment/export.csv', () => {
  it('answers the register as an attachment, cells guarded against formulas', async () => {
    await insertUnit(ctx, { name: '=HYPERLINK("x")', location: 'Airport', category: 'Grill' });
    const response = await ctx.admin.request({ method: 'GET', url: '/api/equipment/export.csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="equipment.csv"');
    const rows = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...EQUIPMENT_CSV_HEADER, 'status', 'short code']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['\'=HYPERLINK("x")', 'Airport', 'Grill'],
      ['Ice Machine', 'Airport', 'Ice Machine'],
      ['Fryer 1', 'Downtown', 'Fryer'],
      ['Walk-in Freezer', 'Downtown', 'Freezer'],
    ]);
    const fryer = rows.find((row) => row[0] === 'Fryer 1');
    expect(fryer?.slice(3)).toEqual([
      'Pitco',
      'SG14',
      'G14-1001',
      '2024-03-01',
      '2027-03-01',
      'Pitco, 800-555-0101',
      'in-service',
      expect.stringMatching(/^[2-9A-Z]{8}$/),
    ]);
    expect(
      (await ctx.manager.request({ method: 'GET', url: '/api/equipment/export.csv' })).statusCode,
    ).toBe(403);
  });

  it('writes a register of several pages whole, in order, as papaparse writes the whole file', async () => {
    // Issue 37: the export is streamed a page (1,000 units) at a time; 2,100 units at one store,
    // names equal but for case in pairs, so pages end inside runs of equal sort keys.
    await ctx.database.db.execute(sql`
      insert into equipment (short_code, location_id, category_id, name, serial_number, status)
      select 'P' || lpad(g::text, 7, '0'), l.id, c.id,
             case when g % 2 = 0 then 'paged unit ' else 'Paged Unit ' end || (g / 2)::text,
             'S-' || g::text,
             case when g % 2 = 0 then 'in-service' else 'retired' end
      from generate_series(1, 2100) g,
           (select id from locations where name = 'Airport') l,
           (select id from categories where name = 'Grill') c`);
    const response = await ctx.admin.request({ method: 'GET', url: '/api/equipment/export.csv' });
    expect(response.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(response.body).data;
    expect(Papa.unparse(rows, { newline: '\r\n' })).toBe(response.body);
    const paged = rows.filter((row) => row[5]?.startsWith('S-'));
    expect(paged).toHaveLength(2100);
    expect(new Set(paged.map((row) => row[10])).size).toBe(2100);
    const names = paged.map((row) => row[0]!.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});
