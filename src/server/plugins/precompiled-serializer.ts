import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import type { Schema } from 'fast-json-stringify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

import { createResponseSerializerCompiler } from './response-serializer.ts';

// Decision 042 (cuts): a large list answer is serialized by a function compiled once from its zod
// contract (fast-json-stringify), not checked row by row and stringified per request. Outside
// production (AppConfig.checksAnswers: tests, development) the route keeps the checking serializer
// of decision 013, so a test fails when an answer drifts from the contract; the precompiled one
// writes only the contract's fields, in its order, and throws when a required field is missing.

type RouteSchema = $ZodType | { properties: $ZodType };
type RouteSchemaDef = Parameters<FastifySerializerCompiler<RouteSchema>>[0];

/** Words a validator reads and a serializer does not; left out of the compiled schema. */
const VALIDATION_ONLY = new Set([
  '$schema',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

/**
 * The JSON Schema zod writes, shaped for fast-json-stringify: `anyOf [X, null]` becomes X with
 * `nullable` (an anyOf makes it validate each value to choose a branch, which is the cost we cut).
 */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  const anyOf = (node as { anyOf?: unknown[] }).anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.filter(
      (branch) => (branch as { type?: unknown } | null)?.type !== 'null',
    );
    if (nonNull.length === 1) {
      return { ...(forSerializer(nonNull[0]) as Record<string, unknown>), nullable: true };
    }
  }
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (VALIDATION_ONLY.has(key)) continue;
    // Property names are data, not keywords: shape each property's schema, keep every name.
    shaped[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, property]) => [
              name,
              forSerializer(property),
            ]),
          )
        : forSerializer(value);
  }
  return shaped;
}

/** A serializer compiled once from a zod schema's output shape. */
export function precompiledSerializer(schema: $ZodType): (data: unknown) => string {
  const jsonSchema = forSerializer(z.toJSONSchema(schema, { io: 'output' })) as Schema;
  return fastJson(jsonSchema);
}

/**
 * A route's serializer compiler: its 200 answer precompiled, unless `checksAnswers`
 * (AppConfig.checksAnswers: tests and development); every other answer (errors) through the app's
 * checking serializer.
 */
export function precompiledOkSerializerCompiler<T>(
  log: FastifyBaseLogger,
  checksAnswers: boolean,
): FastifySerializerCompiler<T> {
  const checking = createResponseSerializerCompiler(log);
  return (routeSchema) => {
    const route = routeSchema as RouteSchemaDef;
    if (route.httpStatus !== '200' || checksAnswers) return checking(route);
    return precompiledSerializer(
      'properties' in route.schema ? route.schema.properties : route.schema,
    );
  };
}
