import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { VendorForm } from './vendor-form.tsx';

// Decision 037: the vendor form and its coverage editor (per store, per trade, a rank).

afterEach(() => {
  vi.unstubAllGlobals();
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const STORES = [
  { id: id(1), name: 'Downtown' },
  { id: id(2), name: 'Airport' },
  { id: id(3), name: 'Mall Location' },
];
const TRADES = [
  { id: id(11), name: 'Fryer' },
  { id: id(12), name: 'Freezer' },
  { id: id(13), name: 'HVAC' },
];

const ACME: Vendor = {
  id: id(99),
  name: 'Acme Refrigeration',
  contactName: 'Ann',
  email: null,
  phone: null,
  hourlyRateCents: 9500,
  insuranceExpiresOn: '2027-01-31',
  insuranceExpired: false,
  language: 'en',
  active: true,
  trades: [id(12)],
  coverage: [
    { locationId: id(1), categoryId: id(12), rank: 1 },
    { locationId: id(2), categoryId: id(12), rank: 2 },
  ],
  rank: null,
  createdAt: '2026-01-06T14:00:00.000Z',
  updatedAt: '2026-01-06T14:00:00.000Z',
};

function mockFetch(saveAnswer: () => Response) {
  const fetchMock = vi.fn((path: string) =>
    Promise.resolve(
      path === '/api/locations'
        ? jsonResponse(200, STORES)
        : path === '/api/categories'
          ? jsonResponse(200, TRADES)
          : saveAnswer(),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function savedBody(fetchMock: ReturnType<typeof mockFetch>) {
  const calls = fetchMock.mock.calls.filter(([path]) => path.startsWith('/api/vendors'));
  expect(calls).toHaveLength(1);
  const [path, init] = calls[0] as unknown as [string, RequestInit];
  return { path, method: init.method, body: JSON.parse(init.body as string) as unknown };
}

describe('VendorForm', { timeout: 20_000 }, () => {
  it('adds a vendor with its trades, a rate in cents and a rank per store and trade', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, ACME));
    const onDone = vi.fn();
    renderWithProviders(<VendorForm editing={null} onDone={onDone} onCancel={vi.fn()} />);
    expect(
      screen.getByText(
        'Choose the vendor’s trades first; then pick the stores it serves for each.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Acme Refrigeration');
    await userEvent.type(screen.getByLabelText('Hourly rate'), '95.5');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Fryer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Freezer' }));
    await userEvent.selectOptions(screen.getByLabelText('Fryer at Downtown'), '1st call');
    await userEvent.selectOptions(screen.getByLabelText('Freezer at Airport'), '2nd call');
    // 'All stores' gives every store not yet served the 1st call, keeping the ranks set.
    const freezer = screen.getByRole('group', { name: 'Coverage for Freezer' });
    await userEvent.click(within(freezer).getByRole('button', { name: 'All stores' }));
    expect(within(freezer).getByText('3 of 3 stores')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(onDone).toHaveBeenCalled();
    const saved = savedBody(fetchMock);
    expect(saved.path).toBe('/api/vendors');
    expect(saved.method).toBe('POST');
    expect(saved.body).toMatchObject({
      name: 'Acme Refrigeration',
      contactName: null,
      email: null,
      hourlyRateCents: 9550,
      insuranceExpiresOn: null,
      active: true,
      trades: [id(11), id(12)],
    });
    const { coverage } = saved.body as { coverage: unknown[] };
    expect(coverage).toHaveLength(4);
    expect(coverage).toEqual(
      expect.arrayContaining([
        { locationId: id(1), categoryId: id(11), rank: 1 },
        { locationId: id(2), categoryId: id(12), rank: 2 },
        { locationId: id(1), categoryId: id(12), rank: 1 },
        { locationId: id(3), categoryId: id(12), rank: 1 },
      ]),
    );
  });

  it('drops a trade’s coverage when the trade is unticked', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, ACME));
    renderWithProviders(<VendorForm editing={ACME} onDone={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Fryer' }));
    await userEvent.selectOptions(screen.getByLabelText('Fryer at Mall Location'), '3rd call');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fryer' }));
    expect(screen.queryByLabelText('Fryer at Mall Location')).not.toBeInTheDocument();
    // Issue 40: the vendor's e-mails in Spanish.
    await userEvent.selectOptions(screen.getByLabelText('E-mail language'), 'Español');
    await userEvent.click(screen.getByRole('button', { name: 'Save vendor' }));
    const saved = savedBody(fetchMock);
    expect(saved.body).toMatchObject({
      trades: [id(12)],
      coverage: ACME.coverage,
      language: 'es',
    });
  });

  it('shows a vendor’s ranks, and sends a changed rank and a cleared store with PUT', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, ACME));
    renderWithProviders(<VendorForm editing={ACME} onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByLabelText('Hourly rate')).toHaveValue('95.00');
    const airport = await screen.findByLabelText('Freezer at Airport');
    expect(airport).toHaveDisplayValue('2nd call');
    expect(screen.getByLabelText('Freezer at Downtown')).toHaveDisplayValue('1st call');
    expect(screen.getByLabelText('Freezer at Mall Location')).toHaveDisplayValue('Not served');
    await userEvent.selectOptions(airport, '1st call');
    await userEvent.selectOptions(screen.getByLabelText('Freezer at Downtown'), 'Not served');
    await userEvent.click(screen.getByRole('button', { name: 'Save vendor' }));
    const saved = savedBody(fetchMock);
    expect(saved.path).toBe(`/api/vendors/${ACME.id}`);
    expect(saved.method).toBe('PUT');
    expect(saved.body).toMatchObject({
      hourlyRateCents: 9500,
      insuranceExpiresOn: '2027-01-31',
      coverage: [{ locationId: id(2), categoryId: id(12), rank: 1 }],
    });
  });

  it('refuses a rate that is not an amount without sending anything', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, ACME));
    renderWithProviders(<VendorForm editing={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.type(screen.getByLabelText('Hourly rate'), '-12');
    await userEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(screen.getByText('Hourly rate must be an amount like 95.00')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path.startsWith('/api/vendors'))).toEqual([]);
  });

  it('shows the contract’s messages under the name and the e-mail, and caps them as it does', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, ACME));
    renderWithProviders(<VendorForm editing={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('maxlength', '254');
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'E-mail must be an e-mail address',
    );
    expect(fetchMock.mock.calls.filter(([path]) => path.startsWith('/api/vendors'))).toEqual([]);
  });

  it('shows the server’s refusal and stays open', async () => {
    mockFetch(() =>
      jsonResponse(409, {
        error: 'A vendor named Acme already exists',
        code: 'DUPLICATE_NAME',
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(<VendorForm editing={null} onDone={onDone} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByText('A vendor named Acme already exists')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
