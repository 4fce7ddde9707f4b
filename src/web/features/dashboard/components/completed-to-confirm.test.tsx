import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StoreWork } from '#contract/schemas/store-work.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { ManagerDashboard } from './manager-dashboard.tsx';

// Issue 36: the manager dashboard's completed work to confirm: 'Confirm fixed' and 'Not fixed'
// (a reopen with what is still wrong), against a fake server that drops a confirmed or reopened
// ticket from the list as the real one does.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ids = (last: number) => `00000000-0000-4000-8000-${String(last).padStart(12, '0')}`;
const completedAt = new Date(Date.now() - 5 * 60 * 60_000).toISOString();

function completed(id: string, ticketNumber: number, title: string) {
  return { id, ticketNumber, title, location: 'Downtown', completedAt, completedBy: 'Maria Lopez' };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function fakeServer() {
  let waiting = [
    completed(ids(31), 1040, 'Dish machine drain'),
    completed(ids(32), 1041, 'Ice machine leaking'),
  ];
  const calls: Call[] = [];
  const storeWork = (): StoreWork => ({
    unfinished: { total: 0, tickets: [] },
    requestsToApprove: { total: 0, requests: [] },
    recentlyCompleted: { total: waiting.length, tickets: waiting },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      if (method !== 'GET') calls.push({ method, path, body });
      const confirmed = /^\/api\/tickets\/([^/]+)\/confirm-fixed$/.exec(path);
      if (confirmed) {
        const ticket = waiting.find((item) => item.id === confirmed[1]);
        waiting = waiting.filter((item) => item.id !== confirmed[1]);
        return Promise.resolve(
          jsonResponse(200, {
            ticketId: confirmed[1],
            ticketNumber: ticket?.ticketNumber,
            completedAt,
            confirmedAt: new Date().toISOString(),
            confirmedBy: 'Morgan Manager',
          }),
        );
      }
      const reopened = /^\/api\/tickets\/([^/]+)\/reopen$/.exec(path);
      if (reopened) {
        waiting = waiting.filter((item) => item.id !== reopened[1]);
        return Promise.resolve(jsonResponse(200, { id: reopened[1], status: 'accepted' }));
      }
      if (path === '/api/dashboard/store-work')
        return Promise.resolve(jsonResponse(200, storeWork()));
      if (path === '/api/dashboard/stats') {
        return Promise.resolve(
          jsonResponse(500, { error: 'not under test', code: 'INTERNAL_ERROR' }),
        );
      }
      return Promise.resolve(jsonResponse(200, []));
    }),
  );
  return calls;
}

async function waitingItems(): Promise<HTMLElement[]> {
  const region = await screen.findByRole('region', { name: 'Waiting on You' });
  return within(region).findAllByTestId('completed-to-confirm-item');
}

describe('completed work to confirm (issue 36)', () => {
  it('confirms a ticket fixed: it is sent, said, and leaves the list and its count', async () => {
    const calls = fakeServer();
    renderWithProviders(<ManagerDashboard />);
    const [first] = await waitingItems();
    expect(screen.getByTestId('completed-to-confirm-title-count')).toHaveTextContent('2');
    expect(first).toHaveTextContent('#1040 Dish machine drain');
    fireEvent.click(
      within(first as HTMLElement).getByRole('button', { name: 'Confirm fixed: #1040' }),
    );
    expect(await screen.findByText('Ticket #1040 confirmed fixed')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByTestId('completed-to-confirm-item')).toHaveLength(1);
    });
    expect(screen.getByTestId('completed-to-confirm-title-count')).toHaveTextContent('1');
    expect(screen.queryByTestId('completed-to-confirm-more')).not.toBeInTheDocument();
    expect(screen.queryByText(/#1040 Dish machine drain/)).not.toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: `/api/tickets/${ids(31)}/confirm-fixed`, body: undefined },
    ]);
  });

  it('says a ticket is not fixed: asks what is still wrong, reopens it with that reason', async () => {
    const calls = fakeServer();
    renderWithProviders(<ManagerDashboard />);
    const [, second] = await waitingItems();
    fireEvent.click(
      within(second as HTMLElement).getByRole('button', { name: 'Not fixed: #1041' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Not Fixed' });
    expect(dialog).toHaveTextContent('#1041 · Ice machine leaking');
    // The reason is required: nothing is sent without it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen Ticket' }));
    expect(await within(dialog).findByText(/Reason/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('What is still wrong? *'), {
      target: { value: 'Still dripping under the bin' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen Ticket' }));
    expect(await screen.findByText('Ticket #1041 reopened')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByTestId('completed-to-confirm-item')).toHaveLength(1);
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/tickets/${ids(32)}/reopen`,
        body: { reason: 'Still dripping under the bin' },
      },
    ]);
  });

  it('offline, both buttons are disabled and say they need a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = fakeServer();
    renderWithProviders(<ManagerDashboard />);
    const [first] = await waitingItems();
    const confirm = within(first as HTMLElement).getByRole('button', {
      name: 'Confirm fixed: #1040',
    });
    expect(confirm).toBeDisabled();
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Not fixed: #1040' }),
    ).toBeDisabled();
    expect(screen.getByTestId('needs-connection')).toHaveTextContent(
      'Needs a connection: Confirm fixed, Not fixed',
    );
    fireEvent.click(confirm);
    expect(calls).toEqual([]);
  });
});
