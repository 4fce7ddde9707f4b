import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { localDay } from '#contract/utils/schedule.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { stubRadixSelectDom } from '#tests/web/radix-select-dom.ts';

import { AssignTicketDialog } from './assign-ticket-dialog.tsx';
import { UpdateScheduleDialog } from './update-schedule-dialog.tsx';

const TECHNICIAN_ID = '00000000-0000-4000-8000-000000000007';
const TICKET = {
  id: '00000000-0000-4000-8000-000000000042',
  ticketNumber: 42,
  title: 'Walk-in cooler warm',
  assignedTo: null,
  scheduledStart: null,
  scheduledEnd: null,
  allDay: false,
} as unknown as Ticket;

const PAST_DAY = '2020-01-15';
const FUTURE_DAY = localDay(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));

function stubApi() {
  const fetchMock = vi.fn((path: string, init?: RequestInit) =>
    Promise.resolve(
      path.endsWith('/assignment-candidates') && (init?.method ?? 'GET') === 'GET'
        ? jsonResponse(200, [
            {
              id: TECHNICIAN_ID,
              name: 'Tess Tech',
              certifications: [],
              openTickets: 0,
              nextJob: null,
              hasValidMatchingCertification: true,
            },
          ])
        : jsonResponse(200, TICKET),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function patchBody(fetchMock: ReturnType<typeof stubApi>): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return call ? JSON.parse(call[1]?.body as string) : undefined;
}

beforeEach(() => {
  stubRadixSelectDom();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AssignTicketDialog', () => {
  it('shows a past date’s message under the date, and assigns the chosen technician', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<AssignTicketDialog ticket={TICKET} onOpenChange={vi.fn()} />);
    const technician = await screen.findByLabelText('Technician');
    await waitFor(() => {
      expect(technician).toHaveTextContent('Select a technician');
    });
    fireEvent.pointerDown(technician, { button: 0, pointerType: 'mouse' });
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Tess Tech' }),
    );

    const date = screen.getByLabelText('Scheduled Date');
    fireEvent.change(date, { target: { value: PAST_DAY } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Schedule dates before today cannot be chosen',
    );
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Schedule dates before today cannot be chosen');
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();

    fireEvent.change(date, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => {
      expect(patchBody(fetchMock)).toEqual({ assignedTo: TECHNICIAN_ID });
    });
  });
});

describe('UpdateScheduleDialog', () => {
  it('shows an end before the start under the times, and sends a valid schedule', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<UpdateScheduleDialog ticket={TICKET} open onOpenChange={vi.fn()} />);
    const update = screen.getByRole('button', { name: 'Update Schedule' });
    // Product rules §5: a date is required here.
    expect(update).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Scheduled Date'), { target: { value: FUTURE_DAY } });
    const end = screen.getByLabelText('End Time');
    fireEvent.change(end, { target: { value: '08:00' } });
    expect(
      await screen.findByText('End time must be after start time', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(update).toBeDisabled();

    fireEvent.change(end, { target: { value: '18:00' } });
    await userEvent.click(update);
    await waitFor(() => {
      expect(patchBody(fetchMock)).toMatchObject({ allDay: false });
    });
    const body = patchBody(fetchMock) as { scheduledStart: string; scheduledEnd: string };
    expect(localDay(new Date(body.scheduledStart))).toBe(FUTURE_DAY);
    expect(new Date(body.scheduledEnd).getHours()).toBe(18);
  });
});
