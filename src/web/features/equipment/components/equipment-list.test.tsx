import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Equipment, EquipmentList as List } from '#contract/schemas/equipment.ts';
import { equipmentFixture } from '#tests/web/equipment-fixture.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import type { EquipmentFilters } from '../lib/list-filters.ts';
import { EquipmentList } from './equipment-list.tsx';

const FRYER = equipmentFixture({
  make: 'Pitco',
  model: 'SG14',
  serialNumber: 'P-1',
  installDate: '2024-03-01',
  warrantyEndDate: '2027-03-01',
  warrantyProvider: 'Pitco',
  underWarranty: true,
  repairsLast90Days: 4,
  repeatRepairs: true,
});

function list(equipment: Equipment[]): List {
  return {
    equipment,
    matching: equipment.length,
    counts: {
      total: 7,
      inService: 5,
      down: 2,
      retired: 1,
      underWarranty: 3,
      repeatRepairs: 1,
    },
  };
}

/** The list's requests, as their query strings. */
function stubApi(answer: (search: URLSearchParams) => List) {
  const requests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/equipment') {
        requests.push(url.searchParams);
        return Promise.resolve(jsonResponse(200, answer(url.searchParams)));
      }
      return Promise.resolve(jsonResponse(200, []));
    }),
  );
  return requests;
}

function Register({ initial = {} }: { initial?: EquipmentFilters }) {
  const [filters, setFilters] = useState<EquipmentFilters>(initial);
  return <EquipmentList filters={filters} onFiltersChange={setFilters} canPickStore />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EquipmentList', () => {
  it('shows the units with their flags and the status counts', async () => {
    stubApi(() => list([FRYER]));
    renderWithProviders(<Register />);
    expect(await screen.findByRole('link', { name: 'Fryer 2' })).toHaveAttribute(
      'href',
      `/equipment/${FRYER.id}`,
    );
    expect(screen.getByText('Repeat repairs')).toBeVisible();
    expect(screen.getByText('Under warranty until Mar 1, 2027')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Down 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks the server for what the search box and the status chips choose', async () => {
    const requests = stubApi(() => list([FRYER]));
    renderWithProviders(<Register />);
    await screen.findByRole('link', { name: 'Fryer 2' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'fryer');
    // Once typing pauses, one request carries the whole word.
    await waitFor(() => {
      expect(requests.at(-1)?.get('q')).toBe('fryer');
    });
    expect(requests.filter((search) => search.get('q') === 'f')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^Down/ }));
    await waitFor(() => {
      expect(requests.at(-1)?.get('status')).toBe('down');
    });
    expect(requests.at(-1)?.get('q')).toBe('fryer');
    expect(requests.at(-1)?.get('offset')).toBe('0');
    await userEvent.click(screen.getByRole('switch', { name: /Under warranty/ }));
    await waitFor(() => {
      expect(requests.at(-1)?.get('warranty')).toBe('active');
    });
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const requests = stubApi((search) => list(search.get('status') ? [] : [FRYER]));
    renderWithProviders(<Register initial={{ status: 'retired' }} />);
    expect(await screen.findByText('No equipment matches')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Fryer 2' })).toBeVisible();
    expect(requests.at(-1)?.has('status')).toBe(false);
  });

  it('loads the next page from the next offset', async () => {
    const second = { ...FRYER, id: '44444444-4444-4444-8444-444444444444', name: 'Walk-in' };
    const requests = stubApi((search) => ({
      ...list(search.get('offset') === '0' ? [FRYER] : [second]),
      matching: 2,
    }));
    renderWithProviders(<Register />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Walk-in' })).toBeVisible();
    expect(requests.at(-1)?.get('offset')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
