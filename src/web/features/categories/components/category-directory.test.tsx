import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { stubApi } from '#tests/web/stub-api.ts';

import { CategoryDirectory } from './category-directory.tsx';

// Issue 36: the categories screen lists them on the page, searchable, with the server's counts.

afterEach(() => {
  vi.unstubAllGlobals();
});

const FRYER = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Fryer',
  description: 'Deep fryers and filters',
};
const GRILL = {
  id: '00000000-0000-4000-8000-000000000012',
  name: 'Grill',
  description: 'Flat tops and char grills',
};

describe('CategoryDirectory', () => {
  it('shows each category with its ticket counts from the server and filters by the search', async () => {
    stubApi({
      'GET /api/categories': () => jsonResponse(200, [FRYER, GRILL]),
      'GET /api/categories/ticket-counts': () =>
        jsonResponse(200, [{ categoryId: FRYER.id, activeTickets: 2, totalTickets: 7 }]),
    });
    const onEdit = vi.fn();
    renderWithProviders(<CategoryDirectory onEdit={onEdit} />);
    const table = await screen.findByRole('table');
    const fryer = within(table).getByRole('row', { name: /Fryer/ });
    expect(await within(fryer).findByText('2 open')).toBeInTheDocument();
    expect(within(fryer).getByText('7')).toBeInTheDocument();
    // A category the counts do not name has none.
    const grill = within(table).getByRole('row', { name: /Grill/ });
    expect(within(grill).getByText('None open')).toBeInTheDocument();
    expect(within(grill).getByText('0')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'char');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 categories');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Grill' }));
    expect(onEdit).toHaveBeenCalledWith(GRILL);
  });

  it('keeps the list when the counts fail, and offers to load them again', async () => {
    stubApi({
      'GET /api/categories': () => jsonResponse(200, [FRYER]),
      'GET /api/categories/ticket-counts': () =>
        jsonResponse(500, { error: 'down', code: 'INTERNAL_ERROR' }),
    });
    renderWithProviders(<CategoryDirectory onEdit={vi.fn()} />);
    expect(await screen.findByText('The ticket counts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Fryer/ })).toBeInTheDocument();
  });
});
