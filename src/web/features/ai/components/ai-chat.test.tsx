import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { AiChat } from './ai-chat.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
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
});
