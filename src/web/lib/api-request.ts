import type { z } from 'zod';

import type { ApiEndpointKey, ApiEndpoints } from '#contract/api/index.ts';

import type { ApiAnswer, ApiFetchOptions } from './api-client.ts';
import { apiFetchWithHeaders } from './api-client.ts';

// The web's calls typed by the endpoint table (decision 040): the key names the route as the server
// declares it (`GET /api/tickets/:id`), its params fill the path, and the body, query and answer
// take their types from the route's own zod schemas, so a renamed field fails `tsc` here. Only the
// table's types reach the bundle; apiFetchWithHeaders stays the one place that calls fetch.

type Endpoint<K extends ApiEndpointKey> = ApiEndpoints[K];

/** The names of a path's `:params`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

type ParamsOption<K extends ApiEndpointKey> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string> };

/** A query value as the URL carries it; null and undefined leave the parameter out. */
type QueryValue = string | number | boolean | null | undefined;

type QueryOption<K extends ApiEndpointKey> =
  Endpoint<K> extends { query: infer Q extends z.ZodType }
    ? { query?: { [Name in keyof z.input<Q>]?: QueryValue } }
    : { query?: undefined };

type BodyOption<K extends ApiEndpointKey> =
  Endpoint<K> extends { upload: 'multipart' }
    ? { formData: FormData }
    : Endpoint<K> extends { upload: 'text/csv' }
      ? { csv: Blob | string }
      : Endpoint<K> extends { body: infer B extends z.ZodType }
        ? undefined extends z.input<B>
          ? { body?: z.input<B> }
          : { body: z.input<B> }
        : { body?: Record<string, never> };

type ApiRequestOptions<K extends ApiEndpointKey> = ParamsOption<K> &
  QueryOption<K> &
  BodyOption<K> &
  Pick<ApiFetchOptions, 'signal' | 'idempotencyKey' | 'isLoginRequest'>;

/** The answer of an endpoint, as its route's response schema describes it. */
export type ApiResponse<K extends ApiEndpointKey> = z.output<Endpoint<K>['response']>;

/** The options argument, optional when the endpoint needs none. */
type OptionsArgument<K extends ApiEndpointKey> =
  Partial<ApiRequestOptions<K>> extends ApiRequestOptions<K>
    ? [options?: ApiRequestOptions<K>]
    : [options: ApiRequestOptions<K>];

/** The URL of an endpoint: its path with the params filled in, then its query. */
function apiUrl(
  path: string,
  params: Readonly<Record<string, string>> | undefined,
  query: Readonly<Record<string, QueryValue>> | undefined,
): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`apiRequest: no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function splitKey(key: ApiEndpointKey): {
  method: NonNullable<ApiFetchOptions['method']>;
  path: string;
} {
  const space = key.indexOf(' ');
  return {
    method: key.slice(0, space) as NonNullable<ApiFetchOptions['method']>,
    path: key.slice(space + 1),
  };
}

/** One call of the API, with the answer's headers (a list's x-total-count and x-next-cursor). */
export async function apiRequestWithHeaders<K extends ApiEndpointKey>(
  key: K,
  ...[options]: OptionsArgument<K>
): Promise<ApiAnswer<ApiResponse<K>>> {
  const { method, path } = splitKey(key);
  const given = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    formData?: FormData;
    csv?: Blob | string;
  } & Pick<ApiFetchOptions, 'signal' | 'idempotencyKey' | 'isLoginRequest'>;
  return apiFetchWithHeaders<ApiResponse<K>>(apiUrl(path, given.params, given.query), {
    method,
    body: given.body,
    formData: given.formData,
    raw: given.csv === undefined ? undefined : { body: given.csv, contentType: 'text/csv' },
    signal: given.signal,
    idempotencyKey: given.idempotencyKey,
    isLoginRequest: given.isLoginRequest,
  });
}

/** A write the server accepts (every method but GET). */
type ApiWriteKey = Exclude<ApiEndpointKey, `GET ${string}`>;

/** A write the offline outbox may queue (decision 036): its method, filled path and JSON body. */
interface ApiAction {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/**
 * The request of a write sent through the outbox (sendOrQueue), typed like apiRequest: the path from
 * its params, the JSON body by the route's schema. A multipart upload gives its photo to the outbox
 * instead. Its answer is `ApiResponse<K>`.
 */
export function apiAction<K extends ApiWriteKey>(
  key: K,
  options: ParamsOption<K> & (Endpoint<K> extends { upload: string } ? unknown : BodyOption<K>),
): ApiAction {
  const { method, path } = splitKey(key);
  const given = options as { params?: Record<string, string>; body?: Record<string, unknown> };
  return {
    method: method as ApiAction['method'],
    path: apiUrl(path, given.params, undefined),
    ...(given.body === undefined ? {} : { body: given.body }),
  };
}

/** One call of the API: `apiRequest('GET /api/tickets/:id', { params: { id } })`. */
export async function apiRequest<K extends ApiEndpointKey>(
  key: K,
  ...options: OptionsArgument<K>
): Promise<ApiResponse<K>> {
  return (await apiRequestWithHeaders(key, ...options)).body;
}
