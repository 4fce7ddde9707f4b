import { screen, waitFor, within } from '@testing-library/react';
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

const DOWNTOWN = '00000000-0000-4000-8000-000000000001';
const AIRPORT = '00000000-0000-4000-8000-000000000002';
const STORES = [
  { id: AIRPORT, name: 'Airport', address: '1 Terminal Rd' },
  { id: DOWNTOWN, name: 'Downtown', address: '100 Main St' },
];

function stubApi() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      if (path.startsWith('/api/locations')) return Promise.resolve(jsonResponse(200, STORES));
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

  it('sets a store’s opening hours, refusing times that do not parse or overlap before sending', async () => {
    const user = userEvent.setup();
    const sent = stubApi();
    renderWithProviders(<SlaSettingsCard />);
    await screen.findByRole('option', { name: 'Airport' });
    await user.selectOptions(screen.getByLabelText('Store'), 'Airport');
    const editor = within(await screen.findByRole('form', { name: "A store's opening hours" }));
    expect(editor.getByText(/runs around the clock/)).toBeInTheDocument();
    await user.click(editor.getByRole('button', { name: 'Add opening hours' }));
    await user.click(editor.getByRole('button', { name: 'Add opening hours' }));
    const [monday, second] = editor.getAllByTestId('store-hours-row');
    if (!monday || !second) throw new Error('two rows expected');
    const row = within(second);
    expect(within(monday).getByLabelText('Day')).toHaveValue('1');
    expect(row.getByLabelText('Day')).toHaveValue('2');
    const opens = row.getByLabelText('Opens');
    await user.clear(opens);
    await user.type(opens, '9am');
    await user.click(editor.getByRole('button', { name: 'Save opening hours' }));
    expect(await row.findByText('Opening time must be a time as HH:mm')).toBeInTheDocument();
    expect(opens).toHaveAttribute('aria-invalid', 'true');
    // Monday 13:00–18:00 overlaps Monday 09:00–17:00.
    await user.selectOptions(row.getByLabelText('Day'), 'Monday');
    await user.clear(opens);
    await user.type(opens, '13:00');
    await user.clear(row.getByLabelText('Closes'));
    await user.type(row.getByLabelText('Closes'), '18:00');
    await user.click(editor.getByRole('button', { name: 'Save opening hours' }));
    expect(await row.findByText('These hours overlap Monday 09:00–17:00')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.selectOptions(row.getByLabelText('Day'), 'Tuesday');
    await user.click(editor.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    // The targets as saved, Downtown's hours kept, Airport's added.
    expect(sent[0]).toEqual({
      targets: SETTINGS.targets,
      storeHours: [
        { locationId: DOWNTOWN, hours: [{ weekday: 1, opens: '09:00', closes: '17:00' }] },
        {
          locationId: AIRPORT,
          hours: [
            { weekday: 1, opens: '09:00', closes: '17:00' },
            { weekday: 2, opens: '13:00', closes: '18:00' },
          ],
        },
      ],
    });
  });

  it('puts a store back on the 24x7 clock when its hours are removed', async () => {
    const user = userEvent.setup();
    const sent = stubApi();
    renderWithProviders(<SlaSettingsCard />);
    await screen.findByRole('option', { name: 'Downtown' });
    await user.selectOptions(screen.getByLabelText('Store'), 'Downtown');
    const editor = within(await screen.findByRole('form', { name: "A store's opening hours" }));
    await user.click(editor.getByRole('button', { name: 'Remove Monday 09:00–17:00' }));
    await user.click(editor.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toEqual({ targets: SETTINGS.targets, storeHours: [] });
  });
});
