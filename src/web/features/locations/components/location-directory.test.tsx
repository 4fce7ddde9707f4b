import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { stubApi } from '#tests/web/stub-api.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { LocationDirectory } from './location-directory.tsx';

// Issue 36: the locations screen lists the stores on the page, searchable, with the server's counts.

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOCATIONS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Airport',
    address: '1 Terminal Road',
    activeTickets: 0,
    totalTickets: 4,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Downtown',
    address: '120 Main Street',
    activeTickets: 3,
    totalTickets: 9,
  },
];

describe('LocationDirectory', () => {
  it('lists each store with its open and total tickets, filters by the search and edits one', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse(200, LOCATIONS) });
    const onEdit = vi.fn();
    renderWithProviders(<LocationDirectory onEdit={onEdit} />);
    const table = await screen.findByRole('table');
    const downtown = within(table).getByRole('row', { name: /Downtown/ });
    expect(within(downtown).getByText('120 Main Street')).toBeInTheDocument();
    expect(within(downtown).getByText('3 open')).toBeInTheDocument();
    expect(within(downtown).getByText('9')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Airport/ })).toHaveTextContent('None open');
    expect(screen.getByRole('status')).toHaveTextContent('2 locations');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'main st');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 locations');
    expect(within(table).queryByRole('row', { name: /Airport/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Downtown' }));
    expect(onEdit).toHaveBeenCalledWith(LOCATIONS[1]);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search locations' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'harbour');
    expect(screen.getByText('No locations match “harbour”.')).toBeInTheDocument();
  });

  it('says so when there are no stores, and offers a retry when the list fails', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse(200, []) });
    const { unmount } = renderWithProviders(<LocationDirectory onEdit={vi.fn()} />);
    expect(await screen.findByText('No locations yet')).toBeInTheDocument();
    unmount();
    stubApi({
      'GET /api/locations': () => jsonResponse(500, { error: 'down', code: 'INTERNAL_ERROR' }),
    });
    renderWithProviders(<LocationDirectory onEdit={vi.fn()} />);
    expect(
      await screen.findByText('Failed to load locations. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('reads Spanish: counts with their plurals, none open, search and edit in its own words', async () => {
    // Decision 044: the list's sentences are whole catalogue entries, so the count agrees with it.
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces(['locations', 'directory']);
    stubApi({ 'GET /api/locations': () => jsonResponse(200, LOCATIONS) });
    renderWithProviders(<LocationDirectory onEdit={vi.fn()} />);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('status')).toHaveTextContent('2 sucursales');
    expect(within(table).getByRole('columnheader', { name: 'Dirección' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Airport/ })).toHaveTextContent(
      'Ninguno abierto',
    );
    expect(within(table).getByRole('row', { name: /Downtown/ })).toHaveTextContent('3 abiertos');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar sucursales' }), 'terminal');
    expect(screen.getByRole('status')).toHaveTextContent('1 de 2 sucursales');
    expect(screen.getByRole('button', { name: 'Editar Airport' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar sucursales' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar sucursales' }), 'puerto');
    expect(screen.getByText('Ninguna sucursal coincide con “puerto”.')).toBeInTheDocument();
  });
});
