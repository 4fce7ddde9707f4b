import { describe, expect, it } from 'vitest';

import type { TimeSettings } from '#contract/schemas/time-settings.ts';
import { TIME_SETTINGS_DEFAULTS } from '#contract/schemas/time-settings.ts';
import type { TestContext } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext({ deps: { modules: ['settings'] } });

// The migration's values, which the contract keeps for a database whose row is missing.
const DEFAULTS = TIME_SETTINGS_DEFAULTS;

async function read() {
  const response = await ctx.technician.request({ method: 'GET', url: '/api/settings/time' });
  expect(response.statusCode).toBe(200);
  return response.json<TimeSettings>();
}

function save(actor: TestContext['admin'], payload: Record<string, unknown>) {
  return actor.request({ method: 'PUT', url: '/api/settings/time', payload });
}

// One file, one database: the tests run in order, defaults first.
describe('time settings', () => {
  it('answers the defaults of decision 035 to any signed-in user', async () => {
    const settings = await read();
    expect(settings).toMatchObject(DEFAULTS);
    expect(settings.updatedBy).toBeNull();
    const signedOut = await ctx.anonymous({ method: 'GET', url: '/api/settings/time' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets an admin save them and names who did', async () => {
    const changed = {
      ...DEFAULTS,
      breaksPaid: true,
      breakRuleEnabled: true,
      roundingMinutes: 15,
      dailyOvertimeEnabled: true,
      doubleTimeEnabled: true,
      doubleTimeMinutes: 600,
      payPeriodLength: 'biweekly',
      payPeriodAnchor: '2026-11-01',
    };
    const response = await save(ctx.admin, changed);
    expect(response.statusCode).toBe(200);
    const saved = response.json<TimeSettings>();
    expect(saved).toMatchObject(changed);
    expect(saved.updatedBy).toEqual({ id: ctx.admin.user.id, name: ctx.admin.user.name });
    expect(saved.updatedAt).toBe(ctx.clock.now().toISOString());
    expect(await read()).toEqual(saved);
    // Back to the defaults for the tests below.
    expect((await save(ctx.admin, DEFAULTS)).statusCode).toBe(200);
  });

  it('refuses managers and technicians with 403 and changes nothing', async () => {
    const before = await read();
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await save(actor, { ...DEFAULTS, breaksPaid: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: 'Only admins can change settings',
      });
    }
    expect(await read()).toEqual(before);
  });

  it.each([
    ['rounding of 7 minutes', { roundingMinutes: 7 }, 'Rounding must be 0, 5 or 15 minutes'],
    [
      'an anchor on a Monday',
      { payPeriodAnchor: '2026-01-05' },
      'The pay period must start on a Sunday',
    ],
    [
      'double time not above daily overtime',
      {
        dailyOvertimeEnabled: true,
        dailyOvertimeMinutes: 600,
        doubleTimeEnabled: true,
        doubleTimeMinutes: 600,
      },
      'Double time must start after the daily overtime threshold',
    ],
    [
      'a break rule threshold under an hour',
      { breakRuleAfterMinutes: 30 },
      'The break rule threshold must be at least 60 minutes',
    ],
    ['a missing field', { breaksPaid: undefined }, 'breaksPaid must be true or false'],
  ])('answers 400 for %s and changes nothing', async (_label, change, message) => {
    const before = await read();
    const response = await save(ctx.admin, { ...DEFAULTS, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; error: string; issues?: { message: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect([body.error, ...(body.issues ?? []).map((issue) => issue.message)]).toContain(message);
    expect(await read()).toEqual(before);
  });
});
