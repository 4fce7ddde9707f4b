import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { User } from '#contract/schemas/user.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { UserForm } from './user-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TECHNICIAN: User = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Tony Reyes',
  username: 'tech',
  role: 'technician',
  status: 'active',
  locationId: null,
  locationName: null,
  homeLocationId: null,
  email: null,
  phone: null,
  mustChangePassword: false,
  createdAt: '2026-01-06T14:00:00.000Z',
};

const STORES = [{ id: '00000000-0000-4000-8000-0000000000aa', name: 'Downtown' }];

/** The form asks for the store list (GET /api/locations) besides saving the user. */
function mockFetch(userAnswer: () => Response, storesAnswer = () => jsonResponse(200, STORES)) {
  const fetchMock = vi.fn((path: string) =>
    Promise.resolve(path === '/api/locations' ? storesAnswer() : userAnswer()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls that saved the user (not the store list). */
function saveCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([path]) => path !== '/api/locations') as unknown as [
    string,
    RequestInit,
  ][];
}

// Typing a whole form with userEvent outlasts 5 s when the suite shares 2 cores (as tickets-board's).
describe('UserForm', { timeout: 20_000 }, () => {
  it('requires name, username and password, hints at the first-login change and sends the user', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, TECHNICIAN));
    renderWithProviders(<UserForm editing={null} currentUserId="admin-id" onDone={vi.fn()} />);
    expect(screen.getByText('User should change password on first login')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create User' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name'), 'Riley Chen');
    await userEvent.type(screen.getByLabelText('Username'), 'riley');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(create);
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(saveCalls(fetchMock)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password'), '-but-long-now');
    await userEvent.click(create);
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    const [path, init] = saveCalls(fetchMock)[0]!;
    expect(path).toBe('/api/users');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Riley Chen',
      username: 'riley',
      password: 'short-but-long-now',
      role: 'technician',
      status: 'active',
      locationId: null,
      // A technician's home store (decisions 029-031): none chosen.
      homeLocationId: null,
    });
  });

  it('on edit keeps the username read-only and sends only name, role and status', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, TECHNICIAN));
    renderWithProviders(
      <UserForm editing={TECHNICIAN} currentUserId="admin-id" onDone={vi.fn()} />,
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Tony R.');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    const [path, init] = saveCalls(fetchMock)[0]!;
    expect(path).toBe(`/api/users/${TECHNICIAN.id}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Tony R.',
      role: 'technician',
      status: 'active',
      homeLocationId: null,
    });
  });

  it('does not let an admin change their own role or status', () => {
    renderWithProviders(
      <UserForm
        editing={{ ...TECHNICIAN, role: 'admin' }}
        currentUserId={TECHNICIAN.id}
        onDone={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.getByText('You cannot change your own role or status.')).toBeInTheDocument();
  });

  it('says when the store list cannot be loaded and still offers "No store"', async () => {
    mockFetch(
      () => jsonResponse(200, TECHNICIAN),
      () => jsonResponse(500, { error: 'Internal Server Error' }),
    );
    renderWithProviders(<UserForm editing={null} currentUserId="admin-id" onDone={vi.fn()} />);
    expect(await screen.findByText('Could not load stores; try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Home store')).toHaveTextContent('No store');
  });

  it('treats a store answer that is not a list as a failed load', async () => {
    mockFetch(
      () => jsonResponse(200, TECHNICIAN),
      () => jsonResponse(200, { id: 'x', name: 'not a list' }),
    );
    renderWithProviders(<UserForm editing={null} currentUserId="admin-id" onDone={vi.fn()} />);
    expect(await screen.findByText('Could not load stores; try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Home store')).toHaveTextContent('No store');
  });

  // Decision 037: what an hour of the person's work costs, typed in currency units, sent in cents.
  it('sends the hourly cost in cents, shows a saved one, and refuses one that is not an amount', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, TECHNICIAN));
    renderWithProviders(
      <UserForm
        editing={{ ...TECHNICIAN, hourlyCostCents: 3250 }}
        currentUserId="admin-id"
        onDone={vi.fn()}
      />,
    );
    const cost = screen.getByLabelText('Hourly cost');
    expect(cost).toHaveValue('32.50');
    await userEvent.clear(cost);
    await userEvent.type(cost, '-4');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Hourly cost must be an amount like 25.00')).toBeInTheDocument();
    expect(saveCalls(fetchMock)).toHaveLength(0);
    await userEvent.clear(cost);
    await userEvent.type(cost, '35.75');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    const [, init] = saveCalls(fetchMock)[0]!;
    expect(JSON.parse(init.body as string)).toMatchObject({ hourlyCostCents: 3575 });
  });
});
