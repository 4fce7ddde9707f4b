import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '#tests/web/render-with-providers.tsx';

import { ApiError, apiFetch, errorText, navigation } from './api-client.ts';
import { CURRENT_USER_KEY } from './current-user.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('apiFetch', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(201, { id: '1' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/things', { method: 'POST', body: { name: 'x' } })).resolves.toEqual(
      { id: '1' },
    );
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"x"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends the Idempotency-Key header only when the call names one (decision 036 §4)', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/time-clock/in', {
      method: 'POST',
      body: {},
      idempotencyKey: 'key-12345678',
    });
    await apiFetch('/api/time-clock/out', { method: 'POST', body: {} });
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)['idempotency-key']).toBe('key-12345678');
    expect(headersOf(1)).not.toHaveProperty('idempotency-key');
  });

  it('raises "status: body text" for a non-OK answer (product rules §8) and keeps the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(409, { error: 'Already clocked in', code: 'ALREADY_CLOCKED_IN' }),
        ),
    );
    const error = await apiFetch('/api/time-clock/in', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '409: {"error":"Already clocked in","code":"ALREADY_CLOCKED_IN"}',
    );
    expect(errorText(error, 'Clock in failed')).toBe('Already clocked in');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(null, { status: 500, statusText: 'Internal Server Error' }),
        ),
    );
    await expect(apiFetch('/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('on a 401 away from the root forgets the user and goes to the login with session_expired', async () => {
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ id: 'u1', username: 'dana', role: 'manager' }),
    );
    window.history.replaceState(null, '', '/tickets');
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(401, { error: 'expired', code: 'SESSION_EXPIRED' })),
    );
    await expect(apiFetch('/api/tickets')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/?session_expired=true');
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('does not redirect for a 401 on the root page or from the login call', async () => {
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ id: 'u1', username: 'dana', role: 'manager' }),
    );
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(401, { error: 'Invalid username or password' })),
    );
    window.history.replaceState(null, '', '/dashboard');
    await expect(
      apiFetch('/api/login', { method: 'POST', body: {}, isLoginRequest: true }),
    ).rejects.toBeInstanceOf(ApiError);
    window.history.replaceState(null, '', '/');
    await expect(apiFetch('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });
});
