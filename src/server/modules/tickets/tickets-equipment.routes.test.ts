import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  EQUIPMENT_NOT_AT_STORE_MESSAGE,
  EQUIPMENT_NOT_IN_CATEGORY_MESSAGE,
  EQUIPMENT_RETIRED_MESSAGE,
  UNKNOWN_EQUIPMENT_MESSAGE,
} from '#contract/schemas/equipment-ref.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { categories, equipment, locations, tickets } from '#server/db/schema.ts';
import { newShortCode } from '#server/modules/equipment/short-code.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 033: a new ticket may name its unit; the unit must stand at the ticket's store, be of its
// category and not be retired. Units are made straight in the database (the equipment API is
// another part of the issue).

const { ctx } = fileTestContext();
const units: Record<'fryer' | 'airportFryer' | 'walkIn' | 'retired', string> = {
  fryer: '',
  airportFryer: '',
  walkIn: '',
  retired: '',
};

async function idOf(table: typeof locations | typeof categories, name: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.name, name));
  if (!row) throw new Error(`no ${name} in the seed`);
  return row.id;
}

beforeAll(async () => {
  const downtown = await idOf(locations, 'Downtown');
  const airport = await idOf(locations, 'Airport');
  const fryers = await idOf(categories, 'Fryer');
  const freezers = await idOf(categories, 'Freezer');
  const made = await ctx.database.db
    .insert(equipment)
    .values(
      [
        { name: 'Fryer 2', locationId: downtown, categoryId: fryers },
        { name: 'Fryer 1', locationId: airport, categoryId: fryers },
        { name: 'Walk-in cooler', locationId: downtown, categoryId: freezers },
        { name: 'Old fryer', locationId: downtown, categoryId: fryers, status: 'retired' as const },
      ].map((unit) => ({ ...unit, shortCode: newShortCode() })),
    )
    .returning({ id: equipment.id, name: equipment.name });
  const byName = (name: string) => made.find((unit) => unit.name === name)?.id ?? '';
  units.fryer = byName('Fryer 2');
  units.airportFryer = byName('Fryer 1');
  units.walkIn = byName('Walk-in cooler');
  units.retired = byName('Old fryer');
});

const FRYER_TICKET = {
  title: 'Fryer not heating',
  description: 'Oil stays at 200F since opening.',
  location: 'Downtown',
  category: 'Fryer',
};

async function ticketCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ value: count() }).from(tickets);
  return row?.value ?? 0;
}

function post(payload: object) {
  return ctx.manager.request({ method: 'POST', url: '/api/tickets', payload });
}

describe('POST /api/tickets with equipmentId', () => {
  it('ties the ticket to a unit of its store and category, and answers it', async () => {
    const response = await post({ ...FRYER_TICKET, equipmentId: units.fryer });
    expect(response.statusCode).toBe(201);
    const created = response.json<Ticket>();
    expect(created.equipment).toEqual({ id: units.fryer, name: 'Fryer 2' });

    const read = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${created.id}` });
    expect(read.json<Ticket>().equipment).toEqual({ id: units.fryer, name: 'Fryer 2' });
  });

  it('answers equipment null for a ticket without a unit', async () => {
    const response = await post({ ...FRYER_TICKET, equipmentId: null });
    expect(response.statusCode).toBe(201);
    expect(response.json<Ticket>().equipment).toBeNull();
  });

  it.each([
    ['a unit at another store', 'airportFryer', EQUIPMENT_NOT_AT_STORE_MESSAGE],
    ['a unit of another category', 'walkIn', EQUIPMENT_NOT_IN_CATEGORY_MESSAGE],
    ['a retired unit', 'retired', EQUIPMENT_RETIRED_MESSAGE],
  ] as const)('refuses %s with 400 and creates nothing', async (_case, key, message) => {
    const before = await ticketCount();
    const response = await post({ ...FRYER_TICKET, equipmentId: units[key] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
    expect(await ticketCount()).toBe(before);
  });

  it('refuses an unknown unit with 400 and creates nothing', async () => {
    const before = await ticketCount();
    const response = await post({
      ...FRYER_TICKET,
      equipmentId: '00000000-0000-4000-8000-0000000000ff',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(UNKNOWN_EQUIPMENT_MESSAGE);
    expect(await ticketCount()).toBe(before);
  });

  it('refuses an id that is not an id with 400', async () => {
    const before = await ticketCount();
    const response = await post({ ...FRYER_TICKET, equipmentId: 'fryer-2' });
    expect(response.statusCode).toBe(400);
    expect(await ticketCount()).toBe(before);
  });
});
