import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

// Decision 013: one stored row that no longer fits the contract (a date written before the date rule
// existed, a row edited by hand) made every list that contains it answer 500. A list answer is
// checked row by row instead: a row that fails its schema is logged with its id and left out,
// and the rest of the list is answered. Any other answer that fails its schema is still a 500.

type RouteSchema = $ZodType | { properties: $ZodType };

const strictSerializerCompiler = createSerializerCompiler();

function zodSchemaOf(schema: RouteSchema): $ZodType {
  return 'properties' in schema ? schema.properties : schema;
}

function rowIdOf(row: unknown): unknown {
  return row !== null && typeof row === 'object' && 'id' in row ? row.id : undefined;
}

/**
 * Keeps the rows of `data` that fit `row`, logging each one left out with the route and its id.
 */
function keepFittingRows(
  log: FastifyBaseLogger,
  route: string,
  row: $ZodType,
  data: unknown[],
): unknown[] {
  const kept: unknown[] = [];
  for (const item of data) {
    const result = z.safeEncode(row, item);
    if (result.success) {
      kept.push(item);
      continue;
    }
    log.warn(
      {
        route,
        rowId: rowIdOf(item),
        issues: result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      },
      'a stored row fails the response schema; it is left out of the list',
    );
  }
  return kept;
}

/** The properties of an object answer that hold lists of rows (`{ items: [...], total }`). */
function rowListKeys(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, value]) => value instanceof z.ZodArray && value.element instanceof z.ZodObject)
    .map(([key]) => key);
}

/**
 * The serializer compiler of every route: strict, except that lists skip rows that fail, whether
 * the answer is the list itself or an object holding lists (a page with its counts).
 */
export function createResponseSerializerCompiler(
  log: FastifyBaseLogger,
): FastifySerializerCompiler<RouteSchema> {
  return (routeSchema) => {
    const strict = strictSerializerCompiler(routeSchema);
    const schema = zodSchemaOf(routeSchema.schema);
    const route = `${routeSchema.method} ${routeSchema.url}`;
    if (schema instanceof z.ZodArray) {
      const row = schema.element;
      return (data: unknown) => {
        // The whole list at once first: the usual case costs no more than before.
        const whole = z.safeEncode(schema, data as never);
        if (whole.success) return JSON.stringify(whole.data);
        if (!Array.isArray(data)) return strict(data);
        return strict(keepFittingRows(log, route, row, data as unknown[]));
      };
    }
    if (!(schema instanceof z.ZodObject)) return strict;
    const listKeys = rowListKeys(schema);
    if (listKeys.length === 0) return strict;
    return (data: unknown) => {
      const whole = z.safeEncode(schema, data as never);
      if (whole.success) return JSON.stringify(whole.data);
      if (data === null || typeof data !== 'object') return strict(data);
      const repaired: Record<string, unknown> = { ...(data as Record<string, unknown>) };
      for (const key of listKeys) {
        const rows: unknown = repaired[key];
        const list: unknown = schema.shape[key];
        if (Array.isArray(rows) && list instanceof z.ZodArray) {
          repaired[key] = keepFittingRows(log, route, list.element, rows as unknown[]);
        }
      }
      // Whatever else fails (a count, a field of the page) is still a 500.
      return strict(repaired);
    };
  };
}
