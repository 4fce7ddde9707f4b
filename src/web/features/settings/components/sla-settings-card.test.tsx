import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SlaSettings } from '#contract/schemas/sla.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { SlaSettingsCard } from './sla-settings-card.tsx';

// Issue 39: the Settings screen's 'Service levels' section: targets typed in hours, sent in minutes.

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS: SlaSettings = {
  targets: {
    urgent: { respondMinutes: 120, resolveMinutes: 1440 },
    medium: { respondMinutes: 1440, resolveMinutes: 4320 },
    low: { respondMinutes: 4320, resolveMinutes: 20_160 },
  },
  storeHours: [
    {
      locationId: '00000000-0000-4000-8000-000000000001',
      locationName: 'Downtown',
      hours: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
    },
  ],
  updatedAt: '2026-01-05T10:00:00.000Z',
  updatedBy: null,
};

function stubApi() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      if (method === 'PUT') sent.push(body);
      return Promise.resolve(
        jsonResponse(200, method === 'PUT' ? { ...SETTINGS, ...(body as object) } : SETTINGS),
      );
    }),
  );
  return sent;
}

describe('SlaSettingsCard', () => {
  it('shows the targets in hours and the stores’ opening hours', async () => {
    stubApi();
    renderWithProviders(<SlaSettingsCard />);
    expect(await screen.findByLabelText('Urgent: respond within (hours)')).toHaveValue('2');
    expect(screen.getByLabelText('Low: resolve within (hours)')).toHaveValue('336');
    expect(screen.getByText(/Monday 09:00–17:00/)).toBeInTheDocument();
  });

  it('refuses a zero target and a response longer than the resolution, and sends minutes', async () => {
    const user = userEvent.setup();
    const sent = stubApi();
    renderWithProviders(<SlaSettingsCard />);
    const respond = await screen.findByLabelText('Urgent: respond within (hours)');
    await user.clear(respond);
    await user.type(respond, '0');
    await user.click(screen.getByRole('button', { name: 'Save service levels' }));
    expect(
      await screen.findByText(
        'The urgent respond target must be a number of hours above 0 and at most 8760 (a year)',
      ),
    ).toBeInTheDocument();
    await user.clear(respond);
    await user.type(respond, '30');
    await user.click(screen.getByRole('button', { name: 'Save service levels' }));
    expect(
      await screen.findByText(
        'The urgent respond target must not be longer than its resolve target',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(respond);
    await user.type(respond, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save service levels' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toEqual({
      targets: { ...SETTINGS.targets, urgent: { respondMinutes: 90, resolveMinutes: 1440 } },
    });
  });
});
