import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Insight, SchedulingAction, SchedulingOptimization } from '#contract/schemas/ai.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { AiInsightsPanel } from './ai-insights-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function insight(level: number): Insight {
  return {
    issue: `Issue at level ${String(level)}`,
    solution: 'Replace the part.',
    urgencyLevel: level,
    preventiveMeasures: ['Clean monthly.', 'Log temperatures.'],
    location: 'Downtown',
    category: 'Freezer',
    ticketNumbers: [1001],
  };
}

function stub(
  insights: Insight[],
  suggestions: string[],
  actions: SchedulingAction[][] = [],
  tickets: SchedulingOptimization['tickets'] = suggestions.map(() => []),
) {
  const fetchMock = vi.fn((path: string) =>
    Promise.resolve(
      path === '/api/insights'
        ? jsonResponse(200, insights)
        : jsonResponse(200, { suggestions, actions, tickets }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AiInsightsPanel', () => {
  it('shows each insight with its level badge, solution and prevention list', async () => {
    stub([insight(9), insight(6), insight(4)], []);
    renderWithProviders(<AiInsightsPanel />);
    const cards = await screen.findAllByTestId('insight-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText('Issue at level 9')).toBeInTheDocument();
    expect(
      screen
        .getAllByTestId('urgency-badge')
        .map((badge) => [badge.textContent, badge.dataset.variant]),
    ).toEqual([
      ['Level 9', 'destructive'],
      ['Level 6', 'secondary'],
      ['Level 4', 'outline'],
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Solution')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Prevention')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // Three insights: nothing is folded away.
    expect(screen.queryByRole('button', { name: /more insight/ })).not.toBeInTheDocument();
  });

  it('puts the most urgent three first, says each level in words and shows the rest on request (issue 36)', async () => {
    stub([insight(4), insight(9), insight(2), insight(6), insight(7)], []);
    renderWithProviders(<AiInsightsPanel />);
    await screen.findAllByTestId('insight-card');
    const levels = () => screen.getAllByTestId('urgency-badge').map((badge) => badge.textContent);
    expect(levels()).toEqual(['Level 9', 'Level 7', 'Level 6']);
    expect(screen.getAllByTestId('urgency-words').map((words) => words.textContent)).toEqual([
      'Act now',
      'Deal with it this week',
      'Deal with it this week',
    ]);
    expect(screen.getByTestId('insights-order')).toHaveTextContent(/^Most urgent first\./);
    const more = screen.getByRole('button', { name: 'Show 2 more insights' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(levels()).toEqual(['Level 9', 'Level 7', 'Level 6', 'Level 4', 'Level 2']);
    expect(
      screen
        .getAllByTestId('urgency-words')
        .slice(3)
        .map((words) => words.textContent),
    ).toEqual(['Plan a fix', 'Keep an eye on it']);
    await userEvent.click(screen.getByRole('button', { name: 'Show the top 3 only' }));
    expect(levels()).toHaveLength(3);
  });

  it('links the newest ten of a long run of tickets and the rest on request', async () => {
    const numbers = Array.from({ length: 25 }, (_, index) => 2001 + index);
    stub([{ ...insight(9), ticketNumbers: numbers }], []);
    renderWithProviders(<AiInsightsPanel />);
    const card = await screen.findByTestId('insight-card');
    const ticketLinks = () =>
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(ticketLinks()).toEqual(numbers.slice(-10).map((number) => `#${String(number)}`));
    const all = within(card).getByRole('button', { name: 'Show all 25 tickets' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    // The button names the list it opens, for a screen reader.
    const list = document.getElementById(all.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(within(card).getAllByRole('link')[0] ?? null);
    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-expanded', 'true');
    expect(ticketLinks()).toEqual(numbers.map((number) => `#${String(number)}`));
    expect(within(card).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/tickets?q=2001&completed=1',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Show the newest 10 only' }));
    expect(ticketLinks()).toHaveLength(10);
  });

  it('explains the level in a tooltip the keyboard reaches and a tap opens', async () => {
    stub([insight(9)], []);
    renderWithProviders(<AiInsightsPanel />);
    const badge = await screen.findByTestId('urgency-badge');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A button: in the tab order without a tabindex.
    expect(badge.tagName).toBe('BUTTON');
    act(() => {
      badge.focus();
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Urgency 1–10: /);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });
    await userEvent.click(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Urgency 1–10: /);
  });

  it('says so when there is nothing to show on either tab', async () => {
    stub([], []);
    renderWithProviders(<AiInsightsPanel />);
    expect(
      await screen.findByText(
        'No patterns detected yet. Create more tickets to generate insights.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Scheduling' }));
    expect(
      await screen.findByText('No scheduled maintenance found to optimize.'),
    ).toBeInTheDocument();
  });

  it('numbers the scheduling suggestions under their introduction, and Refresh asks again', async () => {
    const fetchMock = stub([], ['Assign #1001 to Tony.', 'Move #1002 out of the lunch rush.']);
    renderWithProviders(<AiInsightsPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'Scheduling' }));
    expect(
      await screen.findByText('AI recommendations to optimize your maintenance scheduling:'),
    ).toBeInTheDocument();
    const items = screen.getAllByTestId('scheduling-suggestion');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Assign #1001 to Tony.',
      '2Move #1002 out of the lunch rush.',
    ]);
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => {
      expect(fetchMock.mock.calls.length).toBe(calls + 2);
    });
  });

  it('links the tickets of a suggestion and gives it the button that opens the dialog filled in', async () => {
    const ticketId = '00000000-0000-4000-8000-000000001001';
    stub(
      [],
      [
        'Urgent #1001 “Fryer #2 not heating” has no technician: assign Tony Reyes.',
        'Sam travels between stores.',
      ],
      [
        [
          {
            kind: 'assign',
            ticketId,
            ticketNumber: 1001,
            technicianId: 'tony-id',
            technicianName: 'Tony Reyes',
            start: '2026-01-06T15:00:00.000Z',
            end: '2026-01-06T17:00:00.000Z',
          },
          {
            kind: 'schedule',
            ticketId,
            ticketNumber: 1001,
            start: '2026-01-06T17:00:00.000Z',
            end: '2026-01-06T18:00:00.000Z',
          },
        ],
        [],
      ],
      [[{ id: ticketId, ticketNumber: 1001 }], []],
    );
    renderWithProviders(<AiInsightsPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'Scheduling' }));
    const [first, second] = await screen.findAllByTestId('scheduling-suggestion');
    // The ticket the server says the line names opens that ticket; the '#2' of its title is text.
    expect(within(first as HTMLElement).getByRole('link', { name: '#1001' })).toHaveAttribute(
      'href',
      `/tickets/${ticketId}`,
    );
    expect(within(first as HTMLElement).queryByRole('link', { name: '#2' })).toBeNull();
    expect(first).toHaveTextContent('“Fryer #2 not heating”');
    const assign = within(first as HTMLElement).getByRole('link', {
      name: 'Assign #1001 to Tony Reyes',
    });
    const assignUrl = new URL(assign.getAttribute('href') ?? '', 'http://app');
    expect(assignUrl.pathname).toBe(`/tickets/${ticketId}`);
    expect(Object.fromEntries(assignUrl.searchParams)).toEqual({
      step: 'assign',
      technician: 'tony-id',
      start: '2026-01-06T15:00:00.000Z',
      end: '2026-01-06T17:00:00.000Z',
    });
    const reschedule = within(first as HTMLElement).getByRole('link', { name: 'Reschedule #1001' });
    expect(
      Object.fromEntries(new URL(reschedule.getAttribute('href') ?? '', 'http://app').searchParams),
    ).toEqual({
      step: 'schedule',
      start: '2026-01-06T17:00:00.000Z',
      end: '2026-01-06T18:00:00.000Z',
    });
    // A suggestion with nothing to click carries no button.
    expect(within(second as HTMLElement).queryAllByRole('link')).toHaveLength(0);
  });
});
