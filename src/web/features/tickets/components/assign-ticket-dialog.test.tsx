import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AssignmentCandidate } from '#contract/schemas/assignment-candidate.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { AssignTicketDialog } from './assign-ticket-dialog.tsx';

const TICKET = {
  id: '00000000-0000-4000-8000-000000000042',
  ticketNumber: 42,
  title: 'Fryer 2 not heating',
  category: 'Fryer',
  status: 'open',
  assignedTo: null,
  assignedToName: null,
  scheduledStart: null,
  scheduledEnd: null,
  allDay: false,
} as unknown as Ticket;

const CERTIFIED: AssignmentCandidate = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Carol Certified',
  certifications: [
    { name: 'Fryer Systems', expiresAt: null, expired: false, matchesCategory: true },
    { name: 'HVAC', expiresAt: '2027-03-01', expired: false, matchesCategory: false },
  ],
  openTickets: 1,
  nextJob: {
    ticketId: '00000000-0000-4000-8000-000000000099',
    ticketNumber: 1043,
    scheduledStart: '2026-01-07T15:00:00.000Z',
  },
  hasValidMatchingCertification: true,
};

const EXPIRED: AssignmentCandidate = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Bob Expired',
  certifications: [
    { name: 'Fryer Systems', expiresAt: '2025-12-31', expired: true, matchesCategory: true },
  ],
  openTickets: 0,
  nextJob: null,
  hasValidMatchingCertification: false,
};

function stubServer() {
  const fetchMock = vi.fn((path: string, init: RequestInit = {}) => {
    if (path.endsWith('/assignment-candidates')) {
      return Promise.resolve(jsonResponse(200, [CERTIFIED, EXPIRED]));
    }
    const body = JSON.parse((init.body as string | undefined) ?? '{}') as { assignedTo?: string };
    const name = [CERTIFIED, EXPIRED].find((candidate) => candidate.id === body.assignedTo)?.name;
    return Promise.resolve(
      jsonResponse(200, { ...TICKET, assignedTo: body.assignedTo, assignedToName: name }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function patches(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderDialog() {
  const onOpenChange = vi.fn();
  // The providers hold the app's one Toaster.
  renderWithProviders(<AssignTicketDialog ticket={TICKET} onOpenChange={onOpenChange} />);
  return onOpenChange;
}

describe('AssignTicketDialog with assignment candidates', () => {
  it('lists each technician with certifications (expired marked), open tickets and next job', async () => {
    stubServer();
    renderDialog();
    const rows = await screen.findAllByTestId('assignment-candidate');
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toHaveTextContent('Carol Certified');
    expect(first).toHaveTextContent('Fryer Systems');
    expect(first).toHaveTextContent('1 open ticket');
    expect(first).toHaveTextContent('Next job #1043');
    expect(second).toHaveTextContent('Bob Expired');
    expect(second).toHaveTextContent('Fryer Systems · expired');
    expect(second).toHaveTextContent('0 open tickets');
    expect(second).toHaveTextContent('No scheduled jobs');
  });

  it('warns before assigning someone without a valid matching certification, and sends only after Assign anyway', async () => {
    const fetchMock = stubServer();
    const onOpenChange = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: /Bob Expired/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'Bob Expired’s Fryer Systems certification expired on 2025-12-31.',
    );
    expect(patches(fetchMock)).toHaveLength(0);

    // Choosing another closes the warning without sending anything.
    await userEvent.click(within(warning).getByRole('button', { name: 'Choose another' }));
    expect(screen.queryByText('Not certified for this ticket')).not.toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => {
      expect(patches(fetchMock)).toHaveLength(1);
    });
    expect(JSON.parse(patches(fetchMock)[0]?.[1]?.body as string)).toEqual({
      assignedTo: EXPIRED.id,
    });
    expect(await screen.findByText('Technician assigned')).toBeInTheDocument();
    await waitFor(() => {
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });

  it('assigns a certified technician at once with the toast Technician assigned', async () => {
    const fetchMock = stubServer();
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: /Carol Certified/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Technician assigned')).toBeInTheDocument();
    expect(screen.queryByText('Not certified for this ticket')).not.toBeInTheDocument();
    expect(JSON.parse(patches(fetchMock)[0]?.[1]?.body as string)).toEqual({
      assignedTo: CERTIFIED.id,
    });
  });

  it('opens filled in from a scheduling suggestion: its technician and slot are sent as they are', async () => {
    const fetchMock = stubServer();
    // A slot well ahead, so the form's "not in the past" rule never trips.
    const slot = { start: '2030-01-07T15:00:00.000Z', end: '2030-01-07T17:00:00.000Z' };
    renderWithProviders(
      <AssignTicketDialog
        ticket={TICKET}
        onOpenChange={vi.fn()}
        prefill={{ technicianId: CERTIFIED.id, ...slot }}
      />,
    );
    await screen.findByRole('button', { name: /Carol Certified/ });
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Technician assigned')).toBeInTheDocument();
    expect(JSON.parse(patches(fetchMock)[0]?.[1]?.body as string)).toEqual({
      assignedTo: CERTIFIED.id,
      scheduledStart: slot.start,
      scheduledEnd: slot.end,
      allDay: false,
    });
  });
});
