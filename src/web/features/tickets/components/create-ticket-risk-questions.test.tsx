import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import {
  CATEGORIES,
  LOCATIONS,
  setUpFormTests,
  user,
} from '#tests/web/create-ticket-form-setup.ts';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';
import { chooseOption } from '#tests/web/radix-select-dom.ts';

import { CreateTicketForm } from './create-ticket-form.tsx';
import type { TicketDraft } from './create-ticket-form.tsx';

// Issue 38: when the analysis of the draft is unsure how urgent it is, Submit first asks three
// one-tap questions; the answers set the priority (with the reason), go with the ticket, and the
// manager may still pick another priority.

function stubServer() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://x');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      if (key === 'GET /api/locations') return jsonResponse(200, LOCATIONS);
      if (key === 'GET /api/categories') return jsonResponse(200, CATEGORIES);
      if (key === 'POST /api/tickets') {
        posts.push(JSON.parse(init?.body as string));
        return jsonResponse(201, ticketFixture());
      }
      return jsonResponse(404, { error: `no stub for ${key}`, code: 'NOT_FOUND' });
    }),
  );
  return posts;
}

async function choose(label: string, option: string) {
  await chooseOption(screen.getByLabelText(label), option);
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
}

/** The form with an aside whose button reports an analysis of the current draft. */
async function renderWithAnalysis(needsRiskQuestions: boolean) {
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateTicketForm
      draftOwnerId="u1"
      onCreated={onCreated}
      onCancel={vi.fn()}
      renderAside={(draft, _apply, reportAnalysis) => (
        <button
          type="button"
          onClick={() => {
            reportAnalysis({
              title: draft.title.trim(),
              description: draft.description.trim(),
              suggestedPriority: 'medium',
              needsRiskQuestions,
            });
          }}
        >
          Report analysis
        </button>
      )}
    />,
  );
  await fillDraft();
  await user.click(screen.getByRole('button', { name: 'Report analysis' }));
  return onCreated;
}

async function fillDraft() {
  await waitFor(() => {
    expect(screen.getByLabelText('Location *')).toBeEnabled();
  });
  await choose('Location *', 'Downtown');
  await choose('Category *', 'Fryer');
  await user.click(screen.getByLabelText('Title *'));
  await user.paste('Not working');
  await user.click(screen.getByLabelText('Description *'));
  await user.paste('not working again');
}

function question(text: string) {
  return screen.getByRole('group', { name: text });
}

setUpFormTests();

