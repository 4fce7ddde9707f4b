import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Ticket, TicketPhoto } from '#contract/schemas/ticket.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';

import { TicketDetailDialog } from './ticket-detail-dialog.tsx';
import type { TicketViewer } from './ticket-detail-dialog.tsx';
import { chooseOption } from '#tests/web/radix-select-dom.ts';

// Decision 031: the detail's Before/After photos, 'Add Photos', the phone's next-action bar with the
// store's map link, and ?step=complete.

const TECH: TicketViewer = { id: '00000000-0000-4000-8000-000000000007', role: 'technician' };
const DOWNTOWN_ID = '00000000-0000-4000-8000-0000000000d1';
const MANAGER: TicketViewer = {
  id: '00000000-0000-4000-8000-000000000003',
  role: 'manager',
  locationId: DOWNTOWN_ID,
};
const ADDRESS = '120 Main Street';

function photo(id: number, stage: 'before' | 'after'): TicketPhoto {
  const photoId = `00000000-0000-4000-8000-0000000001${String(id).padStart(2, '0')}`;
  return {
    id: photoId,
    url: `/api/tickets/t/photos/${photoId}`,
    contentType: 'image/png',
    size: 68,
    stage,
    createdAt: '2026-01-06T14:00:00.000Z',
  };
}

function ticket(changes: Partial<Ticket> = {}): Ticket {
  return ticketFixture({
    id: '00000000-0000-4000-8000-000000000042',
    ticketNumber: 42,
    title: 'Walk-in cooler warm',
    description: 'Reads 47F.',
    status: 'in-progress',
    locationId: DOWNTOWN_ID,
    category: 'Freezer',
    categoryId: '00000000-0000-4000-8000-0000000000c1',
    submittedAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    submittedBy: 'Someone Else',
    submittedById: '00000000-0000-4000-8000-000000000009',
    assignedTo: TECH.id,
    assignedToName: 'Tony Reyes',
    ...changes,
  });
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(current: Ticket) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body });
      if (path === '/api/locations') {
        return Promise.resolve(
          jsonResponse(200, [
            { id: current.locationId, name: 'Downtown', address: ADDRESS },
            { id: '00000000-0000-4000-8000-0000000000d2', name: 'Airport', address: 'Terminal B' },
          ]),
        );
      }
      if (/\/(activity|comments)$/.test(path)) return Promise.resolve(jsonResponse(200, []));
      return Promise.resolve(jsonResponse(method === 'POST' ? 201 : 200, current));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Shows the router's address, to see what the step does to it. */
function AddressProbe() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderDetail(current: Ticket, viewer: TicketViewer, path = `/tickets/${current.id}`) {
  return renderWithProviders(
    <>
      <TicketDetailDialog
        ticketId={current.id}
        placeholder={current}
        viewer={viewer}
        onOpenChange={() => undefined}
      />
      <AddressProbe />
    </>,
    { path },
  );
}

