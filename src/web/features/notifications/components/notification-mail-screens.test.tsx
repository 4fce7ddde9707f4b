import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FailedMail } from '#contract/schemas/notification.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { FailedMailPanel } from './failed-mail.tsx';
import { UnsubscribeConfirm } from './unsubscribe-confirm.tsx';

// The e-mail side of notifications in the web (decision 032): the unsubscribe page and the admins'
// list of e-mails not delivered.

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(32);

describe('UnsubscribeConfirm', () => {
  it('asks first, then switches the kind off and says so', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<UnsubscribeConfirm token={TOKEN} kind="ticket.commented" />);
    expect(screen.getByText('Stop e-mails about Comments?')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer get e-mails about Comments.',
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notifications/unsubscribe');
    expect(JSON.parse(init.body as string)).toEqual({ token: TOKEN, kind: 'ticket.commented' });
  });

  it("shows the server's answer to a link it does not know", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(400, { error: 'This unsubscribe link is not valid', code: 'BAD_REQUEST' }),
        ),
      ),
    );
    renderWithProviders(<UnsubscribeConfirm token={TOKEN} kind="ticket.assigned" />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeInTheDocument();
  });

  it('says a link without a token or with an unknown kind is not valid, without calling', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<UnsubscribeConfirm token={TOKEN} kind="ticket.nonsense" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('FailedMailPanel', () => {
  it('says when every e-mail was delivered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, []))),
    );
    renderWithProviders(<FailedMailPanel />);
    expect(screen.getByText('E-mails not delivered')).toBeInTheDocument();
    expect(await screen.findByText('Every e-mail was delivered.')).toBeInTheDocument();
  });

  it('lists each failed e-mail with its address, subject, attempts and the last error', async () => {
    const failed: FailedMail[] = [
      {
        id: '00000000-0000-4000-8000-000000000001',
        to: 'tech@example.com',
        subject: '[FixFlow] <b>#1042</b> assigned to you',
        attempts: 8,
        lastError: '550 Mailbox unavailable',
        createdAt: '2026-01-06T14:00:00.000Z',
        failedAt: '2026-01-06T15:05:00.000Z',
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, failed))),
    );
    renderWithProviders(<FailedMailPanel />);
    const list = await screen.findByRole('list', { name: 'E-mails not delivered' });
    expect(list).toHaveTextContent('tech@example.com');
    // Markup in a subject is text.
    expect(list).toHaveTextContent('[FixFlow] <b>#1042</b> assigned to you');
    expect(list).toHaveTextContent('8 attempts · 550 Mailbox unavailable');
  });
});
