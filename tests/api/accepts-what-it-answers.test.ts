import { beforeAll, describe, expect, it } from 'vitest';

import type { Category } from '#contract/schemas/category.ts';
import type { Location } from '#contract/schemas/location.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { weeklyFryerPlanBody } from '#tests/helpers/pm-plans.ts';

import { listApiRoutes } from './openapi-routes.ts';
import type { JsonSchema } from './openapi-routes.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 039 (DESIGN.md §5): the API accepts what it answers. Each resource's GET answer, sent back
// whole to its PUT or PATCH, is accepted and changes nothing: read-only and unknown fields are
// stripped, never refused. The write routes come from the route table, so a new PUT or PATCH
// without a round trip here fails the first test.

type Resource = Record<string, unknown>;

interface RoundTrip {
  actor: Actor;
  /** The write's URL. */
  url: string;
  /** The resource as its GET answers it. */
  read: () => Promise<Resource>;
  /** Fields the write requires that its GET does not answer (a correction's reason). */
  extra?: (resource: Resource) => Resource;
}

/** The server's own record of the last write (when, by whom), not a field anyone sends. */
const SERVER_STAMPS = ['updatedAt', 'updatedBy'];

const { ctx } = fileTestContext();
let roundTrips: Record<string, RoundTrip>;
let ticketId: string;

async function answer<T>(actor: Actor, url: string): Promise<T> {
  const response = await actor.request({ method: 'GET', url });
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function created<T>(actor: Actor, url: string, payload: Resource, status = 201): Promise<T> {
  const response = await actor.request({ method: 'POST', url, payload });
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(status);
  return response.json<T>();
}

/** The row of a list answer (an array, or a page whose `items` hold the rows) with this id. */
function rowOf(list: unknown, id: string): Resource {
  const rows = (Array.isArray(list) ? list : (list as { items: unknown[] }).items) as Resource[];
  const row = rows.find((candidate) => candidate.id === id);
  expect(row, `row ${id}`).toBeDefined();
  return row as Resource;
}

function withoutStamps(resource: Resource): Resource {
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => !SERVER_STAMPS.includes(key)),
  );
}

