import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { VendorPortalView } from '#contract/schemas/vendor-portal.ts';
import { UNANSWERED_DISPATCH_FIELDS } from '#tests/helpers/new-record-fields.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { parseAmount } from '../lib/portal-forms.ts';
import { VendorPortalPage } from './vendor-portal-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const BASE = `/api/vendor-portal/${TOKEN}`;

function view(overrides: Partial<VendorPortalView> = {}): VendorPortalView {
  return {
    id: '7b0c5a4e-9f59-4d4e-8a59-1a1a4c1f0a01',
    status: 'sent',
    statusLabel: 'Sent',
    vendorName: 'Acme Refrigeration',
    ticket: {
      number: 1042,
      title: 'Fryer will not heat',
      description: 'The left vat stays cold.',
      priority: 'urgent',
    },
    store: { name: 'Downtown', address: '12 Main St, Springfield' },
    equipment: {
      name: 'Fryer 2',
      make: 'Frymaster',
      model: 'MJ140',
      serialNumber: 'SN-77',
      warrantyEndDate: '2027-03-31',
    },
    photos: [{ id: '7b0c5a4e-9f59-4d4e-8a59-1a1a4c1f0a02', url: `${BASE}/photos/p1` }],
    instructions: 'Ask for the shift lead.',
    nteAmount: 50_000,
    currency: 'USD',
    dueBy: '2026-01-08T14:00:00.000Z',
    sentAt: '2026-01-06T14:00:00.000Z',
    ...UNANSWERED_DISPATCH_FIELDS,
    allowedActions: ['accept', 'decline'],
    ...overrides,
  };
}

interface Call {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
}

/** fetch answering the page with `page`, and each POST by `answers[path]` (in order). */
function stub(page: () => Response, answers: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body });
      if (method === 'GET') return Promise.resolve(page());
      const answer = answers[path];
      return Promise.resolve(answer ? answer() : jsonResponse(500, { error: 'no stub' }));
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithProviders(<VendorPortalPage token={TOKEN} />, {
    path: `/vendor-portal/${TOKEN}`,
  });
}

