import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import type { PmDueDate } from '#contract/schemas/pm-plan.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';

import type { CalendarViewProps } from './calendar-view.tsx';
import { CalendarView } from './calendar-view.tsx';

// Tuesday, January 6, 2026.
const TODAY = new Date(2026, 0, 6, 10, 0);

function ticket(overrides: Partial<Ticket>): Ticket {
  return ticketFixture({
    id: crypto.randomUUID(),
    ticketNumber: 1042,
    locationId: crypto.randomUUID(),
    categoryId: crypto.randomUUID(),
    submittedBy: 'Dana Whitfield',
    submittedAt: TODAY.toISOString(),
    assignedToName: 'Tony Reyes',
    updatedAt: TODAY.toISOString(),
    ...overrides,
  });
}

const URGENT = ticket({
  ticketNumber: 1001,
  title: 'Walk-in at 47F',
  priority: 'urgent',
  scheduledStart: new Date(2026, 0, 8, 10).toISOString(),
  scheduledEnd: new Date(2026, 0, 8, 12).toISOString(),
});
const LOW = ticket({
  ticketNumber: 1002,
  title: 'Exit sign out',
  priority: 'low',
  scheduledStart: new Date(2026, 0, 8, 0, 0, 0).toISOString(),
  scheduledEnd: new Date(2026, 0, 8, 23, 59, 59).toISOString(),
  allDay: true,
});
const MEDIUM = ticket({
  ticketNumber: 1003,
  priority: 'medium',
  scheduledStart: new Date(2026, 0, 20, 9).toISOString(),
  scheduledEnd: new Date(2026, 0, 20, 10).toISOString(),
});
const EVENT: CalendarEvent = {
  id: crypto.randomUUID(),
  title: 'Hood cleaning',
  description: 'Vendor before open',
  date: '2026-01-12',
  allDay: true,
  startTime: null,
  endTime: null,
  createdBy: 'someone-else',
  createdByName: 'Dana Whitfield',
  createdAt: TODAY.toISOString(),
};

let user: UserEvent;
let requests: string[];

function stubServer(
  options: {
    tickets?: Ticket[];
    events?: CalendarEvent[];
    pmDue?: PmDueDate[];
    pending?: boolean;
  } = {},
) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(
        input instanceof Request ? input.url : input.toString(),
        'http://localhost',
      );
      requests.push(`${url.pathname}${url.search}`);
      if (options.pending) return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/tickets')
        return Promise.resolve(jsonResponse(200, options.tickets ?? []));
      if (url.pathname === '/api/calendar-events')
        return Promise.resolve(jsonResponse(200, options.events ?? []));
      if (url.pathname === '/api/pm-plans/due')
        return Promise.resolve(jsonResponse(200, options.pmDue ?? []));
      return Promise.resolve(jsonResponse(404, { error: 'not stubbed', code: 'NOT_FOUND' }));
    }),
  );
}

function renderCalendar(props: Partial<CalendarViewProps> = {}) {
  const handlers = { onOpenTicket: vi.fn(), onScheduleTicket: vi.fn() };
  renderWithProviders(
    <CalendarView viewer={{ id: 'me', role: 'manager' }} today={TODAY} {...handlers} {...props} />,
  );
  return handlers;
}

