import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { DashboardStats } from '#contract/schemas/dashboard.ts';
import type { StoreWork } from '#contract/schemas/store-work.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { AdminDashboard } from './admin-dashboard.tsx';
import { ManagerDashboard } from './manager-dashboard.tsx';
import { TechnicianDashboard } from './technician-dashboard.tsx';

// The admin dashboard loads its chart lazily; transforming the chart library for the first time can
// take longer than a findBy's wait on a loaded machine, so the module is loaded once before the tests
// (the lazy import then resolves from the module cache, as it would from the browser's).
beforeAll(async () => {
  await import('./tickets-by-week-chart.tsx');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATS: DashboardStats = {
  totalTickets: 42,
  openTickets: 7,
  awaitingAssignmentTickets: 4,
  inProgressTickets: 5,
  completedTickets: 30,
  urgentTickets: 3,
  outOfOrderEquipment: 2,
  activeSessionTime: null,
  completedToday: 4,
  submittedThisWeek: 6,
  hoursToday: 3.5,
  ticketsByWeek: [],
};

const HOUR_MS = 60 * 60_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
const ids = (last: number) => `00000000-0000-4000-8000-${String(last).padStart(12, '0')}`;

const STORE_WORK: StoreWork = {
  unfinished: {
    total: 18,
    tickets: [
      {
        id: ids(11),
        ticketNumber: 1051,
        title: 'Walk-in cooler at 48°F',
        status: 'waiting-for-third-party',
        priority: 'urgent',
        location: 'Downtown',
        submittedAt: ago(50),
        onIt: { kind: 'vendor', name: 'Arctic Air', dispatchStatus: 'accepted' },
        expected: { kind: 'arriving', at: '2026-01-07T19:00:00.000Z' },
      },
      {
        id: ids(12),
        ticketNumber: 1052,
        title: 'Fryer 2 not heating',
        status: 'accepted',
        priority: 'medium',
        location: 'Downtown',
        submittedAt: ago(3),
        onIt: { kind: 'technician', name: 'Tony Reyes', dispatchStatus: null },
        expected: null,
      },
      {
        id: ids(13),
        ticketNumber: 1053,
        title: 'Loose shelf',
        status: 'open',
        priority: 'low',
        location: 'Downtown',
        submittedAt: ago(1),
        onIt: null,
        expected: null,
      },
    ],
  },
  requestsToApprove: {
    total: 1,
    requests: [
      {
        id: ids(21),
        equipment: 'Ice Machine',
        location: 'Downtown',
        summary: 'Leaking water on the floor',
        createdAt: ago(2),
      },
    ],
  },
  recentlyCompleted: {
    total: 3,
    tickets: [
      {
        id: ids(31),
        ticketNumber: 1040,
        title: 'Dish machine drain',
        location: 'Downtown',
        completedAt: ago(5),
        completedBy: 'Maria Lopez',
      },
    ],
  },
};

const ACTIVITY: ActivityEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'ticket.created',
    actorId: null,
    actorName: 'Dana',
    ticketId: null,
    ticketNumber: 1042,
    message: 'Dana created #1042',
    details: {},
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
];

function stub(
  stats: DashboardStats = STATS,
  activity: ActivityEntry[] = ACTIVITY,
  storeWork: StoreWork = STORE_WORK,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        path === '/api/dashboard/stats'
          ? jsonResponse(200, stats)
          : path === '/api/dashboard/today'
            ? jsonResponse(200, { date: '2026-01-06', tickets: [] })
            : path === '/api/dashboard/store-work'
              ? jsonResponse(200, storeWork)
              : jsonResponse(200, activity),
      ),
    ),
  );
}

