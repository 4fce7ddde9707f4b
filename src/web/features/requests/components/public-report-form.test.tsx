import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PublicRequestCreated } from '#contract/schemas/maintenance-request.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { PublicReportForm } from './public-report-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const unit = { shortCode: 'K7M2P9QX', name: 'Fryer 2', location: 'Downtown' };

async function sendReport(answer: PublicRequestCreated) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(jsonResponse(201, answer)),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PublicReportForm unit={unit} />);
  await userEvent.type(screen.getByLabelText("What's wrong? *"), 'Gas smell near the fryer');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  return fetchMock;
}

describe('PublicReportForm', () => {
  it('thanks the reporter for a new report', async () => {
    const fetchMock = await sendReport({
      ok: true,
      isAttached: false,
      message: 'Thank you! Your report was sent.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your report was sent.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/requests');
    // The server judges the text before it takes any photo byte: the fields go first.
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(['shortCode', 'description']);
  });

  it('tells the reporter when the unit was already reported and the note added', async () => {
    await sendReport({
      ok: true,
      isAttached: true,
      message: 'Already reported: we added your note',
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Already reported: we added your note');
    expect(status).not.toHaveTextContent('Thank you! Your report was sent.');
  });
});
