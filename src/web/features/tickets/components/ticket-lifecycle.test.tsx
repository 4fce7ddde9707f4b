import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { TicketLifecycleActions } from './ticket-lifecycle-actions.tsx';
import { TicketStatusPicker } from './ticket-status-picker.tsx';
import { chooseOption } from '#tests/web/radix-select-dom.ts';

// Decision 023: completing takes the completion step; Accept, Edit and Reopen send what they say.

const ADMIN = { id: '00000000-0000-4000-8000-000000000001', role: 'admin' } as const;
const TECH = { id: '00000000-0000-4000-8000-000000000007', role: 'technician' } as const;

const TICKET = {
  id: '00000000-0000-4000-8000-000000000042',
  ticketNumber: 42,
  title: 'Walk-in cooler warm',
  description: 'Reads 47F.',
  priority: 'medium',
  status: 'in-progress',
  location: 'Downtown',
  category: 'Freezer',
  submittedBy: 'Maria Manager',
  submittedById: '00000000-0000-4000-8000-000000000003',
  assignedTo: TECH.id,
  photos: [],
} as unknown as Ticket;

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(answer: (call: Call) => Response = () => jsonResponse(200, TICKET)) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      };
      calls.push(call);
      if (call.method === 'GET' && path === '/api/locations')
        return Promise.resolve(
          jsonResponse(200, [
            { id: 'l1', name: 'Downtown' },
            { id: 'l2', name: 'Airport' },
          ]),
        );
      if (call.method === 'GET' && path === '/api/categories')
        return Promise.resolve(jsonResponse(200, [{ id: 'c1', name: 'Freezer' }]));
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
});

async function choose(label: string, option: string) {
  await chooseOption(screen.getByLabelText(label), option);
}

describe('the status picker', () => {
  it('opens the completion step on Completed and sends nothing until it is confirmed', async () => {
    const calls = stubApi();
    renderWithProviders(<TicketStatusPicker ticket={TICKET} />);
    await choose('Update Status', 'Completed');
    const step = await screen.findByRole('dialog', { name: 'Complete Ticket' });
    expect(writes(calls)).toEqual([]);
    expect(within(step).getByLabelText('After Photos (optional)')).toBeInTheDocument();

    await userEvent.type(within(step).getByLabelText('Completion Notes (optional)'), 'New fan');
    await userEvent.click(within(step).getByRole('button', { name: 'Complete Ticket' }));
    await waitFor(() => {
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: `/api/tickets/${TICKET.id}/complete`,
          body: { completionNotes: 'New fan' },
        },
      ]);
    });
    expect(await screen.findByText('Ticket status updated successfully!')).toBeInTheDocument();
  });

  it('uploads the after-photos before completing, and does not complete when they are refused', async () => {
    const calls = stubApi((call) =>
      call.path.endsWith('/photos')
        ? jsonResponse(400, { error: 'The file is not an image', code: 'VALIDATION' })
        : jsonResponse(200, TICKET),
    );
    renderWithProviders(<TicketStatusPicker ticket={TICKET} />);
    await choose('Update Status', 'Completed');
    const step = await screen.findByRole('dialog', { name: 'Complete Ticket' });
    const photo = new File(['png'], 'after.png', { type: 'image/png' });
    await userEvent.upload(within(step).getByLabelText('After Photos (optional)'), photo);
    await userEvent.click(within(step).getByRole('button', { name: 'Complete Ticket' }));
    expect(await screen.findByText(/The file is not an image/)).toBeInTheDocument();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /api/tickets/${TICKET.id}/photos`,
    ]);
    expect(screen.getByRole('dialog', { name: 'Complete Ticket' })).toBeInTheDocument();
  });

  it('leaves the ticket and the picker as they were when the step is cancelled', async () => {
    const calls = stubApi();
    renderWithProviders(<TicketStatusPicker ticket={TICKET} />);
    await choose('Update Status', 'Completed');
    const step = await screen.findByRole('dialog', { name: 'Complete Ticket' });
    await userEvent.click(within(step).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText('Update Status')).toHaveTextContent('In Progress');
    expect(writes(calls)).toEqual([]);
  });

  it('still changes other statuses at once', async () => {
    const calls = stubApi();
    renderWithProviders(<TicketStatusPicker ticket={TICKET} />);
    await choose('Update Status', 'Waiting for Parts');
    await waitFor(() => {
      expect(writes(calls)).toEqual([
        {
          method: 'PATCH',
          path: `/api/tickets/${TICKET.id}`,
          body: { status: 'waiting-for-parts' },
        },
      ]);
    });
  });
});

describe('Accept, Edit and Reopen', () => {
  it('shows Accept to the assigned technician of an open ticket and sends accepted', async () => {
    const calls = stubApi();
    renderWithProviders(
      <TicketLifecycleActions ticket={{ ...TICKET, status: 'open' }} viewer={TECH} />,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      expect(writes(calls)).toEqual([
        { method: 'PATCH', path: `/api/tickets/${TICKET.id}`, body: { status: 'accepted' } },
      ]);
    });
  });

  it('lets an admin reopen a completed ticket only with a reason', async () => {
    const calls = stubApi();
    renderWithProviders(
      <TicketLifecycleActions ticket={{ ...TICKET, status: 'completed' }} viewer={ADMIN} />,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Ticket' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen Ticket' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason *'), 'Still warm at close');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen Ticket' }));
    await waitFor(() => {
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: `/api/tickets/${TICKET.id}/reopen`,
          body: { reason: 'Still warm at close' },
        },
      ]);
    });
  });

  it('sends only the fields an admin changed in the edit dialog', async () => {
    const calls = stubApi();
    renderWithProviders(<TicketLifecycleActions ticket={TICKET} viewer={ADMIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    const title = within(dialog).getByLabelText('Title *');
    await userEvent.clear(title);
    await userEvent.type(title, 'Walk-in cooler at 47F');
    await choose('Priority *', 'Urgent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      expect(writes(calls)).toEqual([
        {
          method: 'PATCH',
          path: `/api/tickets/${TICKET.id}`,
          body: { title: 'Walk-in cooler at 47F', priority: 'urgent' },
        },
      ]);
    });
  });
});