async function arrange(): Promise<Record<string, RoundTrip>> {
  const { admin, manager, technician } = ctx;
  const downtownId =
    (await answer<Location[]>(admin, '/api/locations')).find((row) => row.name === 'Downtown')
      ?.id ?? '';
  const fryerId =
    (await answer<Category[]>(admin, '/api/categories')).find((row) => row.name === 'Fryer')?.id ??
    '';

  const location = await created<Resource>(admin, '/api/locations', {
    name: 'Round Trip Mall',
    address: '12 Loop Road',
  });
  const category = await created<Resource>(admin, '/api/categories', {
    name: 'Round trip',
    description: 'Things sent back whole',
  });
  const user = await created<Resource>(admin, '/api/users', {
    name: 'Robin Round',
    username: 'robin.round',
    password: 'long-enough-password-1',
    role: 'technician',
    status: 'active',
    email: 'robin@example.com',
  });
  const certification = await created<Resource>(admin, '/api/certifications', {
    userId: user.id,
    certificationName: 'EPA 608',
    certificationNumber: 'E-608-1',
    expirationDate: '2027-03-01',
  });
  const event = await created<Resource>(manager, '/api/calendar-events', {
    title: 'Hood cleaning',
    description: 'Before opening',
    date: '2026-02-10',
    allDay: false,
    startTime: '06:00',
    endTime: '08:00',
  });
  const unit = await created<Resource>(admin, '/api/equipment', {
    name: 'Fryer 2',
    locationId: downtownId,
    categoryId: fryerId,
    make: 'Pitco',
    serialNumber: 'P-1234',
    installDate: '2024-05-01',
    warrantyEndDate: '2027-05-01',
    notes: 'Left of the grill',
  });
  const vendor = await created<Resource>(admin, '/api/vendors', {
    name: 'Round Trip Fryers',
    trades: [fryerId],
    coverage: [{ locationId: downtownId, categoryId: fryerId, rank: 1 }],
  });
  const plan = await created<Resource>(admin, '/api/pm-plans', {
    ...weeklyFryerPlanBody({ categoryId: fryerId, locationId: downtownId }),
    checklist: ['Drain the oil', 'Boil out with cleaner'],
  });

  const ticket: Ticket = await assignTicket(
    ctx,
    await createTicket(ctx, manager, { title: 'Round trip fryer', equipmentDown: true }),
    technician,
    { scheduledStart: '2026-01-07T14:00:00.000Z', scheduledEnd: '2026-01-07T16:00:00.000Z' },
  );
  const item = await created<{ items: Resource[] }>(admin, `/api/tickets/${ticket.id}/checklist`, {
    text: 'Drain the oil',
  });
  const itemId = String(item.items.at(-1)?.id);
  ticketId = ticket.id;

  // Issue 40: the vendor portal's language switch, reached through a dispatch's link.
  const dispatched = await createTicket(ctx, manager, { title: 'Round trip portal' });
  const { portalUrl } = await created<{ portalUrl: string }>(
    admin,
    `/api/tickets/${dispatched.id}/dispatches`,
    { vendorId: vendor.id, nteAmount: 50000, dueBy: '2026-01-09T16:00:00.000Z' },
  );
  const portalToken = portalUrl.slice(portalUrl.lastIndexOf('/') + 1);

  const clockIn = await created<Resource>(technician, '/api/time-clock/in', {
    ticketId: ticket.id,
    notes: 'Started on the fryer',
  });
  ctx.clock.advance(45 * 60_000);
  const clockOut = await technician.request({
    method: 'POST',
    url: '/api/time-clock/out',
    payload: {},
  });
  expect(clockOut.statusCode, clockOut.body).toBe(200);

  const byId = (url: string, id: unknown) => async () =>
    rowOf(await answer(admin, url), String(id));
  const one = (actor: Actor, url: string) => () => answer<Resource>(actor, url);
  return {
    'PUT /api/me/notification-settings': {
      actor: manager,
      url: '/api/me/notification-settings',
      read: one(manager, '/api/me/notification-settings'),
    },
    'PUT /api/settings/time': {
      actor: admin,
      url: '/api/settings/time',
      read: one(admin, '/api/settings/time'),
    },
    // Issue 39: the service-level targets and opening hours.
    'PUT /api/settings/sla': {
      actor: admin,
      url: '/api/settings/sla',
      read: one(admin, '/api/settings/sla'),
    },
    // Issue 40: a person's language and the language new users start in.
    'PATCH /api/me': {
      actor: manager,
      url: '/api/me',
      read: one(manager, '/api/me'),
    },
    'PUT /api/settings/language': {
      actor: admin,
      url: '/api/settings/language',
      read: one(admin, '/api/settings/language'),
    },
    'PUT /api/settings/vendors': {
      actor: admin,
      url: '/api/settings/vendors',
      read: one(admin, '/api/settings/vendors'),
    },
    'PUT /api/locations/{id}': {
      actor: admin,
      url: `/api/locations/${String(location.id)}`,
      read: byId('/api/locations', location.id),
    },
    'PUT /api/categories/{id}': {
      actor: admin,
      url: `/api/categories/${String(category.id)}`,
      read: byId('/api/categories', category.id),
    },
    'PUT /api/users/{id}': {
      actor: admin,
      url: `/api/users/${String(user.id)}`,
      read: byId('/api/users', user.id),
    },
    'PUT /api/certifications/{id}': {
      actor: admin,
      url: `/api/certifications/${String(certification.id)}`,
      read: byId('/api/certifications', certification.id),
    },
    'PUT /api/calendar-events/{id}': {
      actor: manager,
      url: `/api/calendar-events/${String(event.id)}`,
      read: byId('/api/calendar-events', event.id),
    },
    'PUT /api/equipment/{id}': {
      actor: admin,
      url: `/api/equipment/${String(unit.id)}`,
      read: one(admin, `/api/equipment/${String(unit.id)}`),
    },
    'PUT /api/vendors/{id}': {
      actor: admin,
      url: `/api/vendors/${String(vendor.id)}`,
      read: one(admin, `/api/vendors/${String(vendor.id)}`),
    },
    // The portal answers no language of its own: the vendor's, as the admin reads it, is what the
    // switch takes back.
    'PUT /api/vendor-portal/{token}/language': {
      actor: { ...admin, request: (options) => ctx.anonymous(options) },
      url: `/api/vendor-portal/${portalToken}/language`,
      read: async () => ({
        language: (await answer<Resource>(admin, `/api/vendors/${String(vendor.id)}`)).language,
      }),
    },
    'PUT /api/pm-plans/{id}': {
      actor: admin,
      url: `/api/pm-plans/${String(plan.id)}`,
      read: one(admin, `/api/pm-plans/${String(plan.id)}`),
    },
    'PATCH /api/tickets/{id}': {
      actor: admin,
      url: `/api/tickets/${ticket.id}`,
      read: one(admin, `/api/tickets/${ticket.id}`),
    },
    'PATCH /api/tickets/{id}/schedule': {
      actor: admin,
      url: `/api/tickets/${ticket.id}/schedule`,
      read: one(admin, `/api/tickets/${ticket.id}`),
    },
    'PUT /api/tickets/{id}/checklist/{itemId}': {
      actor: technician,
      url: `/api/tickets/${ticket.id}/checklist/${itemId}`,
      read: async () =>
        rowOf(await answer(technician, `/api/tickets/${ticket.id}/checklist`), itemId),
    },
    'PATCH /api/time-sessions/{id}': {
      actor: admin,
      url: `/api/time-sessions/${String(clockIn.id)}`,
      read: async () =>
        rowOf(await answer(technician, '/api/time-clock/sessions'), String(clockIn.id)),
      extra: () => ({ reason: 'Checked against the paper sheet' }),
    },
  };
}

