import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Comment, MentionableUser } from '#contract/schemas/comment.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { TicketComments } from './ticket-comments.tsx';

const TICKET_ID = '00000000-0000-4000-8000-000000000042';
const COMMENTS_PATH = `/api/tickets/${TICKET_ID}/comments`;

const PEOPLE: MentionableUser[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'admin',
    name: 'Administrator',
    role: 'admin',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    username: 'maria',
    name: 'Maria Lopez',
    role: 'manager',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    username: 'tech',
    name: 'Tom Tech',
    role: 'technician',
  },
];

function comment(overrides: Partial<Comment>): Comment {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    ticketId: TICKET_ID,
    author: { id: PEOPLE[1]!.id, name: 'Maria Lopez', username: 'maria', role: 'manager' },
    body: 'Hello',
    mentions: [],
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    canDelete: false,
    ...overrides,
  };
}

/** A fetch stand-in holding the thread; POST appends, DELETE removes. */
function stubServer(initial: Comment[] = [], refusal?: { status: number; error: string }) {
  let thread = [...initial];
  const fetchMock = vi.fn((path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (path.endsWith('/mentionable-users')) return Promise.resolve(jsonResponse(200, PEOPLE));
    if (method === 'GET' && path === COMMENTS_PATH)
      return Promise.resolve(jsonResponse(200, thread));
    if (method === 'POST' && path === COMMENTS_PATH) {
      if (refusal) {
        return Promise.resolve(
          jsonResponse(refusal.status, { error: refusal.error, code: 'VALIDATION_FAILED' }),
        );
      }
      const { body } = JSON.parse(init.body as string) as { body: string };
      const created = comment({
        id: `00000000-0000-4000-8000-00000000000${String(thread.length + 5)}`,
        body,
        canDelete: true,
      });
      thread = [...thread, created];
      return Promise.resolve(jsonResponse(201, created));
    }
    if (method === 'DELETE') {
      thread = thread.filter((c) => !path.endsWith(c.id));
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(jsonResponse(200, []));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function calls(fetchMock: ReturnType<typeof stubServer>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TicketComments', () => {
  it('shows an empty thread, and a comment sent with Ctrl+Enter; the box clears', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<TicketComments ticketId={TICKET_ID} />);
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: 'Comment' });
    expect(box).toHaveAttribute('placeholder', 'Write a comment…');
    await user.type(box, 'Parts ordered');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const thread = await screen.findByRole('list', { name: 'Comments' });
    expect(within(thread).getByText('Parts ordered')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toHaveLength(1);
    expect(JSON.parse(calls(fetchMock, 'POST')[0]![1]!.body as string)).toEqual({
      body: 'Parts ordered',
    });
    await waitFor(() => {
      expect(box).toHaveValue('');
    });
  });

  it('offers people to mention after @, moves with the arrows and inserts with Enter', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<TicketComments ticketId={TICKET_ID} />);
    const box = await screen.findByRole('combobox', { name: 'Comment' });

    await user.type(box, 'Hi @');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);

    // "t": usernames starting with it first (tech), then names containing it (Administrator).
    await user.type(box, 't');
    await waitFor(() => {
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Tom Tech@tech', 'Administrator@admin']);
    });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hi @tech ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'and @mar');
    expect(await screen.findByRole('option', { name: /Maria Lopez/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('Hi @tech and @mar');

    await user.type(box, 'i');
    await screen.findByRole('listbox');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Hi @tech and @maria ');
  });

  it('shows markup as text and highlights only the mentions that resolved', async () => {
    stubServer([
      comment({
        body: '<b>x</b> @maria and @ghost\nsecond line',
        mentions: [{ id: PEOPLE[1]!.id, username: 'maria', name: 'Maria Lopez' }],
      }),
    ]);
    renderWithProviders(<TicketComments ticketId={TICKET_ID} />);
    const item = await screen.findByRole('listitem', { name: 'Comment by Maria Lopez' });
    expect(item.querySelector('b')).toBeNull();
    expect(item).toHaveTextContent('<b>x</b> @maria and @ghost');
    const mentions = item.querySelectorAll('[data-mention]');
    expect([...mentions].map((m) => m.textContent)).toEqual(['@maria']);
    expect(within(item).getByText('Manager')).toBeInTheDocument();
    const time = item.querySelector('time');
    expect(time).toHaveTextContent('5 minutes ago');
    expect(time?.getAttribute('title')).toMatch(/\d{4}/);
  });

  it('deletes a comment only after the confirmation', async () => {
    const fetchMock = stubServer([
      comment({ id: '00000000-0000-4000-8000-0000000000d1', body: 'Mine', canDelete: true }),
      comment({ id: '00000000-0000-4000-8000-0000000000d2', body: 'Theirs', canDelete: false }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<TicketComments ticketId={TICKET_ID} />);
    const thread = await screen.findByRole('list', { name: 'Comments' });
    expect(within(thread).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);

    await user.click(within(thread).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(within(thread).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByText('Mine')).not.toBeInTheDocument();
    });
    expect(calls(fetchMock, 'DELETE')[0]?.[0]).toBe(
      `${COMMENTS_PATH}/00000000-0000-4000-8000-0000000000d1`,
    );
    expect(screen.getByText('Theirs')).toBeInTheDocument();
  });

  it('offline, Delete waits for a connection and says so (a comment is queued, a deletion is not)', async () => {
    stubServer([
      comment({ id: '00000000-0000-4000-8000-0000000000d1', body: 'Mine', canDelete: true }),
    ]);
    renderWithProviders(<TicketComments ticketId={TICKET_ID} />);
    const thread = await screen.findByRole('list', { name: 'Comments' });
    expect(within(thread).getByRole('button', { name: 'Delete' })).toBeEnabled();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => {
      expect(within(thread).getByRole('button', { name: 'Delete' })).toBeDisabled();
    });
    expect(screen.getByText('Needs a connection: Delete')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => {
      expect(within(thread).getByRole('button', { name: 'Delete' })).toBeEnabled();
    });
    expect(screen.queryByText('Needs a connection: Delete')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('counts the characters left once the comment nears the limit', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<TicketComments ticketId={TICKET_ID} />);
    const box = await screen.findByRole('combobox', { name: 'Comment' });
    await user.click(box);
    await user.paste('x'.repeat(1700));
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await user.paste('x'.repeat(150));
    expect(screen.getByText('150 characters left')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxLength', '2000');
  });

  it("shows the server's refusal inline and keeps what was written", async () => {
    stubServer([], { status: 400, error: '@sam cannot be notified on this ticket' });
    const user = userEvent.setup();
    renderWithProviders(<TicketComments ticketId={TICKET_ID} />);
    const box = await screen.findByRole('combobox', { name: 'Comment' });
    await user.type(box, 'Ask @sam');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('@sam cannot be notified on this ticket')).toBeInTheDocument();
    expect(box).toHaveValue('Ask @sam');
  });
});
