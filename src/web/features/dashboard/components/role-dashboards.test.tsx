import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { DashboardStats } from '#contract/schemas/dashboard.ts';
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
  hoursToday: 3.5,
  ticketsByWeek: [],
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

function stub(stats: DashboardStats = STATS, activity: ActivityEntry[] = ACTIVITY) {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        path === '/api/dashboard/stats'
          ? jsonResponse(200, stats)
          : path === '/api/dashboard/today'
            ? jsonResponse(200, { date: '2026-01-06', tickets: [] })
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

  it('manager: My Tickets, Pending (open plus in progress) and Out of Order', async () => {
    stub();
    renderWithProviders(<ManagerDashboard />);
    expect(await screen.findByTestId('stat-my-tickets')).toHaveTextContent('42');
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
