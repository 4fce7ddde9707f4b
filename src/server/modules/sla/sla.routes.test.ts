import { describe, expect, it } from 'vitest';

import type { MaintenanceReport } from '#contract/schemas/maintenance-report.ts';
import type { NotificationList } from '#contract/schemas/notification.ts';
import type { SlaSettings } from '#contract/schemas/sla.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertDispatch } from '#tests/helpers/dispatch-fixture.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';
import { postTicket, storedTicket, uniqueTag } from '#tests/helpers/ticket-requests.ts';

// Issue 39: the targets (GET/PUT /api/settings/sla), each ticket's `sla` on its clock, the
// grid's SLA filter and the at-risk/overdue notices. One file, one database: tests run in order.
// The tests' clock starts on Tuesday 2026-01-06 at 09:00 in New York (14:00 UTC).

const { ctx, ids } = fileTestContext({ resetsClock: true });

const HOUR = 3_600_000;
const MINUTE = 60_000;

const DEFAULT_TARGETS = {
  urgent: { respondMinutes: 120, resolveMinutes: 1440 },
  medium: { respondMinutes: 1440, resolveMinutes: 4320 },
  low: { respondMinutes: 4320, resolveMinutes: 20_160 },
};

async function readSettings(): Promise<SlaSettings> {
  const response = await ctx.admin.request({ method: 'GET', url: '/api/settings/sla' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SlaSettings>();
}

function saveSettings(actor: Actor, payload: unknown) {
  return actor.request({ method: 'PUT', url: '/api/settings/sla', payload: payload as object });
}

function newTicket(tag: string, payload: Record<string, unknown> = {}): Promise<Ticket> {
  return postTicket(ctx, ctx.admin, {
    title: `${tag} walk-in cooler warm`,
    description: 'Reads 48 °F',
    location: 'Airport',
    category: 'Freezer',
    priority: 'urgent',
    ...payload,
  });
}

async function patch(actor: Actor, ticket: Ticket, payload: Record<string, unknown>) {
  const response = await actor.request({
    method: 'PATCH',
    url: `/api/tickets/${ticket.id}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ticket>();
}

async function slaNotices(actor: Actor): Promise<string[]> {
  const response = await actor.request({ method: 'GET', url: '/api/notifications?limit=100' });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<NotificationList>()
    .items.filter((item) => item.kind === 'ticket.sla')
    .map((item) => item.text);
}

function at(offsetMs: number, from: string): string {
  return new Date(Date.parse(from) + offsetMs).toISOString();
}

/**
 * Moves the clock to `iso` a few hours at a time, each step seen by every actor's session, so a
 * day or two of waiting does not sign anyone out (sessions idle out after 12 h).
 */
async function travel(iso: string): Promise<void> {
  const target = Date.parse(iso);
  while (ctx.clock.now().getTime() < target) {
    ctx.clock.set(new Date(Math.min(target, ctx.clock.now().getTime() + 6 * HOUR)).toISOString());
    for (const actor of [ctx.admin, ctx.technician, ctx.manager]) {
      await actor.request({ method: 'GET', url: '/api/me' });
    }
  }
  ctx.clock.set(iso);
}

describe('GET/PUT /api/settings/sla', () => {
  it('answers the issue’s default targets to an admin, and no store hours', async () => {
    const settings = await readSettings();
    expect(settings.targets).toEqual(DEFAULT_TARGETS);
    expect(settings.storeHours).toEqual([]);
    expect(settings.updatedBy).toBeNull();
  });

  it('refuses technicians and managers with 403, and the signed-out with 401', async () => {
    for (const actor of [ctx.technician, ctx.manager]) {
      const read = await actor.request({ method: 'GET', url: '/api/settings/sla' });
      expect(read.statusCode).toBe(403);
      const write = await saveSettings(actor, { targets: DEFAULT_TARGETS });
      expect(write.statusCode).toBe(403);
    }
    const signedOut = await ctx.anonymous({ method: 'GET', url: '/api/settings/sla' });
    expect(signedOut.statusCode).toBe(401);
    expect((await readSettings()).updatedBy).toBeNull();
  });

  it('takes back the body GET answered, stripping what the server owns', async () => {
    const before = await readSettings();
    const response = await saveSettings(ctx.admin, { ...before, somethingElse: true });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<SlaSettings>();
    expect(saved.targets).toEqual(DEFAULT_TARGETS);
    expect(saved.updatedBy).toEqual({ id: ctx.admin.user.id, name: ctx.admin.user.name });
    expect(saved).not.toHaveProperty('somethingElse');
  });

  it('saves targets and a store’s opening hours, and answers them with the store’s name', async () => {
    const response = await saveSettings(ctx.admin, {
      targets: { ...DEFAULT_TARGETS, low: { respondMinutes: 2880, resolveMinutes: 10_080 } },
      storeHours: [
        {
          locationId: ids.Downtown,
          hours: [
            { weekday: 1, opens: '09:00', closes: '17:00' },
            { weekday: 5, opens: '17:00', closes: '24:00' },
            { weekday: 5, opens: '09:00', closes: '12:00' },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await readSettings();
    expect(saved.targets.low).toEqual({ respondMinutes: 2880, resolveMinutes: 10_080 });
    expect(saved.storeHours).toEqual([
      {
        locationId: ids.Downtown,
        locationName: 'Downtown',
        hours: [
          { weekday: 1, opens: '09:00', closes: '17:00' },
          { weekday: 5, opens: '09:00', closes: '12:00' },
          { weekday: 5, opens: '17:00', closes: '24:00' },
        ],
      },
    ]);
    // Sent back as answered, it stays the same.
    expect((await saveSettings(ctx.admin, saved)).statusCode).toBe(200);
    expect((await readSettings()).storeHours).toEqual(saved.storeHours);
  });

  const refusals: [string, unknown, string][] = [
    [
      'a target of zero',
      { targets: { ...DEFAULT_TARGETS, urgent: { respondMinutes: 0, resolveMinutes: 1440 } } },
      'The urgent respond target must be at least 1 minute',
    ],
    [
      'a negative target',
      { targets: { ...DEFAULT_TARGETS, medium: { respondMinutes: 60, resolveMinutes: -5 } } },
      'The medium resolve target must be at least 1 minute',
    ],
    [
      'an absurdly long target',
      { targets: { ...DEFAULT_TARGETS, low: { respondMinutes: 60, resolveMinutes: 600_000 } } },
      'The low resolve target must be at most 365 days',
    ],
    [
      'a response due after the resolution',
      { targets: { ...DEFAULT_TARGETS, urgent: { respondMinutes: 3000, resolveMinutes: 1440 } } },
      'The urgent respond target must not be longer than its resolve target',
    ],
    [
      'an opening time that does not parse',
      {
        targets: DEFAULT_TARGETS,
        storeHours: [{ locationId: 'x', hours: [{ weekday: 1, opens: '9am', closes: '17:00' }] }],
      },
      'Opening time must be a time as HH:mm',
    ],
    [
      'a closing time that does not parse',
      {
        targets: DEFAULT_TARGETS,
        storeHours: [{ locationId: 'x', hours: [{ weekday: 4, opens: '09:00', closes: '25:00' }] }],
      },
      'Closing time must be a time as HH:mm (24:00 for midnight)',
    ],
    [
      'a closing time before the opening',
      {
        targets: DEFAULT_TARGETS,
        storeHours: [{ locationId: 'x', hours: [{ weekday: 2, opens: '17:00', closes: '09:00' }] }],
      },
      'Closing time must be after opening time',
    ],
    [
      'overlapping ranges',
      {
        targets: DEFAULT_TARGETS,
        storeHours: [
          {
            locationId: 'x',
            hours: [
              { weekday: 3, opens: '09:00', closes: '14:00' },
              { weekday: 3, opens: '13:00', closes: '18:00' },
            ],
          },
        ],
      },
      'Opening hours overlap on Wednesday: 09:00–14:00 and 13:00–18:00',
    ],
    [
      'an unknown store',
      {
        targets: DEFAULT_TARGETS,
        storeHours: [
          {
            locationId: '00000000-0000-4000-8000-000000000000',
            hours: [{ weekday: 3, opens: '09:00', closes: '14:00' }],
          },
        ],
      },
      'Unknown store: 00000000-0000-4000-8000-000000000000',
    ],
  ];

  for (const [name, payload, message] of refusals) {
    it(`refuses ${name} with 400 and stores nothing`, async () => {
      const before = await readSettings();
      const body = payload as { storeHours?: { locationId: string }[] };
      // A real store id where the case is not about the store.
      for (const store of body.storeHours ?? []) {
        if (store.locationId === 'x') store.locationId = ids.Airport ?? '';
      }
      const response = await saveSettings(ctx.admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
      expect(await readSettings()).toEqual(before);
    });
  }

  it('takes ranges of one day that touch (closing at noon, opening again at noon)', async () => {
    const hours = [
      { weekday: 6, opens: '08:00', closes: '12:00' },
      { weekday: 6, opens: '12:00', closes: '24:00' },
      { weekday: 0, opens: '00:00', closes: '02:00' },
    ];
    const response = await saveSettings(ctx.admin, {
      targets: DEFAULT_TARGETS,
      storeHours: [{ locationId: ids.Airport, hours }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await readSettings()).storeHours.find(
      (store) => store.locationId === ids.Airport,
    );
    expect(saved?.hours).toEqual([hours[2], hours[0], hours[1]]);
  });

  it('puts the stores back on a 24x7 clock for the tests below', async () => {
    const response = await saveSettings(ctx.admin, { targets: DEFAULT_TARGETS, storeHours: [] });
    expect(response.statusCode).toBe(200);
    expect((await readSettings()).storeHours).toEqual([]);
  });
});

describe('a ticket’s SLA clock', () => {
  it('times a new ticket by its priority’s targets and goes at risk at 80 %, then overdue', async () => {
    const tag = uniqueTag();
    const start = ctx.clock.now().toISOString();
    const ticket = await newTicket(tag);
    expect(ticket.sla).toEqual({
      respondBy: at(2 * HOUR, start),
      resolveBy: at(24 * HOUR, start),
      respondedAt: null,
      state: 'on-track',
      pausedAt: null,
    });
    // 80 % of the two-hour respond target: 96 minutes.
    await travel(at(95 * MINUTE, start));
    expect((await storedTicket(ctx, ticket)).sla?.state).toBe('on-track');
    await travel(at(96 * MINUTE, start));
    expect((await storedTicket(ctx, ticket)).sla?.state).toBe('at-risk');
    const atRisk = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${tag}&sla=at-risk,overdue`,
    });
    expect(atRisk.json<Ticket[]>().map((row) => row.id)).toEqual([ticket.id]);
    const onTrack = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${tag}&sla=on-track`,
    });
    expect(onTrack.json<Ticket[]>()).toEqual([]);
    await travel(at(2 * HOUR, start));
    expect((await storedTicket(ctx, ticket)).sla?.state).toBe('overdue');
  });

  it('refuses an SLA filter that is no state with 400', async () => {
    const response = await ctx.admin.request({ method: 'GET', url: '/api/tickets?sla=late' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('SLA state must be one of');
  });

  it('tells the assignee and the admins once when a ticket goes at risk and once when overdue', async () => {
    const tag = uniqueTag();
    const start = ctx.clock.now().toISOString();
    const ticket = await newTicket(tag);
    await patch(ctx.admin, ticket, { assignedTo: ctx.technician.user.id });
    await ctx.app.scheduler.runAll();
    const mine = (texts: string[]) => texts.filter((text) => text.includes(tag));
    expect(mine(await slaNotices(ctx.technician))).toEqual([]);
    await travel(at(100 * MINUTE, start));
    await ctx.app.scheduler.runAll();
    await ctx.app.scheduler.runAll();
    const atRiskText = `#${String(ticket.ticketNumber)} ${tag} walk-in cooler warm is at risk of missing its service-level target`;
    expect(mine(await slaNotices(ctx.technician))).toEqual([atRiskText]);
    expect(mine(await slaNotices(ctx.admin))).toEqual([atRiskText]);
    // The manager of another store is not told.
    expect(mine(await slaNotices(ctx.manager))).toEqual([]);
    await travel(at(3 * HOUR, start));
    await ctx.app.scheduler.runAll();
    await ctx.app.scheduler.runAll();
    const overdueText = `#${String(ticket.ticketNumber)} ${tag} walk-in cooler warm is overdue on its service-level target`;
    expect(mine(await slaNotices(ctx.technician))).toEqual([overdueText, atRiskText]);
    expect(mine(await slaNotices(ctx.admin))).toEqual([overdueText, atRiskText]);
  });

  it('meets the respond target when the assignee accepts, then follows the resolve target', async () => {
    const tag = uniqueTag();
    const start = ctx.clock.now().toISOString();
    const ticket = await newTicket(tag);
    await patch(ctx.admin, ticket, { assignedTo: ctx.technician.user.id });
    await travel(at(90 * MINUTE, start));
    const accepted = await patch(ctx.technician, ticket, { status: 'accepted' });
    expect(accepted.sla?.respondedAt).toBe(at(90 * MINUTE, start));
    expect(accepted.sla?.state).toBe('on-track');
    // Past the respond deadline it stays on track: the response came in time.
    await travel(at(3 * HOUR, start));
    expect((await storedTicket(ctx, ticket)).sla?.state).toBe('on-track');
    // 80 % of 24 h is 19 h 12 min.
    await travel(at(19 * HOUR + 12 * MINUTE, start));
    expect((await storedTicket(ctx, ticket)).sla?.state).toBe('at-risk');
    const completed = await ctx.technician.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/complete`,
      payload: { completionNotes: 'New thermostat' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<Ticket>().sla?.state).toBe('met');
  });

  it('stands still while waiting for parts and moves the deadlines by the pause', async () => {
    const tag = uniqueTag();
    const start = ctx.clock.now().toISOString();
    const ticket = await newTicket(tag);
    await patch(ctx.admin, ticket, { assignedTo: ctx.technician.user.id });
    await patch(ctx.technician, ticket, { status: 'accepted' });
    await travel(at(HOUR, start));
    const waiting = await patch(ctx.technician, ticket, { status: 'waiting-for-parts' });
    expect(waiting.sla?.pausedAt).toBe(at(HOUR, start));
    // Thirty hours later it is not overdue: the clock stood at one hour.
    await travel(at(31 * HOUR, start));
    expect((await storedTicket(ctx, ticket)).sla?.state).toBe('on-track');
    const resumed = await patch(ctx.technician, ticket, { status: 'in-progress' });
    expect(resumed.sla).toMatchObject({
      pausedAt: null,
      resolveBy: at(54 * HOUR, start),
      state: 'on-track',
    });
    // Completed after the deadline the pause moved: missed.
    await travel(at(55 * HOUR, start));
    const completed = await ctx.technician.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/complete`,
      payload: { completionNotes: 'Compressor replaced' },
    });
    expect(completed.json<Ticket>().sla?.state).toBe('missed');
  });

  it('meets the respond target when a vendor accepts the ticket’s dispatch', async () => {
    const start = ctx.clock.now().toISOString();
    const fixture = await insertDispatch(ctx);
    expect(
      (await storedTicket(ctx, { id: fixture.ticketId } as Ticket)).sla?.respondedAt,
    ).toBeNull();
    await travel(at(30 * MINUTE, start));
    const accepted = await ctx.anonymous({
      method: 'POST',
      url: `/api/vendor-portal/${fixture.token}/accept`,
      remoteAddress: '203.0.113.239',
      payload: { eta: at(3 * HOUR, start) },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ticket = await storedTicket(ctx, { id: fixture.ticketId } as Ticket);
    expect(ticket.sla?.respondedAt).toBe(at(30 * MINUTE, start));
  });

  it('re-times a ticket whose priority an admin changes', async () => {
    const tag = uniqueTag();
    const start = ctx.clock.now().toISOString();
    const ticket = await newTicket(tag, { priority: 'low' });
    expect(ticket.sla?.resolveBy).toBe(at(14 * 24 * HOUR, start));
    const urgent = await patch(ctx.admin, ticket, { priority: 'urgent' });
    expect(urgent.sla?.respondBy).toBe(at(2 * HOUR, start));
    expect(urgent.sla?.resolveBy).toBe(at(24 * HOUR, start));
  });

  it('counts only a store’s opening hours when it has some', async () => {
    const saved = await saveSettings(ctx.admin, {
      targets: DEFAULT_TARGETS,
      storeHours: [
        {
          locationId: ids['Mall Location'],
          hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })),
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Friday 2026-01-09 16:00 in New York: 24 business hours are 1 h on Friday, 8 h on Monday
    // and Tuesday, 7 h on Wednesday: Wednesday 16:00 (21:00 UTC).
    await travel('2026-01-09T21:00:00.000Z');
    const ticket = await newTicket(uniqueTag(), { location: 'Mall Location', priority: 'medium' });
    expect(ticket.sla?.respondBy).toBe('2026-01-14T21:00:00.000Z');
    // Saturday: closed, so the clock has not moved since Friday's last hour.
    await travel('2026-01-10T18:00:00.000Z');
    expect((await storedTicket(ctx, ticket)).sla?.state).toBe('on-track');
  });

  it('sorts the grid by the next deadline, overdue first', async () => {
    const tag = uniqueTag();
    const start = ctx.clock.now().toISOString();
    const medium = await newTicket(tag, { priority: 'medium' });
    // A day and an hour later the medium ticket missed its 24 h response: overdue, so first.
    await travel(at(25 * HOUR, start));
    const low = await newTicket(tag, { priority: 'low' });
    const urgent = await newTicket(tag, { priority: 'urgent' });
    expect((await storedTicket(ctx, medium)).sla?.state).toBe('overdue');
    const response = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${tag}&sort=sla`,
    });
    // The search tolerates typos, so other tests' tags may match too: only these three count.
    const mine = new Set([low.id, urgent.id, medium.id]);
    const order = response
      .json<Ticket[]>()
      .map((row) => row.id)
      .filter((id) => mine.has(id));
    expect(order).toEqual([medium.id, urgent.id, low.id]);
  });

  it('gives the dashboard respond and resolve times in the store’s business hours', async () => {
    const mall = ids['Mall Location'] ?? '';
    const saved = await saveSettings(ctx.admin, {
      targets: DEFAULT_TARGETS,
      storeHours: [
        {
          locationId: mall,
          hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })),
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Reported on Sunday 2026-01-11 (closed), accepted on Monday at 10:00 and completed at 16:30
    // in New York: 1 h to respond and 7.5 h to resolve in business time (decision 046), where the
    // wall clock says 20 h and 26.5 h.
    await travel('2026-01-11T19:00:00.000Z');
    const ticket = await newTicket(uniqueTag(), { location: 'Mall Location', priority: 'medium' });
    await patch(ctx.admin, ticket, { assignedTo: ctx.technician.user.id });
    await travel('2026-01-12T15:00:00.000Z');
    await patch(ctx.technician, ticket, { status: 'accepted' });
    await travel('2026-01-12T21:30:00.000Z');
    const completed = await ctx.technician.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/complete`,
      payload: { completionNotes: 'Door gasket replaced' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const report = await ctx.admin.request({
      method: 'GET',
      url: `/api/reports/maintenance?from=2026-01-12&to=2026-01-12&locationId=${mall}`,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<MaintenanceReport>().totals.current).toMatchObject({
      completed: 1,
      respondMeanHours: 1,
      resolveMeanHours: 7.5,
    });
  });
});
