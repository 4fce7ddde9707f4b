import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiEndpoints, NoContentSchema } from '#contract/api/index.ts';
import type { EndpointSchemas, HttpMethod } from '#contract/api/index.ts';
import { registerOpenApi } from '#server/plugins/openapi.ts';
import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';

// Decision 040: the web's calls are typed by the endpoint table (src/contract/api). Each entry must be
// a route of the server, with that method and path, validating the same query and body and
// answering its success status with the same schema. The schemas are compared as the OpenAPI
// document gives them: the table is served by a bare app through the same OpenAPI plugin, so a
// field renamed, added or dropped on either side, or a path that drifts, fails here.

interface Operation {
  parameters?: { in: string; name: string; schema?: unknown; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: unknown }>;
}

type Paths = Record<string, Record<string, Operation>>;

const entries = Object.entries(apiEndpoints) as [string, EndpointSchemas][];

function splitKey(key: string): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { method, path };
}

/** `/api/tickets/:id` as OpenAPI writes it: `/api/tickets/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function successStatuses(operation: Operation): string[] {
  return Object.keys(operation.responses ?? {}).filter((status) => status.startsWith('2'));
}

function queryParameters(operation: Operation) {
  return (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
}

async function openApiPaths(app: FastifyInstance): Promise<Paths> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<{ paths: Paths }>().paths;
}

let server: TestApp;
let served: Paths;
let table: Paths;

beforeAll(async () => {
  server = await buildTestApp();
  served = await openApiPaths(server.app);

  // The table as routes: each entry at its path, with its schemas, answering the status the
  // server answers it with.
  const mirror = Fastify({ logger: false });
  mirror.setValidatorCompiler(validatorCompiler);
  mirror.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(mirror);
  for (const [key, entry] of entries) {
    const { method, path } = splitKey(key);
    const status = successStatuses(served[openApiPath(path)]?.[method.toLowerCase()] ?? {})[0];
    if (!status || entry.response === NoContentSchema) continue;
    mirror.route({
      method,
      url: path,
      schema: {
        ...(entry.query ? { querystring: entry.query } : {}),
        ...(entry.body ? { body: entry.body } : {}),
        response: { [status]: entry.response },
      },
      handler: () => null,
    });
  }
  await mirror.ready();
  table = await openApiPaths(mirror);
  await mirror.close();
});

afterAll(async () => {
  await server.close();
});

describe('the endpoint table the web is typed by', () => {
  it.each(entries.map(([key]) => key))('%s is a route of the server', (key) => {
    const { method, path } = splitKey(key);
    expect(served[openApiPath(path)]?.[method.toLowerCase()], key).toBeDefined();
  });

  it.each(entries)('%s answers and accepts what the table says', (key, entry) => {
    const { method, path } = splitKey(key);
    const route = served[openApiPath(path)]?.[method.toLowerCase()];
    if (!route) throw new Error(`${key} is not a route of the server`);
    const statuses = successStatuses(route);
    expect(statuses, `${key}: one success status`).toHaveLength(1);
    const status = statuses[0] as string;
    if (entry.response === NoContentSchema) {
      expect(status, `${key} answers no content`).toBe('204');
      return;
    }
    expect(status, `${key} answers a body`).not.toBe('204');
    const mirrored = table[openApiPath(path)]?.[method.toLowerCase()];
    if (!mirrored) throw new Error(`${key} is missing from the table's document`);
    expect(mirrored.responses?.[status]?.content, `${key}: the answer`).toEqual(
      route.responses?.[status]?.content,
    );
    expect(mirrored.requestBody, `${key}: the body`).toEqual(route.requestBody);
    expect(queryParameters(mirrored), `${key}: the query`).toEqual(queryParameters(route));
  });

  it('names each route once, multipart and CSV uploads without a JSON body', () => {
    for (const [key, entry] of entries) {
      if (entry.upload) expect(entry.body, key).toBeUndefined();
    }
    expect(new Set(entries.map(([key]) => key)).size).toBe(entries.length);
  });
});
