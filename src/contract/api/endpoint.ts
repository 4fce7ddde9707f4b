import { z } from 'zod';

// The endpoint table (decision 040): each operation of the JSON API, keyed `METHOD /api/path/:param`,
// with the zod schemas its route validates (query, body) and answers with (its success status).
// The web client is typed from it (src/web/lib/api-request.ts); tests/api/endpoint-table.test.ts
// checks every entry against the server's routes, so a renamed field fails `tsc` in the web.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `GET /api/tickets/:id`: the method, a space, the route's path as the server declares it. */
export type EndpointKey = `${HttpMethod} /api/${string}`;

/** The answer of a route whose success is a 204 without a body. */
export const NoContentSchema = z.void();

export interface EndpointSchemas {
  /** The query string the route validates. */
  readonly query?: z.ZodType;
  /** The JSON body the route validates. */
  readonly body?: z.ZodType;
  /** A body that is not JSON: a multipart form (photos, files) or a CSV file. */
  readonly upload?: 'multipart' | 'text/csv';
  /** The answer of its success status (NoContentSchema for a 204). */
  readonly response: z.ZodType;
}

type EndpointTable = Readonly<Record<EndpointKey, EndpointSchemas>>;

/** A part of the table, checked and kept with its exact schema types. */
export function endpoints<const T extends EndpointTable>(table: T): T {
  return table;
}
