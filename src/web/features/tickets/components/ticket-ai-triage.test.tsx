import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TicketAiTriage } from './ticket-ai-triage.tsx';

describe('TicketAiTriage', () => {
  it('shows the stored suggestions, confidence and steps, worded as a suggestion', () => {
    render(
      <TicketAiTriage
        triage={{
          confidence: 0.874,
          suggestedCategory: 'Freezer',
          suggestedPriority: 'urgent',
          reasoning: 'Looks like Freezer.',
          estimatedRepairTime: '1–2 hours',
          troubleshootingSteps: ['Move food to another cooler', 'Check the condenser'],
          source: 'built-in',
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'AI triage' });
    expect(within(section).getByText(/It can be wrong/)).toBeInTheDocument();
    expect(within(section).getByText('Freezer')).toBeInTheDocument();
    expect(within(section).getByText('Urgent')).toBeInTheDocument();
    expect(within(section).getByText('87%')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Move food to another cooler', 'Check the condenser']);
  });

  it('shows nothing when the server answered no triage', () => {
    const { container } = render(<TicketAiTriage triage={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
