import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Notification, NotificationList } from '#contract/schemas/notification.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { NotificationListPage } from './notification-list-page.tsx';

function notification(index: number, readAt: string | null = null): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    kind: 'ticket.commented',
    text: `Tony Reyes commented on #${String(1000 + index)}`,
    link: '/tickets/00000000-0000-4000-8000-000000000101',
    ticketId: '00000000-0000-4000-8000-000000000101',
    ticketNumber: 1000 + index,
    actorId: null,
    actorName: 'Tony Reyes',
    readAt,
    createdAt: '2026-01-06T14:00:00.000Z',
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationListPage', () => {
  // Renders 22 rows: allowed more than the default 5 s on a loaded machine.
  it(
    'loads older notifications with Show more, by the cursor the server gave',
    { timeout: 15_000 },
    async () => {
      const first: NotificationList = {
        items: Array.from({ length: 20 }, (_, index) => notification(index + 1)),
        unreadCount: 22,
        nextCursor: 'page-2',
      };
      const second: NotificationList = {
        items: [notification(21), notification(22)],
        unreadCount: 22,
        nextCursor: null,
      };
      const fetchMock = vi.fn((input: string) =>
        Promise.resolve(
          jsonResponse(200, new URL(input, 'http://x').searchParams.has('cursor') ? second : first),
        ),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderWithProviders(<NotificationListPage />, { path: '/notifications' });

      expect(await screen.findAllByTestId('notification-row')).toHaveLength(20);
      expect(screen.getByText('22 unread')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(await screen.findByText('Tony Reyes commented on #1022')).toBeInTheDocument();
      expect(screen.getAllByTestId('notification-row')).toHaveLength(22);
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/notifications?limit=20&cursor=page-2',
        expect.anything(),
      );
    },
  );

  it("asks for unread ones only under ?filter=unread, and says 'You’re all caught up' when none", async () => {
    const fetchMock = vi.fn((input: string) => {
      const unread = new URL(input, 'http://x').searchParams.get('unread') === 'true';
      const body: NotificationList = unread
        ? { items: [], unreadCount: 0, nextCursor: null }
        : {
            items: [notification(1, '2026-01-06T15:00:00.000Z')],
            unreadCount: 0,
            nextCursor: null,
          };
      return Promise.resolve(jsonResponse(200, body));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationListPage />, { path: '/notifications?filter=unread' });

    const list = await screen.findByRole('tab', { name: 'Unread' });
    expect(list).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText('You’re all caught up', { selector: 'p:not(.mt-1)' }),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications?limit=20&unread=true',
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    const rows = await screen.findAllByTestId('notification-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).queryByText(/Unread/)).not.toBeInTheDocument();
  });

  it("says 'No notifications yet' under All when there are none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse(200, { items: [], unreadCount: 0, nextCursor: null })),
      ),
    );
    renderWithProviders(<NotificationListPage />, { path: '/notifications' });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all as read from the page', async () => {
    let unread = 2;
    const fetchMock = vi.fn((input: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        unread = 0;
        return Promise.resolve(jsonResponse(200, { updated: 2, unreadCount: 0 }));
      }
      const items = [notification(1), notification(2)].map((item) =>
        unread === 0 ? { ...item, readAt: '2026-01-06T15:00:00.000Z' } : item,
      );
      return Promise.resolve(jsonResponse(200, { items, unreadCount: unread, nextCursor: null }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationListPage />, { path: '/notifications' });
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You’re all caught up')).toBeInTheDocument();
    expect(screen.queryByText(/^Unread: /)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications/read',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ all: true }) }),
    );
  });
});
