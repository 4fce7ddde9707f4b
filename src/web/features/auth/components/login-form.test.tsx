import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';

import { LoginForm } from './login-form.tsx';

/** The server as the form sees it: login options first, then `answer` for the sign-in calls. */
function serverWith(answer: () => Promise<Response>, options = { forgotPassword: false }) {
  return vi.fn((input: string | URL | Request) =>
    (input instanceof Request ? input.url : input.toString()).includes('/api/login-options')
      ? Promise.resolve(jsonResponse(200, options))
      : answer(),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('LoginForm', () => {
  it('keeps Sign in disabled until both fields are filled', async () => {
    vi.stubGlobal(
      'fetch',
      serverWith(() => new Promise<Response>(() => undefined)),
    );
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
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      serverWith(() => pending),
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
    const answers = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(jsonResponse(401, { error: 'Invalid username or password' }))
      .mockResolvedValueOnce(new Response('', { status: 502 }));
    vi.stubGlobal('fetch', serverWith(answers));
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

  it('offers Forgot password? only when the server can send e-mail', async () => {
    vi.stubGlobal(
      'fetch',
      serverWith(() => new Promise<Response>(() => undefined), { forgotPassword: true }),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the expiry warning for session_expired=true and resets the address to /', async () => {
    vi.stubGlobal(
      'fetch',
      serverWith(() => new Promise<Response>(() => undefined)),
    );
    window.history.replaceState(null, '', '/?session_expired=true');
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(window.location.pathname).toBe('/');
  });
});
