import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { defaultEmailKinds } from '#contract/schemas/notification.ts';
import type { NotificationSettings } from '#contract/schemas/notification.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { NotificationSettingsForm } from './notification-settings-form.tsx';

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    email: defaultEmailKinds(),
    dailyDigest: false,
    emailAvailable: true,
    hasEmail: true,
    ...overrides,
  };
}

/** GET answers the stored settings; PUT applies the change, or fails with `putStatus`. */
function stubServer(initial: NotificationSettings, putStatus = 200) {
  let stored = initial;
  const fetchMock = vi.fn((_input: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      if (putStatus !== 200) return Promise.resolve(jsonResponse(putStatus, { error: 'Nope' }));
      const change = JSON.parse(init.body as string) as Partial<NotificationSettings>;
      stored = {
        ...stored,
        email: { ...stored.email, ...change.email },
        dailyDigest: change.dailyDigest ?? stored.dailyDigest,
      };
      return Promise.resolve(jsonResponse(200, stored));
    }
    return Promise.resolve(jsonResponse(200, stored));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function putBodies(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([input, init]) => [input, JSON.parse(init?.body as string)] as const);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationSettingsForm', () => {
  it('flipping an e-mail switch saves that one kind with PUT', async () => {
    const fetchMock = stubServer(settings());
    renderWithProviders(<NotificationSettingsForm userRole="technician" />);
    const assigned = await screen.findByRole('switch', { name: 'E-mail: Tickets assigned to me' });
    expect(assigned).toBeChecked();
    await userEvent.click(assigned);
    await waitFor(() => {
      expect(putBodies(fetchMock)).toEqual([
        ['/api/me/notification-settings', { email: { 'ticket.assigned': false } }],
      ]);
    });
    expect(assigned).not.toBeChecked();
    // In the app is always on and cannot be switched off.
    const inApp = screen.getByRole('switch', { name: 'In app: Tickets assigned to me' });
    expect(inApp).toBeChecked();
    expect(inApp).toBeDisabled();
  });

  it('the daily digest switch saves with PUT', async () => {
    const fetchMock = stubServer(settings());
    renderWithProviders(<NotificationSettingsForm userRole="manager" />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Daily digest' }));
    await waitFor(() => {
      expect(putBodies(fetchMock)).toEqual([
        ['/api/me/notification-settings', { dailyDigest: true }],
      ]);
    });
    expect(screen.getByRole('switch', { name: 'Daily digest' })).toBeChecked();
    expect(
      screen.getByText('One e-mail a day instead of one per notification'),
    ).toBeInTheDocument();
  });

  it('a refused save puts the switch back and says so', async () => {
    stubServer(settings(), 500);
    renderWithProviders(<NotificationSettingsForm userRole="admin" />);
    const comments = await screen.findByRole('switch', { name: 'E-mail: Comments' });
    await userEvent.click(comments);
    expect(await screen.findByText('Failed to save notification settings')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'E-mail: Comments' })).toBeChecked();
    });
  });

  it('offers each role only the kinds it can receive', async () => {
    stubServer(settings());
    const { unmount } = renderWithProviders(<NotificationSettingsForm userRole="manager" />);
    expect(await screen.findAllByTestId('notification-kind-row')).toHaveLength(6);
    expect(screen.queryByRole('switch', { name: 'E-mail: Tickets assigned to me' })).toBeNull();
    unmount();
    renderWithProviders(<NotificationSettingsForm userRole="admin" />);
    // Admins receive every kind, vendor dispatches and service-level warnings included.
    expect(await screen.findAllByTestId('notification-kind-row')).toHaveLength(15);
    expect(screen.getByRole('switch', { name: 'E-mail: Vendor dispatches' })).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'E-mail: Service-level warnings' }),
    ).toBeInTheDocument();
  });

  it('without e-mail on the server, says so and disables the e-mail switches', async () => {
    stubServer(settings({ emailAvailable: false }));
    renderWithProviders(<NotificationSettingsForm userRole="technician" />);
    expect(
      await screen.findByText('E-mail is not set up on this server; you are notified in the app.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail: Mentions' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Daily digest' })).toBeDisabled();
  });

  it('without an e-mail address, asks for one', async () => {
    stubServer(settings({ hasEmail: false }));
    renderWithProviders(<NotificationSettingsForm userRole="technician" />);
    expect(
      await screen.findByText('Add an e-mail address to your profile to get e-mails.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail: Mentions' })).toBeDisabled();
  });
});
