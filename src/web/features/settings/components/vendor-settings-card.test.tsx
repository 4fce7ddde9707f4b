import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { VendorSettings } from '#contract/schemas/vendor.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { VendorSettingsCard } from './vendor-settings-card.tsx';

// Decision 037: the Settings screen's 'Vendors' section; decision 019: its form validates with the
// contract's VendorSettingsSchema and shows each message under its field.

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS: VendorSettings = {
  currency: 'USD',
  nteCeilingCents: 500_000,
  acceptHoursUrgent: 4,
  acceptHoursOther: 24,
};

interface Call {
  method: string;
  body: unknown;
}

function stubApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, body });
      return Promise.resolve(jsonResponse(200, method === 'PUT' ? body : SETTINGS));
    }),
  );
  return calls;
}

describe('VendorSettingsCard', () => {
  it('shows the saved settings, refuses a bad ceiling and hours under their fields, and sends cents', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderWithProviders(<VendorSettingsCard />);
    const ceiling = await screen.findByLabelText('NTE ceiling');
    expect(ceiling).toHaveValue('5000.00');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Accept within (hours), urgent')).toHaveValue(4);

    await user.clear(ceiling);
    await user.type(ceiling, '0');
    await user.clear(screen.getByLabelText('Accept within (hours), other'));
    await user.type(screen.getByLabelText('Accept within (hours), other'), '200');
    await user.click(screen.getByRole('button', { name: 'Save vendor settings' }));
    expect(
      await screen.findByText('The NTE ceiling must be an amount above 0, like 5000.00'),
    ).toBeInTheDocument();
    expect(ceiling).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Accept within (hours), other')).toHaveAccessibleDescription(
      'Hours to accept must be whole numbers from 1 to 168',
    );
    expect(screen.getByLabelText('Accept within (hours), urgent')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(ceiling);
    await user.type(ceiling, '7,500.5');
    await user.clear(screen.getByLabelText('Accept within (hours), other'));
    await user.type(screen.getByLabelText('Accept within (hours), other'), '48');
    await user.selectOptions(screen.getByLabelText('Currency'), 'CAD');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save vendor settings' }));
    await waitFor(() => {
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        currency: 'CAD',
        nteCeilingCents: 750_050,
        acceptHoursUrgent: 4,
        acceptHoursOther: 48,
      });
    });
  });
});
