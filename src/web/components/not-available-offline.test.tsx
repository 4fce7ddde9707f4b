import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TicketComments } from '#web/features/tickets/components/ticket-comments.tsx';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('a screen part with nothing kept on the device, offline', () => {
  it("says 'Not available offline' instead of loading forever, and loads once back online", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse(200, [])));
    onlineManager.setOnline(false);
    renderWithProviders(<TicketComments ticketId="ticket-1" />);
    expect(await screen.findByText('Not available offline')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading comments')).not.toBeInTheDocument();
    // Only this screen's request: component files share a worker (decision 038), and a request an
    // earlier file started (its insights, a language saved) can still reach this spy.
    const commentRequests = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/tickets/ticket-1/comments');
    expect(commentRequests()).toHaveLength(0);

    onlineManager.setOnline(true);
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(commentRequests()).toHaveLength(1);
    expect(screen.queryByText('Not available offline')).not.toBeInTheDocument();
  });
});
