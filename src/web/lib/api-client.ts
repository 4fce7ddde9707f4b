import { isErrorCode } from '#contract/errors.ts';
import type { ErrorBody, ErrorCode } from '#contract/errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/idempotency.ts';

import { clearCurrentUser, readCurrentUser } from './current-user.ts';

/**
 * A non-OK answer. Its message is `${status}: ${body text}` (product rules §8), or the status text when
 * the body is empty; `serverMessage` is the `error` field of our JSON error body when present.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The answer's `code` when one of ERROR_CODES (a code this client does not know reads as none). */
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${String(status)}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    let parsed: Partial<ErrorBody> | undefined;
    try {
      parsed = JSON.parse(bodyText) as Partial<ErrorBody>;
    } catch {
      parsed = undefined;
    }
    this.code = isErrorCode(parsed?.code) ? parsed.code : undefined;
    this.serverMessage = typeof parsed?.error === 'string' ? parsed.error : undefined;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (photo uploads). */
  formData?: FormData;
  /** Sent as is with its content type (a CSV file). */
  raw?: { body: Blob | string; contentType: string };
  signal?: AbortSignal;
  /** The login call: a 401 there means a wrong password, not an expired session. */
  isLoginRequest?: boolean;
  /** Decision 036 §4: the action's client-generated id, so a replay is applied once. */
  idempotencyKey?: string;
}

/** Where a 401 sends the browser (product rules §8); replaceable in tests. */
export const navigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

function handleUnauthorized() {
  const wasSignedIn = readCurrentUser() !== null;
  clearCurrentUser();
  // Product rules §8: a 401 away from the root sends the browser to the login with the expiry warning.
  if (wasSignedIn && window.location.pathname !== '/') {
    navigation.assign('/?session_expired=true');
  }
}

/** The one place the web app talks to the server (architecture §3 rule 4). */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).body;
}

/** An answer's body with its headers. */
export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
}

/** apiFetch, with the answer's headers too (a list's x-total-count and x-next-cursor). */
export async function apiFetchWithHeaders<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<ApiAnswer<T>> {
  // Decision 044: the server answers errors in the language shown (a signed-out visitor's too).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': document.documentElement.lang || 'en',
  };
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401 && !options.isLoginRequest) handleUnauthorized();
    throw new ApiError(response.status, response.statusText, text);
  }
  const answered = response.headers;
  if (response.status === 204) return { body: undefined as T, headers: answered };
  const contentType = answered.get('content-type') ?? '';
  if (contentType.includes('application/json'))
    return { body: (await response.json()) as T, headers: answered };
  return { body: (await response.text()) as T, headers: answered };
}

/** The human text of a failure: the server's `error` field, else the error's message, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.bodyText ? error.message : fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
