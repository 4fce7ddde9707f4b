import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearCurrentUser } from '#web/lib/current-user.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { AiChat } from './ai-chat.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
  sessionStorage.clear();
});

function input() {
  return screen.getByLabelText('Your question');
}

describe('AiChat', () => {
  it('sends a question, shows it and the answer, and clears the input', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(200, {
        answer: 'There are 2 urgent tickets across all stores.',
        source: 'built-in',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AiChat userName="Dana" />);
    expect(screen.getByText(/Hello Dana!/)).toBeInTheDocument();
    await userEvent.type(input(), 'How many urgent tickets?{Enter}');
    expect(
      await screen.findByText('There are 2 urgent tickets across all stores.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('user-message')).toHaveTextContent('How many urgent tickets?');
    expect(input()).toHaveValue('');
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({
      question: 'How many urgent tickets?',
      context: null,
    });
  });

  it('does not send a blank message', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AiChat userName="Dana" />);
    await userEvent.type(input(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    // The schema's message, under the field and tied to it.
    expect(await screen.findByRole('alert')).toHaveTextContent('Question is required');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('Question is required'));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts up to 500 characters and takes no more', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<AiChat userName="Dana" />);
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('0/500');
    await userEvent.click(input());
    await userEvent.paste('x'.repeat(520));
    expect(input()).toHaveValue('x'.repeat(500));
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('500/500');
  });

  it('sends nothing more while a reply is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AiChat userName="Dana" />);
    await userEvent.type(input(), 'first{Enter}');
    expect(await screen.findByText('AI is thinking...')).toBeInTheDocument();
    await userEvent.type(input(), 'second{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse(200, { answer: 'ok', source: 'built-in' }));
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(input()).toHaveValue('second');
  });

  it('shows the Chat Error toast and the inline failure message', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(500, { error: 'Internal Server Error', code: 'INTERNAL_ERROR' }),
        ),
    );
    renderWithProviders(<AiChat userName="Dana" />);
    await userEvent.type(input(), 'hello{Enter}');
    expect(await screen.findByText('Chat Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
  });

  it('links each ticket number of an answer to that ticket (architecture §7)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(200, {
          answer: '2 urgent tickets:\n• #1042 Walk-in warm\n• #1043 Fryer down',
          source: 'built-in',
          tickets: [{ number: 1042, id: '7d3c3a52-1a55-4d8e-9a70-3d1b9a1f0001' }],
        }),
      ),
    );
    renderWithProviders(<AiChat userName="Dana" />);
    await userEvent.type(input(), 'list urgent tickets{Enter}');
    expect(await screen.findByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/tickets/7d3c3a52-1a55-4d8e-9a70-3d1b9a1f0001',
    );
    // A number the answer does not name as a ticket ('Fryer #2', or one not visible) is plain text.
    expect(screen.queryByRole('link', { name: '#1043' })).not.toBeInTheDocument();
    expect(screen.getByText(/#1043 Fryer down/)).toBeInTheDocument();
  });

  it('keeps the conversation when the screen is left and opened again, until sign-out (architecture §7)', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(200, { answer: 'You have 2 tickets.', source: 'built-in', tickets: [] }),
        ),
    );
    const first = renderWithProviders(<AiChat userName="Dana" userId="user-1" />);
    await userEvent.type(input(), 'my tickets{Enter}');
    expect(await screen.findByText('You have 2 tickets.')).toBeInTheDocument();
    first.unmount();

    // Decision 044: after a language change in Settings the kept conversation greets in the new one.
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces('ai');
    const second = renderWithProviders(<AiChat userName="Dana" userId="user-1" />);
    expect(screen.getByTestId('user-message')).toHaveTextContent('my tickets');
    expect(screen.getByText('You have 2 tickets.')).toBeInTheDocument();
    expect(screen.getByText(/¡Hola, Dana!/)).toBeInTheDocument();
    second.unmount();
    await i18next.changeLanguage('en');

    // Another user on the same tab starts afresh.
    const other = renderWithProviders(<AiChat userName="Sam" userId="user-2" />);
    expect(screen.queryByTestId('user-message')).not.toBeInTheDocument();
    other.unmount();

    clearCurrentUser();
    renderWithProviders(<AiChat userName="Dana" userId="user-1" />);
    expect(screen.queryByTestId('user-message')).not.toBeInTheDocument();
    expect(screen.getByText(/Hello Dana!/)).toBeInTheDocument();
  });

  it('offers each role example questions it can get an answer to', () => {
    const technician = renderWithProviders(<AiChat userName="Tony" userRole="technician" />);
    const examples = () => screen.getByRole('group', { name: 'Example questions' });
    expect(examples()).toHaveTextContent("What's on my schedule today?");
    expect(examples()).not.toHaveTextContent('Who is the best technician');
    expect(examples()).not.toHaveTextContent('preventive maintenance');
    technician.unmount();

    renderWithProviders(<AiChat userName="Ada" userRole="admin" />);
    expect(examples()).toHaveTextContent('Who is the best technician for the walk-in?');
    expect(examples()).not.toHaveTextContent('How many hours did I work this week?');
  });
});
