import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { stubApi } from '#tests/web/stub-api.ts';

import { UserDirectory } from './user-directory.tsx';

// Issue 36: the users screen lists them on the page, searchable, with status and assigned tickets.

afterEach(() => {
  vi.unstubAllGlobals();
});

function user(values: {
  id: string;
  name: string;
  username: string;
  role: string;
  status: string;
}) {
  return {
    locationId: null,
    locationName: values.role === 'manager' ? 'Downtown' : null,
    homeLocationId: null,
    email: null,
    phone: null,
    mustChangePassword: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    hourlyCostCents: null,
    ...values,
  };
}

const ADMIN = user({
  id: '00000000-0000-4000-8000-000000000021',
  name: 'Alex Admin',
  username: 'admin',
  role: 'admin',
  status: 'active',
});
const MIKE = user({
  id: '00000000-0000-4000-8000-000000000022',
  name: 'Mike Technician',
  username: 'mike',
  role: 'technician',
  status: 'active',
});
const MARY = user({
  id: '00000000-0000-4000-8000-000000000023',
  name: 'Mary Manager',
  username: 'mary',
  role: 'manager',
  status: 'inactive',
});

describe('UserDirectory', () => {
  it('shows role, status, store and assigned tickets, searches by status and edits a user', async () => {
    stubApi({
      'GET /api/users': () => jsonResponse(200, [ADMIN, MARY, MIKE]),
      'GET /api/users/ticket-counts': () =>
        jsonResponse(200, [{ userId: MIKE.id, activeTickets: 3, totalTickets: 12 }]),
    });
    const onEdit = vi.fn();
    renderWithProviders(<UserDirectory currentUserId={ADMIN.id} onEdit={onEdit} />);
    const table = await screen.findByRole('table');
    const mike = within(table).getByRole('row', { name: /Mike Technician/ });
    expect(within(mike).getByText('Technician')).toBeInTheDocument();
    expect(within(mike).getByText('Active')).toBeInTheDocument();
    expect(await within(mike).findByText('3 open')).toBeInTheDocument();
    expect(mike).toHaveTextContent('12 in all');
    const mary = within(table).getByRole('row', { name: /Mary Manager/ });
    expect(mary).toHaveTextContent('Downtown');
    expect(mary).toHaveTextContent('0 open');
    expect(within(table).getByRole('row', { name: /Alex Admin/ })).toHaveTextContent('(you)');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'inactive');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 users');
    expect(within(table).queryByRole('row', { name: /Mike/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Mary Manager' }));
    expect(onEdit).toHaveBeenCalledWith(MARY);
  });
});
