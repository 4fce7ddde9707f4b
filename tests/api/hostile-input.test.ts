import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import type { Actor } from '#tests/helpers/build-test-app.ts';

import { fillPath, listApiRoutes } from './openapi-routes.ts';
import type { ApiRoute, JsonSchema } from './openapi-routes.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 018: every write route, driven by its own schema, gets missing, wrong-typed, oversized,
// unicode-edge and injection values, unknown fields, deep and huge JSON, and hostile path ids. The
// answer is always a clear 4xx (or a 2xx where the value is legitimate), never a 5xx.

const { ctx } = fileTestContext();
let routes: ApiRoute[];
beforeAll(async () => {
  routes = await listApiRoutes(ctx.app);
});

const HOSTILE_STRINGS = [
  '',
  ' ',
  "'; DROP TABLE tickets; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  'a\u0000b',
  '\uD800',
  '😀🔧🍟'.repeat(50),
  'ｆｕｌｌｗｉｄｔｈ ﬁ ligature é́ combining',
  '\u202Eevil',
  'x'.repeat(100_000),
  '2026-02-30',
  '25:99',
  'NaN',
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  0.5,
  [],
  {},
  ['a'],
  { $gt: '' },
  'string',
  12345,
];

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'unknown';
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'unknown';
  if (schema.type) return schema.type;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return variant ? typeOf(variant) : 'unknown';
}

/** A plausible value for a field, so that one hostile field at a time reaches deep validation. */
function plausible(name: string, schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return 1;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      if (schema.format === 'uuid' || /Id$/.test(name)) return randomUUID();
      if (schema.format === 'date-time' || /(Start|End|Time|At)$/.test(name))
        return '2026-03-02T14:00:00.000Z';
      if (schema.format === 'date' || /[dD]ate$/.test(name)) return '2026-03-02';
      if (name === 'email') return 'someone@example.com';
      if (name === 'password') return 'long-enough-password';
      return `hostile test ${name}`;
  }
}

function basePayload(schema: JsonSchema | undefined): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {}))
    payload[name] = plausible(name, property);
  return payload;
}

function payloadsFor(schema: JsonSchema | undefined): unknown[] {
  const base = basePayload(schema);
  const payloads: unknown[] = [
    {},
    [],
    'just a string',
    42,
    null,
    { ...base, __proto__: { isAdmin: true }, constructor: { prototype: { isAdmin: true } } },
  ];
  for (const name of Object.keys(schema?.properties ?? {})) {
    for (const value of [...HOSTILE_STRINGS, ...HOSTILE_VALUES])
      payloads.push({ ...base, [name]: value });
    const { [name]: _removed, ...without } = base;
    payloads.push(without);
  }
  payloads.push({
    ...base,
    unknownField: 'x',
    role: 'admin',
    submittedBy: randomUUID(),
    createdBy: randomUUID(),
    userId: randomUUID(),
  });
  return payloads;
}

async function send(actor: Actor, route: ApiRoute, url: string, payload: unknown) {
  return actor.request({
    method: route.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

describe('hostile input on every write route', () => {
  it('finds the write routes in the route table', () => {
    const writes = routes.filter((route) => route.bodySchema);
    expect(writes.length).toBeGreaterThan(15);
  });

  it('never answers 5xx to hostile bodies', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const writes = routes.filter((route) => route.bodySchema && route.path !== '/api/login');
    for (const route of writes) {
      const url = fillPath(
        route.path,
        Object.fromEntries(route.pathParams.map((name) => [name, randomUUID()])),
      );
      for (const payload of payloadsFor(route.bodySchema)) {
        // The admin reaches validation on every route; a fresh actor each time keeps a side
        // effect of one payload (logout, deactivation) from changing the next answer.
        const response = await send(ctx.admin, route, url, payload);
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.path} ${JSON.stringify(payload).slice(0, 120)} → ${String(response.statusCode)} ${response.body.slice(0, 120)}`,
          );
        } else if (response.statusCode >= 400) {
          const body = response.json<{ error?: unknown; code?: unknown }>();
          if (typeof body.error !== 'string' || typeof body.code !== 'string') {
            failures.push(
              `${route.method} ${route.path}: ${String(response.statusCode)} without {error, code}: ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to hostile path ids', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.pathParams.length > 0)) {
      for (const id of [
        'not-a-uuid',
        '../../etc/passwd',
        "1' OR '1'='1",
        '%00',
        randomUUID(),
        '0'.repeat(500),
      ]) {
        const url = fillPath(
          route.path,
          Object.fromEntries(route.pathParams.map((name) => [name, id])),
        );
        const response = await ctx.admin.request({
          method: route.method,
          url,
          ...(route.bodySchema
            ? {
                headers: { 'content-type': 'application/json' },
                payload: JSON.stringify(basePayload(route.bodySchema)),
              }
            : {}),
        });
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${url} → ${String(response.statusCode)}`);
        else if (response.statusCode < 400 && id !== '' && !/^[0-9a-f-]{36}$/.test(id))
          failures.push(`${route.method} ${url} accepted a malformed id`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers deeply nested JSON with 400 and a body over 1 MB with 413', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const nested = await ctx.admin.request({
      method: 'POST',
      url: '/api/locations',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBeGreaterThanOrEqual(400);
    expect(nested.statusCode).toBeLessThan(500);
    const huge = await ctx.admin.request({
      method: 'POST',
      url: '/api/locations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_200_000), address: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('strips unknown fields and ignores fields the server owns', async () => {
    const created = await ctx.manager.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: 'Walk-in door gasket torn',
        description: 'Gasket torn at the bottom',
        location: 'Downtown',
        category: 'Freezer',
        priority: 'medium',
        submittedBy: ctx.admin.user.id,
        id: randomUUID(),
        ticketNumber: 1,
        status: 'completed',
        assignedTo: ctx.technician.user.id,
        completedAt: '2020-01-01T00:00:00.000Z',
        isAdmin: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<Record<string, unknown>>();
    expect(ticket).toMatchObject({
      submittedById: ctx.manager.user.id,
      status: 'open',
      assignedTo: null,
      completedAt: null,
    });
    expect(ticket.ticketNumber).not.toBe(1);
    expect(ticket).not.toHaveProperty('isAdmin');
  });

  it('stores injection strings verbatim and never executes them', async () => {
    const title = `Robert'); DROP TABLE tickets;-- <script>alert("x")</script>`;
    const created = await ctx.manager.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title,
        description: "' OR 1=1 --",
        location: 'Downtown',
        category: 'Fryer',
        priority: 'low',
      },
    });
    expect(created.statusCode).toBe(201);
    const list = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets?q=${encodeURIComponent('DROP TABLE')}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ title: string }[]>().map((ticket) => ticket.title)).toContain(title);
  });
});
