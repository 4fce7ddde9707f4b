import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BulkTicketResponse, TicketCounts } from '#contract/schemas/ticket-queue.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { AppProviders } from '#web/app/providers/app-providers.tsx';
import { i18next } from '#web/lib/i18n/i18n.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { jsonResponse } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';
import { stubRadixSelectDom } from '#tests/web/radix-select-dom.ts';

import type { TicketViewer } from './ticket-detail-dialog.tsx';
import { TicketsBoard } from './tickets-board.tsx';

const ADMIN: TicketViewer = { id: '00000000-0000-4000-8000-00000000000a', role: 'admin' };
const OTHER_ADMIN: TicketViewer = { id: '00000000-0000-4000-8000-00000000000b', role: 'admin' };

function ticket(n: number, overrides: Partial<Ticket> = {}): Ticket {
  return ticketFixture({
    id: `00000000-0000-4000-8000-00000000${String(n).padStart(4, '0')}`,
    ticketNumber: n,
    title: `Ticket title ${String(n)}`,
    description: 'Something is broken',
    category: 'Refrigeration',
    ...overrides,
  });
}

const COUNTS: TicketCounts = {
  total: 9,
  capped: [],
  byStatus: {
    open: 4,
    accepted: 1,
    'in-progress': 2,
    'waiting-for-parts': 0,
    'waiting-for-third-party': 0,
    completed: 2,
  },
};

interface Api {
  list?: Ticket[];
  total?: number;
  /** Sends x-total-count-capped: true (a search past its cap). */
  totalCapped?: boolean;
  counts?: TicketCounts;
  detail?: (id: string) => Response;
  bulk?: BulkTicketResponse;
}

function stubApi(api: Api) {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/tickets' && method === 'GET') {
      const list = api.list ?? [];
      return Promise.resolve(
        new Response(JSON.stringify(list), {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'x-total-count': String(api.total ?? list.length),
            ...(api.totalCapped ? { 'x-total-count-capped': 'true' } : {}),
          },
        }),
      );
    }
    if (url.pathname === '/api/tickets/counts')
      return Promise.resolve(jsonResponse(200, api.counts ?? COUNTS));
    if (url.pathname === '/api/tickets/bulk') return Promise.resolve(jsonResponse(200, api.bulk));
    if (url.pathname.startsWith('/api/tickets/') && /\/(activity|comments)$/.test(url.pathname))
      return Promise.resolve(jsonResponse(200, []));
    if (url.pathname.startsWith('/api/tickets/') && api.detail)
      return Promise.resolve(api.detail(url.pathname.split('/')[3] ?? ''));
    if (url.pathname === '/api/users')
      return Promise.resolve(
        jsonResponse(200, [
          {
            id: '00000000-0000-4000-8000-000000000007',
            name: 'Tess Tech',
            username: 'tess',
            role: 'technician',
            status: 'active',
          },
        ]),
      );
    return Promise.resolve(jsonResponse(200, []));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query of the last ticket-list request. */
function lastListQuery(fetchMock: ReturnType<typeof stubApi>): URLSearchParams {
  const calls = fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((url) => url.pathname === '/api/tickets');
  const last = calls.at(-1);
  if (!last) throw new Error('no list request');
  return last.searchParams;
}

function ShowLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderBoard(path: string, viewer: TicketViewer = ADMIN) {
  const element = (
    <>
      <TicketsBoard viewer={viewer} />
      <ShowLocation />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/tickets', element },
      { path: '/tickets/:ticketId', element },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function currentLocation(): string {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  stubRadixSelectDom();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function chooseOption(trigger: HTMLElement, name: string) {
  fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

describe('TicketsBoard filters in the address', { timeout: 20_000 }, () => {
  it('reads the filters from the address and writes changes back to it', async () => {
    const fetchMock = stubApi({ list: [ticket(1001)], total: 37 });
    renderBoard('/tickets?status=open,accepted&priority=urgent&sort=oldest');

    expect(await screen.findByText('37 tickets')).toBeInTheDocument();
    const query = lastListQuery(fetchMock);
    expect(query.get('status')).toBe('open,accepted');
    expect(query.get('priority')).toBe('urgent');
    expect(query.get('sort')).toBe('oldest');
    expect(screen.getByRole('button', { name: /^Open/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^In Progress/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Counts per status from /api/tickets/counts sit on the chips.
    expect(screen.getByRole('button', { name: /^Open/ })).toHaveTextContent('4');
    expect(screen.getByLabelText('Sort by')).toHaveTextContent('Oldest');

    await userEvent.click(screen.getByRole('button', { name: /^In Progress/ }));
    await waitFor(() => {
      expect(currentLocation()).toBe(
        '/tickets?status=open%2Caccepted%2Cin-progress&priority=urgent&sort=oldest',
      );
    });
    await waitFor(() => {
      expect(lastListQuery(fetchMock).get('status')).toBe('open,accepted,in-progress');
    });

    await chooseOption(screen.getByLabelText('Sort by'), 'Store');
    await waitFor(() => {
      expect(currentLocation()).toContain('sort=store');
    });
  });

  it('shows a search’s capped total and counts as 1,000+', async () => {
    stubApi({
      list: [ticket(1001)],
      total: 1000,
      totalCapped: true,
      counts: {
        total: 1004,
        byStatus: { ...COUNTS.byStatus, completed: 1000, open: 4 },
        capped: ['completed'],
      },
    });
    renderBoard('/tickets?q=cooler&completed=1');

    expect(await screen.findByTestId('ticket-total')).toHaveTextContent('1,000+ tickets');
    expect(screen.getByRole('button', { name: /^Completed/ })).toHaveTextContent(
      'Completed(1,000+ tickets)',
    );
    expect(screen.getByRole('button', { name: /^Open/ })).toHaveTextContent('Open(4 tickets)');
  });

  it('asks for the active tickets by default, and every status once completed are included', async () => {
    const fetchMock = stubApi({ list: [ticket(1001)] });
    renderBoard('/tickets');
    expect(await screen.findByText('1 ticket')).toBeInTheDocument();
    expect(lastListQuery(fetchMock).get('status')).toBe(
      'open,accepted,in-progress,waiting-for-parts,waiting-for-third-party',
    );

    await userEvent.click(screen.getByRole('switch', { name: 'Include completed' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/tickets?completed=1');
    });
    await waitFor(() => {
      expect(lastListQuery(fetchMock).has('status')).toBe(false);
    });
  });

  it('says no ticket matches, and Clear filters empties the address and the search box', async () => {
    stubApi({ list: [] });
    renderBoard('/tickets?q=zzzz&priority=low');

    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('No tickets match these filters');
    expect(screen.queryByText(/No tickets found/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search tickets')).toHaveValue('zzzz');

    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/tickets');
    });
    expect(screen.getByLabelText('Search tickets')).toHaveValue('');
  });

  it('keeps the spec’s empty text for a board with no tickets at all', async () => {
    stubApi({
      list: [],
      counts: { ...COUNTS, total: 0, byStatus: { ...COUNTS.byStatus, open: 0, accepted: 0 } },
    });
    renderBoard('/tickets');
    expect(
      await screen.findByText('No tickets found. Create your first ticket to get started!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No tickets match these filters')).not.toBeInTheDocument();
  });
});

describe('TicketsBoard table view', { timeout: 20_000 }, () => {
  it('remembers the table view for the user who chose it, not for another', async () => {
    stubApi({ list: [ticket(1001)] });
    const first = renderBoard('/tickets', ADMIN);
    await screen.findByText('Ticket title 1001');
    expect(screen.queryByRole('table', { name: 'Tickets' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    first.unmount();

    const again = renderBoard('/tickets', ADMIN);
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    again.unmount();

    renderBoard('/tickets', OTHER_ADMIN);
    await screen.findByText('Ticket title 1001');
    expect(screen.queryByRole('table', { name: 'Tickets' })).not.toBeInTheDocument();
  });
});

describe('TicketsBoard bulk actions', { timeout: 20_000 }, () => {
  it('changes the chosen tickets in one request and names the ones that failed', async () => {
    const first = ticket(1001);
    const second = ticket(1002);
    const fetchMock = stubApi({
      list: [first, second],
      bulk: {
        succeeded: 1,
        failed: 1,
        results: [
          { ticketId: first.id, ticketNumber: 1001, ok: true, error: null },
          {
            ticketId: second.id,
            ticketNumber: 1002,
            ok: false,
            error: 'Completed tickets cannot be changed',
          },
        ],
      },
    });
    renderBoard('/tickets');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all tickets shown' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Select #1001' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select #1002' })).toBeChecked();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');

    await chooseOption(within(bar).getByLabelText('Set priority of selected tickets'), 'Urgent');

    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => input === '/api/tickets/bulk');
      expect(call?.[1]?.method).toBe('POST');
      expect(JSON.parse(call?.[1]?.body as string)).toEqual({
        ticketIds: [first.id, second.id],
        priority: 'urgent',
      });
    });
    expect(await screen.findByText('1 of 2 tickets updated, 1 failed')).toBeInTheDocument();
    expect(
      screen.getByText('#1002: Completed tickets cannot be changed', { exact: false }),
    ).toBeInTheDocument();
    // The failed ticket stays chosen, for a retry.
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select #1002' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select #1001' })).not.toBeChecked();
  });

  it('offers no selection to a manager', async () => {
    stubApi({ list: [ticket(1001)] });
    renderBoard('/tickets', { id: ADMIN.id, role: 'manager' });
    await screen.findByText('Ticket title 1001');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('TicketsBoard ticket addresses', { timeout: 20_000 }, () => {
  it('opens /tickets/:id over the list and closes back to the list with its filters', async () => {
    const shared = ticket(1042, { title: 'Fryer will not heat' });
    stubApi({
      list: [ticket(1001)],
      detail: (id) =>
        id === shared.id ? jsonResponse(200, shared) : jsonResponse(404, { error: 'Not found' }),
    });
    renderBoard(`/tickets/${shared.id}?priority=urgent`);

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('#1042 · Fryer will not heat')).toBeInTheDocument();
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    await waitFor(() => {
      expect(currentLocation()).toBe('/tickets?priority=urgent');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a ticket from the list at its own address', async () => {
    const listed = ticket(1001);
    stubApi({ list: [listed], detail: () => jsonResponse(200, listed) });
    renderBoard('/tickets?sort=oldest');
    await userEvent.click(await screen.findByRole('button', { name: 'View details of #1001' }));
    await waitFor(() => {
      expect(currentLocation()).toBe(`/tickets/${listed.id}?sort=oldest`);
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('#1001 · Ticket title 1001');
  });

  it('says so when the address names a ticket that is gone or not the user’s to see', async () => {
    stubApi({ list: [], detail: () => jsonResponse(404, { error: 'Ticket not found' }) });
    renderBoard('/tickets/00000000-0000-4000-8000-000000009999');
    expect(
      await screen.findByText('This ticket does not exist, or you do not have access to it.'),
    ).toBeInTheDocument();
  });

  it('reads in Spanish (decision 044): the total, status chips, the card and its buttons', async () => {
    await i18next.changeLanguage('es');
    stubApi({ list: [ticket(1001, { status: 'open', priority: 'urgent' })], total: 1 });
    renderBoard('/tickets');
    expect(await screen.findByTestId('ticket-total')).toHaveTextContent('1 ticket');
    expect(screen.getByRole('button', { name: /^Abierto/ })).toHaveTextContent(
      'Abierto(4 tickets)',
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar tickets' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Ticket title 1001' });
    expect(within(card).getByText('Urgente')).toBeInTheDocument();
    expect(within(card).getByText('Reportado por:')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ver detalles de #1001' })).toHaveTextContent(
      'Ver detalles',
    );
    expect(within(card).getByRole('button', { name: 'Asignar #1001' })).toHaveTextContent(
      'Asignar',
    );
  });
});
