import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EquipmentHistory } from '#contract/schemas/equipment.ts';
import { equipmentFixture } from '#tests/web/equipment-fixture.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { EquipmentDetail } from './equipment-detail.tsx';

// A unit's history comes a page at a time (the busiest units have thousands of tickets): the
// first page shows at once, 'Load more' adds the older ones, and the summary counts them all.

const UNIT = equipmentFixture({ name: 'Fryer 2', repairsLast90Days: 2 });

function ticket(number: number): EquipmentHistory['tickets'][number] {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    ticketNumber: number,
    title: `Leak ${String(number)}`,
    status: 'completed',
    priority: 'medium',
    submittedAt: `2026-0${String(number)}-01T12:00:00.000Z`,
    completedAt: null,
    assignedToName: null,
    timeLogged: 10,
  };
}

function page(numbers: number[], nextCursor: string | null): EquipmentHistory {
  return {
    equipment: UNIT,
    tickets: numbers.map(ticket),
    ticketCount: 3,
    nextCursor,
    repairsLast90Days: 2,
    totalMinutesLogged: 30,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a unit’s history', () => {
  it('shows the first page, then the older tickets on Load more, and no button after the last', async () => {
    const cursors: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const url = new URL(input, 'http://localhost');
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        return Promise.resolve(
          jsonResponse(200, cursor === null ? page([3, 2], 'after-2') : page([1], null)),
        );
      }),
    );
    renderWithProviders(<EquipmentDetail id={UNIT.id} isAdmin={false} />);

    expect(await screen.findByRole('link', { name: '#3 Leak 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#2 Leak 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#1 Leak 1' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: '#1 Leak 1' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: /^#\d Leak/ }).map((link) => link.textContent),
    ).toEqual(['#3 Leak 3', '#2 Leak 2', '#1 Leak 1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, 'after-2']);
  });

  it('keeps the tickets shown when the next page fails, says so, and loads it on a second try', async () => {
    let failNext = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const cursor = new URL(input, 'http://localhost').searchParams.get('cursor');
        if (cursor === null) return Promise.resolve(jsonResponse(200, page([3, 2], 'after-2')));
        if (failNext) {
          failNext = false;
          return Promise.resolve(jsonResponse(503, { error: 'Service unavailable' }));
        }
        return Promise.resolve(jsonResponse(200, page([1], null)));
      }),
    );
    renderWithProviders(<EquipmentDetail id={UNIT.id} isAdmin={false} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the older tickets. Try again.',
    );
    expect(screen.getByRole('heading', { name: 'Fryer 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#3 Leak 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: '#1 Leak 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
