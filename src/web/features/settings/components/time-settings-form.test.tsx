import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TimeSettings } from '#contract/schemas/time-settings.ts';
import { TIME_SETTINGS_DEFAULTS } from '#contract/schemas/time-settings.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { minutesToHours } from '../lib/time-settings-form.ts';
import { TimeSettingsCard } from './time-settings-card.tsx';

const SETTINGS: TimeSettings = {
  ...TIME_SETTINGS_DEFAULTS,
  updatedAt: '2026-01-04T00:00:00.000Z',
  updatedBy: null,
};

function stubApi(put: (body: unknown) => Response) {
  const fetchMock = vi.fn((_input: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return Promise.resolve(put(JSON.parse(init.body as string)));
    return Promise.resolve(jsonResponse(200, SETTINGS));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function replace(label: RegExp | string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('TimeSettingsForm', () => {
  it('shows thresholds in hours', async () => {
    stubApi(() => jsonResponse(500, {}));
    renderWithProviders(<TimeSettingsCard />);
    expect(await screen.findByLabelText('Overtime after (hours a week)')).toHaveValue('40');
    expect(screen.getByLabelText('Break required after (hours worked)')).toHaveValue('6');
    expect(screen.getByLabelText('Break of at least (minutes)')).toHaveValue('30');
    expect(
      screen.getByText('Applies to reports and payroll only; punches are never changed'),
    ).toBeInTheDocument();
    expect(minutesToHours(450)).toBe('7.5');
  });

  it('sends minutes and confirms with Settings saved', async () => {
    let sent: unknown;
    stubApi((body) => {
      sent = body;
      return jsonResponse(200, {
        ...SETTINGS,
        dailyOvertimeEnabled: true,
        dailyOvertimeMinutes: 450,
      });
    });
    renderWithProviders(<TimeSettingsCard />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Daily overtime' }));
    await replace('Overtime after (hours a day)', '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent).toEqual({
      breaksPaid: false,
      breakRuleEnabled: false,
      breakRuleAfterMinutes: 360,
      breakRuleMinutes: 30,
      roundingMinutes: 0,
      dailyOvertimeEnabled: true,
      dailyOvertimeMinutes: 450,
      weeklyOvertimeEnabled: true,
      weeklyOvertimeMinutes: 2400,
      doubleTimeEnabled: false,
      doubleTimeMinutes: 720,
      payPeriodLength: 'weekly',
      payPeriodAnchor: '2026-01-04',
    });
  });

  it('refuses hours that are not a number, a Monday start and double time before overtime', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, SETTINGS));
    renderWithProviders(<TimeSettingsCard />);
    await screen.findByLabelText('Overtime after (hours a week)');
    await replace('Overtime after (hours a week)', 'forty');
    await replace('First day (a Sunday)', '2026-01-05');
    await userEvent.click(screen.getByRole('switch', { name: 'Daily overtime' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Double time' }));
    await replace('Double time after (hours a day)', '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter hours as a number, e.g. 8 or 7.5')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await replace('Overtime after (hours a week)', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('The pay period must start on a Sunday')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's refusal under its field and in a toast", async () => {
    stubApi(() =>
      jsonResponse(400, {
        error: 'The weekly overtime threshold must be at most 10080 minutes',
        code: 'VALIDATION_FAILED',
        issues: [
          {
            path: 'weeklyOvertimeMinutes',
            message: 'The weekly overtime threshold must be at most 10080 minutes',
          },
        ],
      }),
    );
    renderWithProviders(<TimeSettingsCard />);
    await screen.findByLabelText('Overtime after (hours a week)');
    await replace('Overtime after (hours a week)', '41');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Overtime after (hours a week)')).toHaveAccessibleDescription(
      'The weekly overtime threshold must be at most 10080 minutes',
    );
  });
});
