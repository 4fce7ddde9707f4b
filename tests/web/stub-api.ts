import { vi } from 'vitest';

import { jsonResponse } from './render-with-providers.tsx';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

function keyOf(input: string, init: RequestInit | undefined): string {
  return `${init?.method ?? 'GET'} ${input.split('?')[0] ?? ''}`;
}

/** A fetch stand-in answering by "METHOD path" (the query string ignored); 404 for the rest. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const key = keyOf(input, init);
    const handler = handlers[key];
    return Promise.resolve(
      handler ? handler(init) : jsonResponse(404, { error: `no stub for ${key}` }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the stand-in got for one "METHOD path". */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => keyOf(input, init) === key);
}