beforeAll(async () => {
  roundTrips = await arrange();
});

/** Every place in a JSON schema (its `$ref`s followed) that refuses properties it does not name. */
function closedObjects(
  schema: unknown,
  components: Record<string, unknown>,
  path: string,
  seen = new Set<unknown>(),
): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as JsonSchema & { $ref?: string; additionalProperties?: unknown };
  const found: string[] = node.additionalProperties === false ? [path || '(body)'] : [];
  if (typeof node.$ref === 'string') {
    const target = components[node.$ref.split('/').at(-1) ?? ''];
    found.push(...closedObjects(target, components, path, seen));
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '$ref') continue;
    const next = key === 'properties' || /^\d+$/.test(key) ? path : `${path}.${key}`;
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, property] of Object.entries(value as Record<string, unknown>))
        found.push(...closedObjects(property, components, `${path}.${name}`, seen));
    } else if (typeof value === 'object') {
      found.push(...closedObjects(value, components, next, seen));
    }
  }
  return found;
}

describe('the API accepts what it answers (DESIGN.md §5)', () => {
  it('has a round trip for every PUT and PATCH route in the route table', async () => {
    const writes = (await listApiRoutes(ctx.app))
      .filter((route) => route.method === 'PUT' || route.method === 'PATCH')
      .map((route) => `${route.method} ${route.path}`);
    expect(Object.keys(roundTrips).sort()).toEqual(writes.sort());
  });

  it('never refuses a field a write route does not know: no body schema is closed', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, unknown> } }>
      >;
      components?: { schemas?: Record<string, unknown> };
    }>();
    const components = document.components?.schemas ?? {};
    const closed: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          const schema = (content as { schema?: unknown }).schema;
          for (const where of closedObjects(schema, components, ''))
            closed.push(`${method.toUpperCase()} ${path} (${type}) ${where}`);
        }
      }
    }
    expect(closed).toEqual([]);
  });

  it.each([
    'PUT /api/me/notification-settings',
    'PUT /api/settings/time',
    'PUT /api/settings/sla',
    'PATCH /api/me',
    'PUT /api/settings/language',
    'PUT /api/settings/vendors',
    'PUT /api/locations/{id}',
    'PUT /api/categories/{id}',
    'PUT /api/users/{id}',
    'PUT /api/certifications/{id}',
    'PUT /api/calendar-events/{id}',
    'PUT /api/equipment/{id}',
    'PUT /api/vendors/{id}',
    'PUT /api/vendor-portal/{token}/language',
    'PUT /api/pm-plans/{id}',
    'PATCH /api/tickets/{id}',
    'PATCH /api/tickets/{id}/schedule',
    'PUT /api/tickets/{id}/checklist/{itemId}',
    'PATCH /api/time-sessions/{id}',
  ])('%s takes back what its GET answered and changes nothing', async (key) => {
    const roundTrip = roundTrips[key];
    if (!roundTrip) throw new Error(`no round trip for ${key}`);
    const { actor, url, read, extra } = roundTrip;
    const before = await read();
    const response = await actor.request({
      method: key.startsWith('PUT ') ? 'PUT' : 'PATCH',
      url,
      payload: { ...before, ...extra?.(before) },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(withoutStamps(await read())).toEqual(withoutStamps(before));
  });

  it('takes a ticket back from each of its viewers, adding nothing to its history', async () => {
    const url = `/api/tickets/${ticketId}`;
    const history = () => answer<unknown[]>(ctx.admin, `${url}/activity`);
    const entries = (await history()).length;
    for (const actor of [ctx.admin, ctx.manager, ctx.technician]) {
      const before = await answer<Resource>(actor, url);
      for (const [method, path] of [
        ['PATCH', url],
        ['PATCH', `${url}/schedule`],
      ] as const) {
        if (path.endsWith('/schedule') && actor !== ctx.admin) continue;
        const response = await actor.request({ method, url: path, payload: before });
        expect(response.statusCode, `${actor.user.username} ${path}: ${response.body}`).toBe(200);
      }
      expect(withoutStamps(await answer(actor, url))).toEqual(withoutStamps(before));
    }
    expect(await history()).toHaveLength(entries);
  });
});
