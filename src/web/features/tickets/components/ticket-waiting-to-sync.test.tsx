import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';
import {
  appendToOutbox,
  memoryOutboxStorage,
  setOutboxStorage,
} from '#web/lib/offline/outbox-store.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';

import { TicketDetailDialog } from './ticket-detail-dialog.tsx';

// Issue 36: the ticket detail opened after a reload says 'Waiting to sync' when the phone's outbox
// (kept on the device) holds a change to that ticket, as its card on the board and Today does.

const TECH = {
  id: '00000000-0000-4000-8000-0000000000e1',
  username: 'tech',
  role: 'technician' as const,
  name: 'Tom Tech',
};

const ticket: Ticket = ticketFixture({
  id: '00000000-0000-4000-8000-000000000042',
  ticketNumber: 42,
  title: 'Walk-in cooler warm',
  status: 'accepted',
  assignedTo: TECH.id,
  assignedToName: TECH.name,
});

/** A clock-in on the ticket, tapped offline. */
function queued(ticketId: string): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    userId: TECH.id,
    kind: 'clock-in',
    method: 'POST',
    path: '/api/time-clock/in',
    body: { ticketId },
    tappedAt: '2026-01-06T14:00:00.000Z',
    ticketId,
    label: 'Clock in on #42',
    status: 'waiting',
  };
}

beforeEach(() => {
  setOutboxStorage(memoryOutboxStorage());
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(TECH));
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        /\/(activity|comments|checklist)$/.test(path) || path === '/api/locations'
          ? jsonResponse(200, [])
          : jsonResponse(200, ticket),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(CURRENT_USER_KEY);
});

function renderDetail() {
  renderWithProviders(
    <TicketDetailDialog ticketId={ticket.id} viewer={TECH} onOpenChange={vi.fn()} />,
  );
}

describe('the ticket detail and the outbox', () => {
  it('says Waiting to sync under the title while a change to this ticket is kept on the phone', async () => {
    // Queued before the detail opens, as after a reload: the outbox is read from the device.
    await appendToOutbox(queued(ticket.id));
    renderDetail();
    const dialog = await screen.findByRole('dialog', { name: /Walk-in cooler warm/ });
    expect(await within(dialog).findByText('Waiting to sync')).toBeInTheDocument();
  });

  it('marks only this ticket: another ticket’s waiting change says nothing here', async () => {
    await appendToOutbox(queued('00000000-0000-4000-8000-000000000043'));
    renderDetail();
    const dialog = await screen.findByRole('dialog', { name: /Walk-in cooler warm/ });
    await within(dialog).findByText('Ticket ID');
    expect(within(dialog).queryByText('Waiting to sync')).not.toBeInTheDocument();
    // A change to this ticket queued while it is open shows at once.
    await appendToOutbox(queued(ticket.id));
    expect(await within(dialog).findByText('Waiting to sync')).toBeInTheDocument();
  });
});
