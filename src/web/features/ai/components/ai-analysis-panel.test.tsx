import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AiAnalysisResult } from '#contract/schemas/ai.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { AiAnalysisPanel } from './ai-analysis-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const RESULT: AiAnalysisResult = {
  confidence: 0.87,
  suggestedCategory: 'Freezer',
  suggestedPriority: 'urgent',
  reasoning: 'Looks like Freezer (87%) from “walk-in”.',
  estimatedRepairTime: '1.5–3 hours (typical for this repair)',
  troubleshootingSteps: [
    'Safety: move food now.',
    'Check the door seal.',
    'Stop and call a pro: if above 41 °F.',
  ],
  source: 'built-in',
  needsRiskQuestions: false,
};

const DRAFT = { title: 'Walk-in warm', description: 'Reads 47F', location: 'Downtown' };

describe('AiAnalysisPanel', () => {
  it('asks for a title and description until both are filled', () => {
    renderWithProviders(
      <AiAnalysisPanel draft={{ ...DRAFT, description: '  ' }} applySuggestions={vi.fn()} />,
    );
    expect(
      screen.getByText('Enter a title and description to get AI analysis'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze' })).not.toBeInTheDocument();
  });

  it('analyzes the draft, shows every result field and applies the suggestions', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, RESULT));
    vi.stubGlobal('fetch', fetchMock);
    const applySuggestions = vi.fn();
    renderWithProviders(<AiAnalysisPanel draft={DRAFT} applySuggestions={applySuggestions} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('AI Analysis Complete')).toBeInTheDocument();
    expect(
      screen.getByText('Confidence: 87%', { selector: '[data-sonner-toast] *' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/tickets/analyze',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({
      title: 'Walk-in warm',
      description: 'Reads 47F',
      location: 'Downtown',
    });
    expect(screen.getByTestId('analysis-confidence')).toHaveAttribute('data-tone', 'high');
    expect(screen.getByTestId('suggested-category')).toHaveTextContent('Freezer');
    expect(screen.getByTestId('suggested-priority')).toHaveTextContent('urgent');
    expect(screen.getByText(RESULT.reasoning)).toBeInTheDocument();
    expect(screen.getByText(RESULT.estimatedRepairTime)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('troubleshooting-steps'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RESULT.troubleshootingSteps);

    await userEvent.click(screen.getByRole('button', { name: 'Apply Suggestions' }));
    expect(applySuggestions).toHaveBeenCalledWith({ category: 'Freezer', priority: 'urgent' });
    expect(await screen.findByText('Suggestions Applied')).toBeInTheDocument();

    fetchMock.mockResolvedValue(jsonResponse(200, { ...RESULT, confidence: 0.55 }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Again' }));
    expect(
      await screen.findByText('Confidence: 55%', {
        selector: '[data-testid="analysis-confidence"] *',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('analysis-confidence')).toHaveAttribute('data-tone', 'low');
  });

  it('sends the picked unit with the draft, so the suggestion agrees with it (decision 033)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, RESULT));
    vi.stubGlobal('fetch', fetchMock);
    const equipmentId = '00000000-0000-4000-8000-000000000e02';
    renderWithProviders(
      <AiAnalysisPanel draft={{ ...DRAFT, equipmentId }} applySuggestions={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('AI Analysis Complete')).toBeInTheDocument();
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toMatchObject({ title: 'Walk-in warm', equipmentId });
  });

  it('colours the confidence yellow from 0.6', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(200, { ...RESULT, confidence: 0.6 })),
    );
    renderWithProviders(<AiAnalysisPanel draft={DRAFT} applySuggestions={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByTestId('analysis-confidence')).toHaveAttribute('data-tone', 'medium');
  });

  it('shows the server’s message in an Analysis Failed toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          error: 'Description must be at most 5000 characters',
          code: 'VALIDATION_FAILED',
        }),
      ),
    );
    renderWithProviders(<AiAnalysisPanel draft={DRAFT} applySuggestions={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText('Description must be at most 5000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeEnabled();
  });
});
