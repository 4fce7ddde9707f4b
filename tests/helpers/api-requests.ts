import { expect } from 'vitest';

import type { Actor } from './build-test-app.ts';

// Requests the API tests make again and again.

/** POSTs `payload` to `url` as `actor`, expects 201 (showing the body if not), answers the record. */
export async function postCreated<T>(actor: Actor, url: string, payload: object): Promise<T> {
  const response = await actor.request({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}