describe('VendorPortalPage', () => {
  it('shows the job: ticket, store with a maps link, equipment, photos, instructions, NTE and due by', async () => {
    stub(() => jsonResponse(200, view()));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: '#1042 Fryer will not heat' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme Refrigeration')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Sent')).toBeInTheDocument();
    const address = screen.getByRole('link', { name: /12 Main St, Springfield/ });
    expect(address.getAttribute('href')).toContain(encodeURIComponent('12 Main St, Springfield'));
    expect(screen.getByText('Frymaster · MJ140 · Serial SN-77')).toBeInTheDocument();
    expect(screen.getByText('Ask for the shift lead.')).toBeInTheDocument();
    expect(screen.getByText('$500.00')).toBeInTheDocument();
    expect(screen.getByRole('img').getAttribute('src')).toBe(`${BASE}/photos/p1`);
    // Only the steps the dispatch allows now.
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit invoice' })).not.toBeInTheDocument();
  });

  it('accepts with the ETA as an instant and shows the success and the new status', async () => {
    const user = userEvent.setup();
    let current = view();
    const calls = stub(() => jsonResponse(200, current), {
      [`${BASE}/accept`]: () => {
        current = view({
          status: 'accepted',
          statusLabel: 'Accepted',
          etaAt: '2026-01-07T15:30:00.000Z',
          allowedActions: ['decline', 'check-in', 'notes', 'photos'],
        });
        return jsonResponse(200, current);
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Choose when you expect to be on site.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ETA'), '2026-01-07T10:30');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Accepted.');
    expect(screen.getByLabelText('Status: Accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`${BASE}/accept`);
    expect(JSON.parse(post?.body as string)).toEqual({
      eta: new Date('2026-01-07T10:30').toISOString(),
    });
  });

  it('declines only with a reason, sent trimmed', async () => {
    const user = userEvent.setup();
    const calls = stub(() => jsonResponse(200, view()), {
      [`${BASE}/decline`]: () =>
        jsonResponse(
          200,
          view({ status: 'declined', statusLabel: 'Declined', allowedActions: [] }),
        ),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Give a reason for declining.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(screen.getByLabelText('Reason'), '  No parts this week ');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Declined.');
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body as string)).toEqual({ reason: 'No parts this week' });
  });

  it("shows the server's text for a step out of order (409) and reloads the page", async () => {
    const user = userEvent.setup();
    let current = view({
      status: 'accepted',
      statusLabel: 'Accepted',
      allowedActions: ['decline', 'check-in', 'notes', 'photos'],
    });
    const calls = stub(() => jsonResponse(200, current), {
      [`${BASE}/check-in`]: () => {
        current = view({
          status: 'on-site',
          statusLabel: 'On site',
          allowedActions: ['check-out', 'notes', 'photos'],
        });
        return jsonResponse(409, {
          error: 'You are already checked in.',
          code: 'DISPATCH_OUT_OF_ORDER',
        });
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('You are already checked in.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByLabelText('Status: On site')).toBeInTheDocument();
    });
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Check out' })).toBeInTheDocument();
  });

  it('checks out with the chosen outcome and notes', async () => {
    const user = userEvent.setup();
    const calls = stub(
      () =>
        jsonResponse(
          200,
          view({ status: 'on-site', statusLabel: 'On site', allowedActions: ['check-out'] }),
        ),
      {
        [`${BASE}/check-out`]: () =>
          jsonResponse(
            200,
            view({ status: 'accepted', statusLabel: 'Accepted', allowedActions: ['check-in'] }),
          ),
      },
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(screen.getByText('Choose Work done or Needs more work.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Needs more work'));
    await user.type(screen.getByLabelText('What you did (optional)'), 'Part on order');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Checked out: needs more work.');
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body as string)).toEqual({
      outcome: 'needs-more-work',
      notes: 'Part on order',
    });
  });

  it('submits the invoice as a form: amount in cents, labour hours, parts and the file', async () => {
    const user = userEvent.setup();
    const calls = stub(
      () =>
        jsonResponse(
          200,
          view({ status: 'work-done', statusLabel: 'Work done', allowedActions: ['invoice'] }),
        ),
      {
        [`${BASE}/invoice`]: () =>
          jsonResponse(
            200,
            view({
              status: 'invoiced',
              statusLabel: 'Invoiced',
              allowedActions: ['notes'],
              invoice: {
                number: 'INV-7',
                amount: 61_250,
                labourHours: 2.5,
                parts: 'Thermostat',
                submittedAt: '2026-01-06T15:00:00.000Z',
                approvedAt: null,
                awaitingApproval: true,
                fileUrl: `${BASE}/invoice-file`,
                fileType: 'application/pdf',
              },
            }),
          ),
      },
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit invoice' }));
    // Each message under its field (decision 019).
    expect(await screen.findByText('Invoice number is required.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Amount must be an amount such as 125.50.',
    );
    expect(screen.getByLabelText('Labour hours')).toHaveAccessibleDescription(
      'Labour hours must be a number from 0 to 1000.',
    );
    expect(screen.getByLabelText('Invoice file')).toHaveAccessibleDescription(
      'Attach the invoice file (PDF or photo).',
    );
    await user.type(screen.getByLabelText('Invoice number'), 'INV-7');
    await user.type(screen.getByLabelText('Amount'), '612.50');
    await user.type(screen.getByLabelText('Labour hours'), '2.5');
    await user.type(screen.getByLabelText('Parts'), 'Thermostat');
    await user.upload(
      screen.getByLabelText('Invoice file'),
      new File(['%PDF-1.4'], 'inv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit invoice' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'waits for the chain to approve it',
    );
    expect(screen.getByText('Over the NTE: waiting for approval')).toBeInTheDocument();
    const form = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(form.get('number')).toBe('INV-7');
    expect(form.get('amount')).toBe('61250');
    expect(form.get('labourHours')).toBe('2.5');
    expect(form.get('parts')).toBe('Thermostat');
    expect((form.get('file') as File).name).toBe('inv.pdf');
  });

  it('adds a note and photos', async () => {
    const user = userEvent.setup();
    const accepted = view({
      status: 'accepted',
      statusLabel: 'Accepted',
      allowedActions: ['check-in', 'notes', 'photos'],
    });
    const calls = stub(() => jsonResponse(200, accepted), {
      [`${BASE}/notes`]: () =>
        jsonResponse(200, {
          ...accepted,
          notes: [
            {
              id: '7b0c5a4e-9f59-4d4e-8a59-1a1a4c1f0a09',
              body: 'Bringing a spare',
              createdAt: '2026-01-06T14:10:00.000Z',
            },
          ],
        }),
      [`${BASE}/photos`]: () => jsonResponse(200, accepted),
    });
    renderPage();
    await user.type(await screen.findByLabelText('Note'), 'Bringing a spare');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Note added.');
    expect(screen.getByText('Bringing a spare')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Add photos'),
      new File(['png'], 'after.png', { type: 'image/png' }),
    );
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Photo added.');
    });
    const upload = calls.find((call) => call.path === `${BASE}/photos`)?.body as FormData;
    expect((upload.get('photos') as File).name).toBe('after.png');
  });

  it("answers a bad link with 'This link is not valid.' and a withdrawn one with its own text", async () => {
    stub(() => jsonResponse(404, { error: 'This link is not valid.', code: 'NOT_FOUND' }));
    const { unmount } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid.' }),
    ).toBeInTheDocument();
    unmount();
    stub(() =>
      jsonResponse(410, {
        error: 'This dispatch was withdrawn by the chain.',
        code: 'DISPATCH_REVOKED',
      }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This dispatch was withdrawn by the chain.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('parseAmount', () => {
  it('reads dollars and cents into cents, and refuses anything else', () => {
    expect(parseAmount('612.50')).toBe(61_250);
    expect(parseAmount('$1,200')).toBe(120_000);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});