describe('the ticket detail’s photos', () => {
  it('shows them in a Before and an After group', async () => {
    const current = ticket({ photos: [photo(1, 'before'), photo(2, 'after'), photo(3, 'before')] });
    stubApi(current);
    renderDetail(current, TECH);
    const before = await screen.findByRole('list', { name: 'Before photos' });
    const after = screen.getByRole('list', { name: 'After photos' });
    expect(
      within(before)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Enlarge before photo 1 of 2', 'Enlarge before photo 2 of 2']);
    expect(
      within(after)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Enlarge after photo 1 of 1']);
  });

  it('shows only the groups that have photos', async () => {
    const current = ticket({ photos: [photo(1, 'after')] });
    stubApi(current);
    renderDetail(current, TECH);
    expect(await screen.findByRole('list', { name: 'After photos' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Before photos' })).not.toBeInTheDocument();
  });

  it('lets the assigned technician add photos with their stage', async () => {
    const current = ticket({ status: 'open' });
    const calls = stubApi(current);
    renderDetail(current, TECH);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Photos' });
    // An open ticket's photos default to 'before'; the technician says 'after'.
    expect(within(dialog).getByLabelText('The photos show')).toHaveTextContent('Before the work');
    await chooseOption(within(dialog).getByLabelText('The photos show'), 'After the work');
    const file = new File(['png'], 'fixed.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Photos'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Photos' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add Photos' })).not.toBeInTheDocument();
    });
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.path).toBe(`/api/tickets/${current.id}/photos`);
    const body = upload?.body as FormData;
    expect(body.get('stage')).toBe('after');
    expect((body.get('photos') as File).name).toBe('fixed.png');
  });

  it('offers no Add Photos on a completed ticket, nor to another store’s manager', async () => {
    const completed = ticket({ status: 'completed' });
    stubApi(completed);
    const view = renderDetail(completed, TECH);
    expect(await screen.findByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Photos' })).not.toBeInTheDocument();
    view.unmount();

    const elsewhere = ticket({ locationId: '00000000-0000-4000-8000-0000000000d2' });
    stubApi(elsewhere);
    renderDetail(elsewhere, MANAGER);
    expect(await screen.findByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Photos' })).not.toBeInTheDocument();
  });
});

describe('the phone’s next-action bar', () => {
  it('offers Accept on the technician’s open ticket, with the store’s address as a map link', async () => {
    const current = ticket({ status: 'open' });
    stubApi(current);
    renderDetail(current, TECH);
    const bar = await screen.findByRole('region', { name: 'Next action' });
    expect(within(bar).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    const map = await within(bar).findByRole('link', { name: ADDRESS });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=120%20Main%20Street',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
  });

  it('offers Go to Time Clock on an accepted ticket', async () => {
    const current = ticket({ status: 'accepted' });
    stubApi(current);
    renderDetail(current, TECH);
    const bar = await screen.findByRole('region', { name: 'Next action' });
    expect(within(bar).getByRole('link', { name: 'Go to Time Clock' })).toHaveAttribute(
      'href',
      `/clock?ticketId=${current.id}`,
    );
  });

  it('opens the completion step from Complete Ticket, and closing it takes ?step off', async () => {
    const current = ticket({ status: 'in-progress' });
    stubApi(current);
    renderDetail(current, TECH);
    const bar = await screen.findByRole('region', { name: 'Next action' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Complete Ticket' }));
    const step = await screen.findByRole('dialog', { name: 'Complete Ticket' });
    expect(screen.getByLabelText('Address')).toHaveTextContent(
      `/tickets/${current.id}?step=complete`,
    );
    await userEvent.click(within(step).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Complete Ticket' })).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText('Address').textContent).toBe(`/tickets/${current.id}`);
  });
});

describe('/tickets/:id?step=complete', () => {
  it('opens the detail with the completion step open for the technician who may complete it', async () => {
    const current = ticket({ status: 'in-progress' });
    stubApi(current);
    renderDetail(current, TECH, `/tickets/${current.id}?q=cooler&step=complete`);
    const step = await screen.findByRole('dialog', { name: 'Complete Ticket' });
    expect(within(step).getByLabelText('After Photos (optional)')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Complete Ticket' })).not.toBeInTheDocument();
    });
    // Only the step's parameter goes; the board's filters stay.
    expect(screen.getByLabelText('Address').textContent).toBe(`/tickets/${current.id}?q=cooler`);
  });

  it('shows just the detail to someone who may not complete the ticket', async () => {
    const current = ticket({ status: 'in-progress' });
    stubApi(current);
    renderDetail(current, MANAGER, `/tickets/${current.id}?step=complete`);
    expect(await screen.findByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Complete Ticket' })).not.toBeInTheDocument();
  });
});

describe('opening the ticket detail', () => {
  it('focuses the dialog itself, not a field that would open a phone’s keyboard', async () => {
    const current = ticket({ status: 'in-progress' });
    stubApi(current);
    renderDetail(current, TECH);
    const dialog = await screen.findByRole('dialog', { name: /Walk-in cooler warm/ });
    const addItem = within(dialog).getByRole('textbox', { name: 'Add item' });
    await waitFor(() => {
      expect(dialog).toHaveFocus();
    });
    expect(addItem).not.toHaveFocus();
  });
});

describe('the ticket detail offline (decision 036 §3)', () => {
  it('disables what the outbox does not carry, naming it: a manager’s Edit', async () => {
    const current = ticket({ status: 'open', submittedById: MANAGER.id, assignedTo: null });
    stubApi(current);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDetail(current, MANAGER);
    const dialog = await screen.findByRole('dialog', { name: /Walk-in cooler warm/ });
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(dialog).getByText('Needs a connection: Edit')).toBeInTheDocument();
    onLine.mockRestore();
  });
});
