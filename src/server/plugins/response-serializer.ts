import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

// Issue 13: one stored row that no longer fits the contract (a date written before the date rule
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

/** The serializer compiler of every route: strict, except that lists skip rows that fail. */
export function createResponseSerializerCompiler(
  log: FastifyBaseLogger,
): FastifySerializerCompiler<RouteSchema> {
  return (routeSchema) => {
    const strict = strictSerializerCompiler(routeSchema);
    const schema = zodSchemaOf(routeSchema.schema);
    if (!(schema instanceof z.ZodArray)) return strict;
    const row = schema.element;
    return (data: unknown) => {
      // The whole list at once first: the usual case costs no more than before.
      const whole = z.safeEncode(schema, data as never);
      if (whole.success) return JSON.stringify(whole.data);
      if (!Array.isArray(data)) return strict(data);
      const kept: unknown[] = [];
      for (const item of data as unknown[]) {
        const result = z.safeEncode(row, item);
        if (result.success) {
          kept.push(result.data);
          continue;
        }
        log.warn(
          {
            route: `${routeSchema.method} ${routeSchema.url}`,
            rowId: rowIdOf(item),
            issues: result.error.issues.map((issue) => ({
              path: issue.path.join('.'),
              message: issue.message,
            })),
          },
          'a stored row fails the response schema; it is left out of the list',
        );
      }
      return JSON.stringify(kept);
    };
  };
}
