import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { ERROR_CODES } from '#contract/errors.ts';

import { fillPath, listApiRoutes } from './openapi-routes.ts';
import type { ApiRoute } from './openapi-routes.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 041: `code` of an error answer is one of ERROR_CODES, the closed list the web client
// branches on, both in what the OpenAPI document promises and in what the server answers.

const { ctx } = fileTestContext();
let routes: ApiRoute[];

beforeAll(async () => {
  routes = await listApiRoutes(ctx.app);
});

interface SchemaLike {
  properties?: Record<string, { enum?: unknown[] }>;
}

/** Every object in the document that reads as an error body: properties `error` and `code`. */
function errorBodySchemas(node: unknown, found: SchemaLike[] = []): SchemaLike[] {
  if (Array.isArray(node)) {
    for (const child of node) errorBodySchemas(child, found);
  } else if (node && typeof node === 'object') {
    const properties = (node as SchemaLike).properties;
    if (properties?.error && properties.code) found.push(node);
    for (const child of Object.values(node)) errorBodySchemas(child, found);
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('lists ERROR_CODES as the code of every error body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const schemas = errorBodySchemas(response.json());
    expect(schemas.length).toBeGreaterThan(100);
    for (const schema of schemas) expect(schema.properties?.code?.enum).toEqual([...ERROR_CODES]);
  });
});

describe('error answers', () => {
  it('answer a code of ERROR_CODES on every route, whatever refused the call', async () => {
    const known = new Set<string>(ERROR_CODES);
    const seen = new Set<string>();
    const failures: string[] = [];
    const check = (label: string, response: LightMyRequestResponse) => {
      if (response.statusCode < 400) return;
      let code: unknown;
      try {
        code = response.json<{ code?: unknown }>().code;
      } catch {
        code = undefined;
      }
      if (typeof code === 'string' && known.has(code)) seen.add(code);
      else
        failures.push(`${label} → ${String(response.statusCode)} ${response.body.slice(0, 120)}`);
    };
    const mutations = routes.filter((route) => route.method !== 'GET');
    for (const route of routes) {
      const url = fillPath(route.path, {});
      // Signed out: 401 on every route that needs a session.
      check(
        `${route.method} ${url} signed out`,
        await ctx.anonymous({ method: route.method, url }),
      );
      if (route.pathParams.length === 0) continue;
      // Ids that are not ids, and ids of nothing: 400 and 404 (no change is made).
      for (const id of ['not-a-uuid', randomUUID()]) {
        const target = fillPath(
          route.path,
          Object.fromEntries(route.pathParams.map((name) => [name, id])),
        );
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        check(
          `${route.method} ${target}`,
          await ctx.technician.request({ method: route.method, url: target, payload }),
        );
      }
    }
    for (const route of mutations) {
      const url = fillPath(route.path, {});
      const label = `${route.method} ${url}`;
      // Refused before any handler runs: the CSRF check, a body that is not JSON, a text body.
      check(
        `${label} cross-site`,
        await ctx.admin.request({
          method: route.method,
          url,
          headers: { 'sec-fetch-site': 'cross-site' },
        }),
      );
      check(
        `${label} with broken JSON`,
        await ctx.admin.request({
          method: route.method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: '{"unclosed":',
        }),
      );
      check(
        `${label} as text`,
        await ctx.admin.request({
          method: route.method,
          url,
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        }),
      );
    }
    check(
      'an unknown route',
      await ctx.admin.request({ method: 'GET', url: '/api/no-such-route' }),
    );
    expect(failures).toEqual([]);
    for (const code of [
      'UNAUTHENTICATED',
      'CROSS_ORIGIN_REQUEST',
      'INVALID_JSON',
      'UNSUPPORTED_MEDIA_TYPE',
      'VALIDATION_FAILED',
      'NOT_FOUND',
    ]) {
      expect(seen).toContain(code);
    }
  });
});
