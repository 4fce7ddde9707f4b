import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE,
  CHECKLIST_TICKET_COMPLETED_MESSAGE,
} from '#contract/schemas/checklist.ts';
import type { ChecklistItem, TicketChecklist } from '#contract/schemas/checklist.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';

import { CompleteTicketForm } from './complete-ticket-form.tsx';
import { TicketDetailDialog } from './ticket-detail-dialog.tsx';
import type { TicketViewer } from './ticket-detail-dialog.tsx';

// Decision 034: the checklist on the ticket detail (ticked at once, put back when refused) and the
// completion step's 'Skipped items' note.

const TECH: TicketViewer = { id: '00000000-0000-4000-8000-000000000007', role: 'technician' };
const MANAGER: TicketViewer = {
  id: '00000000-0000-4000-8000-000000000003',
  role: 'manager',
  locationId: '00000000-0000-4000-8000-0000000000d1',
};

function item(n: number, changes: Partial<ChecklistItem> = {}): ChecklistItem {
  return {
    id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
    text:
      ['Degrease the hood', 'Clean the filters', 'Check the fan belt'][n] ?? `Step ${String(n)}`,
    position: n,
    done: false,
    doneBy: null,
    doneAt: null,
    ...changes,
  };
}

function ticket(changes: Partial<Ticket> = {}): Ticket {
  return ticketFixture({
    id: '00000000-0000-4000-8000-000000000042',
    ticketNumber: 42,
    title: 'Hood cleaning',
    description: 'Quarterly.',
    status: 'in-progress',
    locationId: '00000000-0000-4000-8000-0000000000d1',
    category: 'Hood',
    categoryId: '00000000-0000-4000-8000-0000000000c1',
    submittedAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    submittedBy: 'Someone Else',
    submittedById: '00000000-0000-4000-8000-000000000009',
    assignedTo: TECH.id,
    assignedToName: 'Tom Tech',
    preventive: true,
    pmPlanId: '00000000-0000-4000-8000-000000000300',
    checklistProgress: { done: 0, total: 2 },
    ...changes,
  });
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The API: the ticket, its checklist, and `onPut` answering a tick. */
function stubApi(
  current: Ticket,
  items: ChecklistItem[],
  onPut: (body: unknown) => Response | Promise<Response>,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      if (path.endsWith('/checklist') && method === 'GET') {
        return Promise.resolve(jsonResponse(200, { items } satisfies TicketChecklist));
      }
      if (method === 'PUT') return Promise.resolve(onPut(body));
      if (/\/(activity|comments)$/.test(path)) return Promise.resolve(jsonResponse(200, []));
      if (path === '/api/locations') return Promise.resolve(jsonResponse(200, []));
      return Promise.resolve(jsonResponse(200, current));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDetail(current: Ticket, viewer: TicketViewer) {
  return renderWithProviders(
    <TicketDetailDialog
      ticketId={current.id}
      placeholder={current}
      viewer={viewer}
      onOpenChange={() => undefined}
    />,
  );
}

describe('the ticket checklist', () => {
  it('shows the Preventive badge and ticks an item at once, with who and when', async () => {
    const current = ticket();
    const items = [item(0), item(1)];
    // The server answers a little later, so the screen shows the tick before it does.
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi(
      current,
      items,
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderDetail(current, TECH);
    expect(screen.getByText('Preventive')).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: /Degrease the hood/ });
    expect(box).not.toBeChecked();
    // Checked in the same frame as the tap, not after the save is under way.
    fireEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => {
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: `/api/tickets/${current.id}/checklist/${item(0).id}`,
        body: { done: true },
      });
    });
    // The server stores the tick; later reads answer it too.
    items[0] = item(0, {
      done: true,
      doneBy: { id: TECH.id, name: 'Tom Tech' },
      doneAt: new Date().toISOString(),
    });
    answer(jsonResponse(200, { items }));
    expect(await screen.findByText(/^Ticked by Tom Tech · /)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Degrease the hood/ })).toBeChecked();
  });

  it('puts the tick back and says why when the server refuses it', async () => {
    const current = ticket();
    stubApi(current, [item(0), item(1)], () =>
      jsonResponse(409, { code: 'TICKET_COMPLETED', error: CHECKLIST_TICKET_COMPLETED_MESSAGE }),
    );
    renderDetail(current, TECH);
    const box = await screen.findByRole('checkbox', { name: /Clean the filters/ });
    await userEvent.click(box);
    expect(await screen.findByText(CHECKLIST_TICKET_COMPLETED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: /Clean the filters/ })).not.toBeChecked();
    });
  });

  it('lets a manager read the checklist but not tick it or add to it', async () => {
    const current = ticket({ checklistProgress: { done: 1, total: 2 } });
    const calls = stubApi(
      current,
      [
        item(0, {
          done: true,
          doneBy: { id: TECH.id, name: 'Tom Tech' },
          doneAt: '2026-01-05T15:42:00.000Z',
        }),
        item(1),
      ],
      () => jsonResponse(403, {}),
    );
    renderDetail(current, MANAGER);
    const region = await screen.findByRole('region', { name: /Checklist/ });
    expect(within(region).getByText('1 of 2 done')).toBeInTheDocument();
    const boxes = await within(region).findAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(within(region).getByText(/^Ticked by Tom Tech · /)).toBeInTheDocument();
    expect(within(region).queryByLabelText('Add item')).not.toBeInTheDocument();
    await userEvent.click(boxes[1] as HTMLElement);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('completing a ticket with unticked items', () => {
  it('requires a Skipped items note, says how many are unticked, and sends it', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, ticket()));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <CompleteTicketForm ticket={ticket({ checklistProgress: { done: 1, total: 3 } })} />,
    );
    expect(
      screen.getByText('2 checklist items are not ticked: say what was skipped and why.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Ticket' }));
    expect(await screen.findByText(CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Skipped items'), 'Filters on back order');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Ticket' }));
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      completionNotes: null,
      checklistSkippedNote: 'Filters on back order',
    });
  });

  it('asks for no note when every item is ticked', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(
      <CompleteTicketForm ticket={ticket({ checklistProgress: { done: 2, total: 2 } })} />,
    );
    expect(screen.queryByLabelText('Skipped items')).not.toBeInTheDocument();
  });
});