describe('CreateTicketForm risk questions (issue 38)', () => {
  it('asks the three questions before sending, sets the priority from the answers and sends them', async () => {
    const posts = stubServer();
    const onCreated = await renderWithAnalysis(true);
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(posts).toEqual([]);
    expect(
      screen.getByRole('heading', { name: 'Three quick questions before you submit' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Answer the three questions' })).toBeDisabled();

    const people = question(
      'Is anyone at risk (fire, gas, shock, water, injury, someone trapped)?',
    );
    await user.click(within(people).getByRole('button', { name: 'No' }));
    await user.click(
      within(question('Is food at risk (cold food warming, no hot water)?')).getByRole('button', {
        name: 'Yes',
      }),
    );
    await user.click(
      within(question('Can the store still serve customers?')).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(within(people).getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('risk-outcome')).toHaveTextContent(
      'Priority set to Urgent. Urgent: food is at risk (cold food warming or no hot water).',
    );
    expect(screen.getByLabelText('Priority *')).toHaveTextContent('Urgent');

    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => {
      expect(onCreated).toHaveBeenCalled();
    });
    expect(posts).toEqual([
      expect.objectContaining({
        priority: 'urgent',
        riskAnswers: { peopleAtRisk: false, foodAtRisk: true, canServe: true },
      }),
    ]);
  });

  it('keeps the manager’s own priority when it is changed after the answers', async () => {
    const posts = stubServer();
    const onCreated = await renderWithAnalysis(true);
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await user.click(
      within(
        question('Is anyone at risk (fire, gas, shock, water, injury, someone trapped)?'),
      ).getByRole('button', { name: 'No' }),
    );
    await user.click(
      within(question('Is food at risk (cold food warming, no hot water)?')).getByRole('button', {
        name: 'No',
      }),
    );
    await user.click(
      within(question('Can the store still serve customers?')).getByRole('button', {
        name: 'No',
      }),
    );
    expect(screen.getByTestId('risk-outcome')).toHaveTextContent(
      'Urgent: the store cannot serve customers.',
    );
    await choose('Priority *', 'Medium');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => {
      expect(onCreated).toHaveBeenCalled();
    });
    expect(posts).toEqual([
      expect.objectContaining({
        priority: 'medium',
        riskAnswers: { peopleAtRisk: false, foodAtRisk: false, canServe: false },
      }),
    ]);
  });

  it('submits at once, without answers, when the analysis was sure', async () => {
    const posts = stubServer();
    const onCreated = await renderWithAnalysis(false);
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => {
      expect(onCreated).toHaveBeenCalled();
    });
    expect(screen.queryByRole('heading', { name: /Three quick questions/ })).toBeNull();
    expect(posts).toHaveLength(1);
    expect(posts[0]).not.toHaveProperty('riskAnswers');
  });
  it('analyses an unanalysed draft at Submit and asks before sending when the report needs it', async () => {
    const posts = stubServer();
    const onCreated = vi.fn();
    const analyzeDraft = vi.fn(async (draft: TicketDraft) => ({
      title: draft.title,
      description: draft.description,
      suggestedPriority: 'medium' as const,
      needsRiskQuestions: true,
    }));
    renderWithProviders(
      <CreateTicketForm
        draftOwnerId="u1"
        onCreated={onCreated}
        onCancel={vi.fn()}
        analyzeDraft={analyzeDraft}
      />,
    );
    await fillDraft();
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(
      await screen.findByRole('heading', { name: 'Three quick questions before you submit' }),
    ).toHaveFocus();
    expect(analyzeDraft).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Not working', description: 'not working again' }),
    );
    expect(posts).toEqual([]);
    for (const [text, choice] of [
      ['Is anyone at risk (fire, gas, shock, water, injury, someone trapped)?', 'No'],
      ['Is food at risk (cold food warming, no hot water)?', 'No'],
      ['Can the store still serve customers?', 'Yes'],
    ] as const) {
      await user.click(within(question(text)).getByRole('button', { name: choice }));
    }
    expect(screen.getByTestId('risk-outcome')).toHaveTextContent('Priority set to Medium.');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => {
      expect(onCreated).toHaveBeenCalled();
    });
    // The text did not change, so it is not analysed a second time.
    expect(analyzeDraft).toHaveBeenCalledTimes(1);
    expect(posts).toEqual([
      expect.objectContaining({
        priority: 'medium',
        riskAnswers: { peopleAtRisk: false, foodAtRisk: false, canServe: true },
      }),
    ]);
  });

  it('sends at once when the Submit-time analysis is sure, or fails', async () => {
    for (const analyzeDraft of [
      vi.fn(async (draft: TicketDraft) => ({
        title: draft.title,
        description: draft.description,
        suggestedPriority: 'medium' as const,
        needsRiskQuestions: false,
      })),
      vi.fn(() => Promise.reject(new Error('analysis unavailable'))),
    ]) {
      const posts = stubServer();
      const onCreated = vi.fn();
      const { unmount } = renderWithProviders(
        <CreateTicketForm
          draftOwnerId="u1"
          onCreated={onCreated}
          onCancel={vi.fn()}
          analyzeDraft={analyzeDraft}
        />,
      );
      await fillDraft();
      await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
      await waitFor(() => {
        expect(onCreated).toHaveBeenCalled();
      });
      expect(analyzeDraft).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('heading', { name: /Three quick questions/ })).toBeNull();
      expect(posts).toHaveLength(1);
      expect(posts[0]).not.toHaveProperty('riskAnswers');
      unmount();
    }
  });
});