function cell(day: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!found) throw new Error(`no cell for ${day}`);
  return found;
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: 0 });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CalendarView', () => {
  it('shows a skeleton of 35 cells while loading', () => {
    stubServer({ pending: true });
    renderCalendar();
    expect(screen.getAllByTestId('calendar-skeleton-cell')).toHaveLength(35);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('lays the month out in whole weeks starting on Sunday, with today marked', async () => {
    stubServer();
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'January 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(35);
    expect(cells[0]).toHaveAccessibleName('Sunday, December 28, 2025');
    expect(cells.at(-1)).toHaveAccessibleName('Saturday, January 31, 2026');
    expect(cell('2026-01-06')).toHaveAttribute('aria-current', 'date');
    expect(cell('2026-01-06')).toHaveAttribute('aria-selected', 'true');
    // The tickets asked for are those of the whole grid, Sunday to Saturday.
    expect(requests).toContain(
      `/api/tickets?from=${encodeURIComponent(new Date(2025, 11, 28).toISOString())}&to=${encodeURIComponent(new Date(2026, 1, 1).toISOString())}&limit=500`,
    );
    expect(requests).toContain('/api/calendar-events?from=2025-12-28&to=2026-01-31');
  });

  it('puts a blue dot on days with items and a red one on days with urgent tickets, and counts the month', async () => {
    stubServer({ tickets: [URGENT, LOW, MEDIUM], events: [EVENT] });
    renderCalendar();
    await screen.findByRole('grid');
    const markers = (day: string) =>
      Array.from(cell(day).querySelectorAll('[data-marker]')).map((marker) =>
        marker.getAttribute('data-marker'),
      );
    expect(markers('2026-01-08')).toEqual(['items', 'urgent']);
    expect(markers('2026-01-12')).toEqual(['items']);
    expect(markers('2026-01-20')).toEqual(['items']);
    expect(markers('2026-01-09')).toEqual([]);
    expect(cell('2026-01-08')).toHaveAccessibleName(
      'Thursday, January 8, 2026, 2 tickets, urgent tickets',
    );

    const counters = screen.getByLabelText('Scheduled tickets this month');
    const values = within(counters)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`);
    expect(values).toEqual([
      'Urgent tickets this month 1',
      'Medium tickets this month 1',
      'Low tickets this month 1',
      'Total tickets this month 3',
    ]);
  });

  it('lists the selected day’s tickets and events, or says there are none', async () => {
    stubServer({ tickets: [URGENT, LOW], events: [EVENT] });
    const { onOpenTicket } = renderCalendar();
    await screen.findByRole('grid');
    expect(screen.getByText('No events or tickets scheduled for this date')).toBeInTheDocument();

    await user.click(cell('2026-01-08'));
    expect(screen.getByRole('heading', { name: 'Thursday, January 8, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /#1001 · Walk-in at 47F/ })).toHaveTextContent(
      '10:00 AM – 12:00 PM',
    );
    expect(screen.getByRole('button', { name: /#1002 · Exit sign out/ })).toHaveTextContent(
      'All day',
    );
    await user.click(screen.getByRole('button', { name: /#1001 · Walk-in at 47F/ }));
    expect(onOpenTicket).toHaveBeenCalledWith(URGENT);

    await user.click(cell('2026-01-12'));
    expect(screen.getByRole('button', { name: /Hood cleaning/ })).toHaveTextContent(
      'Vendor before open',
    );
  });

  it('moves between months with the buttons and by choosing a day at the grid’s edge', async () => {
    stubServer();
    renderCalendar();
    await screen.findByRole('grid', { name: 'January 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
    expect(cell('2026-02-01')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'December 2025' })).toBeInTheDocument();
    await user.click(cell('2026-01-03'));
    expect(await screen.findByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
    expect(cell('2026-01-03')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the selected day with the arrow keys and opens it with Enter', async () => {
    stubServer();
    renderCalendar();
    await screen.findByRole('grid');
    cell('2026-01-06').focus();
    await user.keyboard('{ArrowRight}');
    expect(cell('2026-01-07')).toHaveAttribute('aria-selected', 'true');
    expect(cell('2026-01-07')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('2026-01-14')).toHaveFocus();
    // Up twice leaves January; the day keeps the focus once December has loaded.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => {
      expect(cell('2025-12-31')).toHaveFocus();
    });
    await user.keyboard('{ArrowLeft}');
    expect(cell('2025-12-30')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'December 2025' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Tuesday, December 30, 2025' })).toHaveFocus();
  });

  it('offers Schedule Ticket to managers with a confirmation, and not to technicians', async () => {
    stubServer();
    const { onScheduleTicket } = renderCalendar();
    await screen.findByRole('grid');
    fireEvent.click(cell('2026-01-09'));
    await user.click(screen.getByRole('button', { name: 'Schedule Ticket' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Schedule Ticket' });
    expect(dialog).toHaveTextContent('Friday, January 9, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(onScheduleTicket).toHaveBeenCalledWith('2026-01-09');

    // A past day cannot be scheduled.
    fireEvent.click(cell('2026-01-05'));
    expect(screen.getByRole('button', { name: 'Schedule Ticket' })).toBeDisabled();
  });

  it('hides Schedule Ticket from technicians', async () => {
    stubServer();
    renderCalendar({ viewer: { id: 'tech', role: 'technician' } });
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Schedule Ticket' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();
  });

  it('adds an event for the selected day; all-day clears the times', async () => {
    stubServer();
    const posted: unknown[] = [];
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(init.body as string));
        return Promise.resolve(jsonResponse(201, EVENT));
      }
      return answer!(input, init);
    });
    renderCalendar();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    const save = within(dialog).getByRole('button', { name: 'Add Event' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title *'), '  Team meeting ');
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '15:00' } });
    expect(
      await within(dialog).findByText('A start time is needed with an end time'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start Time')).toHaveAccessibleDescription(
      'A start time is needed with an end time',
    );
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '16:00' } });
    // The schema's message, under the end time and tied to it.
    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'End time must be after start time',
      );
    });
    expect(within(dialog).getByLabelText('End Time')).toHaveAccessibleDescription(
      'End time must be after start time',
    );
    expect(within(dialog).getByLabelText('Title *')).toHaveAttribute('maxlength', '200');
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByLabelText('All day'));
    expect(within(dialog).queryByLabelText('Start Time')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('All day'));
    expect(within(dialog).getByLabelText('Start Time')).toHaveValue('');
    await user.click(save);
    await waitFor(() => {
      expect(posted).toEqual([
        {
          title: 'Team meeting',
          description: null,
          allDay: false,
          startTime: null,
          endTime: null,
          date: '2026-01-06',
        },
      ]);
    });
  });

  it('shows someone else’s event read-only', async () => {
    stubServer({ events: [EVENT] });
    renderCalendar();
    await screen.findByRole('grid');
    await user.click(cell('2026-01-12'));
    await user.click(screen.getByRole('button', { name: /Hood cleaning/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(within(dialog).getByLabelText('Title *')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Only its creator or an admin can change it.');
  });

  it('lists the day in time order, all-day first, with done tickets marked, store and assignee', async () => {
    const done = ticket({
      ticketNumber: 1004,
      title: 'Ice machine descaled',
      status: 'completed',
      completedAt: new Date(2026, 0, 8, 9, 15).toISOString(),
      location: 'Uptown',
      assignedToName: 'Sam Ortiz',
      scheduledStart: new Date(2026, 0, 8, 8).toISOString(),
      scheduledEnd: new Date(2026, 0, 8, 9).toISOString(),
    });
    const lunch: CalendarEvent = {
      ...EVENT,
      id: crypto.randomUUID(),
      title: 'Lunch rush',
      date: '2026-01-08',
      allDay: false,
      startTime: '11:00',
      endTime: '13:00',
    };
    const unassigned = ticket({ ...LOW, id: crypto.randomUUID(), assignedToName: null });
    stubServer({ tickets: [URGENT, done, unassigned], events: [lunch] });
    renderCalendar();
    await screen.findByRole('grid');
    await user.click(cell('2026-01-08'));
    const list = screen.getByRole('list', { name: 'Tickets and events, in time order' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Scheduled ticket:#1002 · Exit sign out.*All day.*Downtown.*Unassigned/,
      ),
      expect.stringMatching(
        /^Completed ticket:#1004 · Ice machine descaled.*Done.*Completed Jan 8, 9:15 AM.*Uptown.*Sam Ortiz/,
      ),
      expect.stringMatching(
        /^Scheduled ticket:#1001 · Walk-in at 47F.*10:00 AM – 12:00 PM.*Downtown.*Tony Reyes/,
      ),
      expect.stringMatching(/^Event:Lunch rush.*11:00 AM – 1:00 PM/),
    ]);
    // The done ticket is not shown as scheduled work: no priority badge, a Done one instead.
    expect(rows[1]).not.toHaveTextContent('Medium');
  });

  it('shows the selected day’s PM due dates, linked to their ticket once generated', async () => {
    const due = (overrides: Partial<PmDueDate>): PmDueDate => ({
      planId: crypto.randomUUID(),
      title: 'Clean hood filters',
      dueAt: new Date(2026, 0, 6, 6, 0).toISOString(),
      locationId: crypto.randomUUID(),
      location: 'Downtown',
      equipment: null,
      ticketId: null,
      ticketNumber: null,
      status: 'upcoming',
      ...overrides,
    });
    const ticketId = crypto.randomUUID();
    stubServer({
      pmDue: [
        due({}),
        due({ title: 'Descale fryer', ticketId, ticketNumber: 1042, status: 'generated' }),
        due({ title: 'Next week', dueAt: new Date(2026, 0, 13, 6, 0).toISOString() }),
      ],
    });
    renderCalendar();
    const list = await screen.findByRole('list', { name: 'Preventive maintenance due' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Clean hood filters')).toBeVisible();
    expect(within(list).getByRole('link', { name: /#1042 · Descale fryer/ })).toHaveAttribute(
      'href',
      `/tickets/${ticketId}`,
    );
    expect(requests).toContain('/api/pm-plans/due?from=2025-12-28&to=2026-01-31');
    // The month grid marks each day with PM due in the PM colour, also for screen readers.
    await waitFor(() => {
      expect(cell('2026-01-13').querySelector('[data-marker="pm"]')).not.toBeNull();
    });
    expect(cell('2026-01-13')).toHaveAccessibleName(/preventive maintenance due/);
    expect(cell('2026-01-07').querySelector('[data-marker="pm"]')).toBeNull();
  });

  it('explains its colours, icons and dots in a legend', async () => {
    stubServer();
    renderCalendar();
    await screen.findByRole('grid');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Scheduled ticket',
      'Completed ticket',
      'Event',
      'Preventive maintenance due',
      'Day has items',
      'Urgent tickets that day',
    ]);
  });

  it('shows the week as a time grid and lets only admins drag assigned tickets', async () => {
    const assigned = ticket({ ...URGENT, assignedTo: crypto.randomUUID() });
    stubServer({ tickets: [assigned] });
    const onRescheduleTicket = vi.fn(() => Promise.resolve());
    const { unmount } = renderWithProviders(
      <CalendarView
        viewer={{ id: 'me', role: 'manager' }}
        today={TODAY}
        view="week"
        onOpenTicket={vi.fn()}
        onScheduleTicket={vi.fn()}
        onRescheduleTicket={onRescheduleTicket}
      />,
    );
    expect(
      await screen.findByRole('region', { name: 'Week of Sunday, January 4, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jan 4 – 10, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /#1001 Walk-in at 47F/ })).not.toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    unmount();

    renderWithProviders(
      <CalendarView
        viewer={{ id: 'me', role: 'admin' }}
        today={TODAY}
        view="week"
        onOpenTicket={vi.fn()}
        onScheduleTicket={vi.fn()}
        onRescheduleTicket={onRescheduleTicket}
      />,
    );
    const block = await screen.findByRole('button', { name: /#1001 Walk-in at 47F/ });
    expect(block).toHaveAttribute('aria-roledescription', 'draggable');
  });
});