describe('the role dashboards', () => {
  it('admin: each card opens the board filtered to what it counts (decision 025)', async () => {
    stub();
    renderWithProviders(<AdminDashboard insightsPanel={<p>insights here</p>} />);
    await screen.findByTestId('stat-open-tickets');
    expect(screen.getByRole('link', { name: /^Open Tickets/ })).toHaveAttribute(
      'href',
      '/tickets?status=open&assignedTo=unassigned',
    );
    expect(screen.getByRole('link', { name: /^Urgent Issues/ })).toHaveAttribute(
      'href',
      '/tickets?priority=urgent',
    );
  });

  it('admin: the four cards with their numbers, the buttons and Recent Activity', async () => {
    stub();
    renderWithProviders(<AdminDashboard insightsPanel={<p>insights here</p>} />);
    expect(await screen.findByTestId('stat-total-tickets')).toHaveTextContent('42');
    // Open Tickets counts those awaiting assignment, not every open one.
    expect(screen.getByTestId('stat-open-tickets')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-in-progress-tickets')).toHaveTextContent('5');
    expect(screen.getByTestId('stat-urgent-tickets')).toHaveTextContent('3');
    for (const label of [
      'Total Tickets',
      'Open Tickets',
      'In Progress',
      'Urgent Issues',
      'Recent Activity',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    // The chart's code loads after the numbers.
    expect(await screen.findByText('Tickets by Week')).toBeInTheDocument();
    expect(screen.getByText('insights here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Ticket' })).toHaveAttribute(
      'href',
      '/create-ticket',
    );
    expect(screen.getByRole('link', { name: 'View All Tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    expect(screen.getByRole('link', { name: 'Manage Technicians' })).toHaveAttribute(
      'href',
      '/technicians',
    );
    expect(screen.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
    expect(await screen.findByText('Dana created #1042')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
  });

  it('manager: My Tickets (this week), Pending (open plus in progress) and Out of Order', async () => {
    stub();
    renderWithProviders(<ManagerDashboard />);
    // Issue 36: this week's tickets, not all time.
    expect(await screen.findByTestId('stat-my-tickets')).toHaveTextContent('6');
    expect(screen.getByText('Submitted this week, by you or at your store')).toBeInTheDocument();
    expect(screen.getByTestId('stat-pending-tickets')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-out-of-order')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Create New Ticket' })).toHaveAttribute(
      'href',
      '/create-ticket',
    );
    expect(screen.getByRole('link', { name: 'View My Tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
  });

  it('manager: the unfinished tickets with who is on them and when, and what waits on them (issue 36)', async () => {
    stub();
    renderWithProviders(<ManagerDashboard />);
    const rows = await screen.findAllByTestId('unfinished-ticket');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/tickets/${ids(11)}`,
      `/tickets/${ids(12)}`,
      `/tickets/${ids(13)}`,
    ]);
    const [vendor, technician, nobody] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(vendor).toHaveTextContent('#1051 Walk-in cooler at 48°F');
    expect(within(vendor).getByText('Urgent')).toBeInTheDocument();
    expect(within(vendor).getByText('Reported 2 days ago')).toBeInTheDocument();
    expect(within(vendor).getByTestId('unfinished-ticket-who')).toHaveTextContent(
      /^Vendor: Arctic Air \(Accepted\)Arriving Jan 7, 2026 \d{1,2}:00 [AP]M/,
    );
    expect(within(technician).getByTestId('unfinished-ticket-who')).toHaveTextContent(
      'Technician: Tony ReyesNo time set yet',
    );
    expect(within(nobody).getByTestId('unfinished-ticket-who')).toHaveTextContent(
      'Nobody assigned yetWaiting to be assigned',
    );
    expect(screen.getByTestId('unfinished-total')).toHaveTextContent('18');
    expect(screen.getByRole('link', { name: 'View all 18 unfinished' })).toHaveAttribute(
      'href',
      '/tickets?sort=priority',
    );

    const waiting = screen.getByRole('region', { name: 'Waiting on You' });
    expect(within(waiting).getByTestId('requests-to-approve')).toHaveTextContent(
      'Ice Machine: Leaking water on the floor',
    );
    expect(within(waiting).getByRole('link', { name: 'Review requests' })).toHaveAttribute(
      'href',
      '/tickets?tab=requests',
    );
    expect(within(waiting).getByRole('link', { name: /#1040 Dish machine drain/ })).toHaveAttribute(
      'href',
      `/tickets/${ids(31)}`,
    );
    expect(within(waiting).getByText(/Maria Lopez · Downtown · completed/)).toBeInTheDocument();
    // Issue 36: a count above the rows listed says the list is the newest few.
    expect(within(waiting).getByTestId('completed-to-confirm-more')).toHaveTextContent(
      'The 1 newest of 3: the others show as these are confirmed.',
    );
  });

  it('manager: says so when nothing is unfinished or waiting', async () => {
    stub(STATS, ACTIVITY, {
      unfinished: { total: 0, tickets: [] },
      requestsToApprove: { total: 0, requests: [] },
      recentlyCompleted: { total: 0, tickets: [] },
    });
    renderWithProviders(<ManagerDashboard />);
    expect(
      await screen.findByText('Nothing unfinished: every ticket is completed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No problem reports are waiting.')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing is waiting to be confirmed from the last 14 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View all/ })).not.toBeInTheDocument();
  });

  it('technician: the time clock prompt, real work statistics and the timer buttons', async () => {
    stub();
    renderWithProviders(<TechnicianDashboard activeSessionCard={<p>active session here</p>} />);
    expect(await screen.findByTestId('stat-assigned-to-me')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-completed-today')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-hours-today')).toHaveTextContent('3.5');
    expect(screen.getByText('active session here')).toBeInTheDocument();
    expect(screen.getByText('Daily Time Clock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Time Clock' })).toHaveAttribute(
      'href',
      '/clock',
    );
    expect(screen.getByText('Work Statistics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    expect(screen.getByText('Time Tracker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Timer' })).toHaveAttribute(
      'href',
      '/time-tracker',
    );
  });

  it('says so when there is no activity, and offers Retry when the numbers fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) =>
        Promise.resolve(
          path === '/api/dashboard/stats'
            ? jsonResponse(500, { error: 'Internal Server Error', code: 'INTERNAL_ERROR' })
            : path === '/api/dashboard/store-work'
              ? jsonResponse(200, STORE_WORK)
              : jsonResponse(200, []),
        ),
      ),
    );
    renderWithProviders(<ManagerDashboard />);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load dashboard statistics: Internal Server Error'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
