import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';

import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Answers the login screen's options query itself and hands the sign-in calls to `login`. */
function stubLogin(login: (path: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
    path === '/api/login-options'
      ? Promise.resolve(jsonResponse(200, { forgotPassword: false }))
      : login(path, init),
  );
}

describe('LoginForm', () => {
  it('keeps Sign in disabled until both fields are filled', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toBeEnabled();
  });

  it('reads Signing in... while the call is pending, then stores the user', async () => {
    let answer: (value: Response) => void = () => undefined;
    stubLogin(
      vi.fn().mockReturnValue(
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      ),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(jsonResponse(200, { id: 'u1', username: 'admin', role: 'admin', name: 'Admin' }));
    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalled();
    });
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? '{}')).toMatchObject({
      username: 'admin',
    });
  });

  it('shows the server error text in a red box, or Login failed', async () => {
    stubLogin(
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(401, { error: 'Invalid username or password' }))
        .mockResolvedValueOnce(new Response('', { status: 502 })),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    });
  });

  it('shows how many minutes a sign-in locked after ten wrong passwords waits', async () => {
    stubLogin(
      vi.fn().mockResolvedValue(
        jsonResponse(429, {
          error: 'Too many failed sign-ins. Try again in 5 minutes.',
          code: 'RATE_LIMITED',
        }),
      ),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'the-right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in 5 minutes.',
    );
  });

  it('shows the expiry warning for session_expired=true and resets the address to /', async () => {
    window.history.replaceState(null, '', '/?session_expired=true');
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(window.location.pathname).toBe('/');
  });
});
