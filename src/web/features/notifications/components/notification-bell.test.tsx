import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Notification, NotificationList } from '#contract/schemas/notification.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { NotificationBell } from './notification-bell.tsx';

const TICKET_ID = '00000000-0000-4000-8000-000000000101';

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    kind: 'ticket.assigned',
    text: `Dana Whitfield assigned #${String(1000 + index)} to you`,
    link: `/tickets/${TICKET_ID}`,
    ticketId: TICKET_ID,
    ticketNumber: 1000 + index,
    actorId: null,
    actorName: 'Dana Whitfield',
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A server with a list of notifications that POST /api/notifications/read really changes. */
function stubServer(items: Notification[], unreadCount = items.filter((n) => !n.readAt).length) {
  let unread = unreadCount;
  let list = items;
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/notifications' && (init?.method ?? 'GET') === 'GET') {
      const body: NotificationList = { items: list, unreadCount: unread, nextCursor: null };
      return Promise.resolve(jsonResponse(200, body));
    }
    if (url.pathname === '/api/notifications/read' && init?.method === 'POST') {
      const request = JSON.parse(init.body as string) as { ids?: string[]; all?: true };
      const before = unread;
      list = list.map((item) =>
        request.all || request.ids?.includes(item.id)
          ? { ...item, readAt: item.readAt ?? new Date().toISOString() }
          : item,
      );
      unread = request.all ? 0 : Math.max(0, unread - (request.ids?.length ?? 0));
      return Promise.resolve(jsonResponse(200, { updated: before - unread, unreadCount: unread }));
    }
    return Promise.resolve(jsonResponse(404, { error: 'no stub' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function postedBodies(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === '/api/notifications/read' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count on the bell and in its name', async () => {
    stubServer([
      notification(1),
      notification(2),
      notification(3, { readAt: '2026-01-01T00:00:00Z' }),
    ]);
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('2');
  });

  it('shows 99+ above 99 unread, and no badge when there are none', async () => {
    stubServer([notification(1)], 150);
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 150 unread' })).toBeInTheDocument();
    unmount();

    stubServer([notification(1, { readAt: '2026-01-01T00:00:00Z' })]);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    // Loaded (the read row is listed), and still no badge.
    expect(await screen.findAllByTestId('notification-row')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveFocus();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('opens the panel with the newest notifications, unread ones marked', async () => {
    stubServer([notification(1), notification(2, { readAt: '2026-01-01T00:00:00Z' })]);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(panel).findAllByTestId('notification-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Unread: Dana Whitfield assigned #1001 to you');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[1]).not.toHaveTextContent('Unread');
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks all as read: one request, and the badge goes away', async () => {
    const fetchMock = stubServer([notification(1), notification(2)]);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => {
      expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    });
    expect(postedBodies(fetchMock)).toEqual([{ all: true }]);
    expect(within(panel).getByText('You’re all caught up')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('clicking a notification marks it read and opens where it points', async () => {
    const fetchMock = stubServer([notification(1), notification(2)]);
    renderWithProviders(
      <>
        <NotificationBell />
        <Where />
      </>,
      { path: '/dashboard' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: /assigned #1002 to you/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/tickets/${TICKET_ID}`);
    expect(postedBodies(fetchMock)).toEqual([{ ids: [notification(2).id] }]);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    // The panel closed on the way.
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('a read notification is opened without marking it again; a foreign link is not followed', async () => {
    const fetchMock = stubServer([
      notification(1, { readAt: '2026-01-01T00:00:00Z', link: '//evil.example/phish' }),
    ]);
    renderWithProviders(
      <>
        <NotificationBell />
        <Where />
      </>,
      { path: '/dashboard' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: /assigned #1001/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    expect(postedBodies(fetchMock)).toEqual([]);
  });

  it("says 'No notifications yet' when there are none", async () => {
    stubServer([]);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a load failure with Retry in the panel', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(500, { error: 'Database unavailable' }))),
    );
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again.',
    );
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
