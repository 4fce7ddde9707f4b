import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Dispatch } from '#contract/schemas/dispatch.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import {
  BARE_VENDOR_FIELDS,
  UNANSWERED_DISPATCH_FIELDS,
} from '#tests/helpers/new-record-fields.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { parseAmountToCents } from '../lib/dispatch-form.ts';
import { AssignVendorButton, TicketVendorSection } from './ticket-vendor-section.tsx';

// Decision 037: the admin dispatches a ticket to a vendor and follows the dispatch on the ticket.

const TICKET = {
  id: '00000000-0000-4000-8000-000000000042',
  ticketNumber: 1042,
  title: 'Fryer 2 cold',
  description: 'Will not heat.',
  priority: 'urgent',
  status: 'open',
  location: 'Downtown',
  locationId: '00000000-0000-4000-8000-0000000000a1',
  category: 'Fryer',
  categoryId: '00000000-0000-4000-8000-0000000000c1',
  photos: [],
} as unknown as Ticket;

function vendor(overrides: Partial<Vendor>): Vendor {
  return {
    id: '00000000-0000-4000-8000-0000000000v0',
    name: 'Vendor',
    ...BARE_VENDOR_FIELDS,
    rank: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const FROST = vendor({
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Frost Brothers',
  rank: 1,
});
const POLAR = vendor({
  id: '00000000-0000-4000-8000-0000000000f2',
  name: 'Polar Service',
  rank: 2,
});
const ACME = vendor({
  id: '00000000-0000-4000-8000-0000000000f3',
  name: 'Acme Refrigeration',
  rank: 3,
  insuranceExpired: true,
  insuranceExpiresOn: '2026-10-01',
});

function dispatch(overrides: Partial<Dispatch>): Dispatch {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    ticketId: TICKET.id,
    vendor: { id: FROST.id, name: 'Frost Brothers', phone: '555-0100', email: null },
    status: 'sent',
    currency: 'USD',
    nteAmount: 50000,
    dueBy: '2026-11-27T18:00:00.000Z',
    instructions: null,
    sentAt: '2026-11-26T14:00:00.000Z',
    ...UNANSWERED_DISPATCH_FIELDS,
    workOutcome: null,
    workConfirmedAt: null,
    paidAt: null,
    revokedAt: null,
    overdue: false,
    nextVendorSuggestion: null,
    portalLinkExpiresAt: null,
    ...overrides,
  };
}

/** The signed-in user's notification settings: what the server says about mail. */
function settings(emailAvailable: boolean) {
  return { email: {}, dailyDigest: false, emailAvailable, hasEmail: true };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(routes: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return Promise.resolve(routes(call) ?? jsonResponse(404, { error: 'Not found' }));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Assign to Vendor', () => {
  it('lists the serving vendors, the suggested one first, and asks for a reason when the server wants one', async () => {
    const declined = dispatch({
      status: 'declined',
      declineReason: 'No parts',
      nextVendorSuggestion: { id: POLAR.id, name: 'Polar Service', rank: 2 },
    });
    let attempts = 0;
    const calls = stubApi((call) => {
      if (call.path === `/api/tickets/${TICKET.id}/dispatches` && call.method === 'GET')
        return jsonResponse(200, [declined]);
      if (call.path.startsWith('/api/vendors?')) return jsonResponse(200, [FROST, POLAR, ACME]);
      if (call.path === `/api/tickets/${TICKET.id}/dispatches` && call.method === 'POST') {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(400, {
              error: "The NTE is over the chain's ceiling of $5,000.00; give a reason to override",
              code: 'NTE_OVER_CEILING',
            })
          : jsonResponse(201, {
              ...dispatch({ vendor: { ...declined.vendor, name: 'Polar Service' } }),
              portalUrl: 'https://fix.example.com/vendor-portal/sent-token',
              isVendorEmailed: true,
            });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AssignVendorButton ticket={TICKET} />);
    await user.click(await screen.findByRole('button', { name: 'Assign to Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Vendor' });

    const select = await within(dialog).findByLabelText('Vendor');
    await waitFor(() => {
      expect(within(select).getAllByRole('option')).toHaveLength(3);
    });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Polar Service · 2nd call · suggested',
      'Frost Brothers · 1st call',
      'Acme Refrigeration · 3rd call · Insurance expired',
    ]);
    expect(within(dialog).queryByLabelText('Override reason')).toBeNull();
    expect(calls.find((call) => call.path.startsWith('/api/vendors?'))?.path).toBe(
      `/api/vendors?locationId=${TICKET.locationId}&categoryId=${TICKET.categoryId}&includeInactive=false`,
    );

    await user.type(within(dialog).getByLabelText('Not-to-exceed'), '6,000.50');
    await user.type(within(dialog).getByLabelText('Instructions'), 'Back door');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispatch' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The NTE is over the chain's ceiling of $5,000.00; give a reason to override",
    );
    const first = calls.find((call) => call.method === 'POST');
    expect(first?.body).toMatchObject({
      vendorId: POLAR.id,
      nteAmount: 600050,
      instructions: 'Back door',
      overrideReason: null,
    });

    await user.type(within(dialog).getByLabelText('Override reason'), 'Only one open tonight');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispatch' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Assign to Vendor' })).toBeNull();
    });
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      overrideReason: 'Only one open tonight',
    });
  });

  it('asks for the not-to-exceed amount under its field and sends nothing without it', async () => {
    const calls = stubApi((call) => {
      if (call.path === `/api/tickets/${TICKET.id}/dispatches` && call.method === 'POST') {
        return jsonResponse(201, {
          ...dispatch({}),
          portalUrl: 'https://fix.example.com/vendor-portal/sent-token',
          isVendorEmailed: true,
        });
      }
      if (call.path === `/api/tickets/${TICKET.id}/dispatches`) return jsonResponse(200, []);
      if (call.path.startsWith('/api/vendors?')) return jsonResponse(200, [FROST]);
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AssignVendorButton ticket={TICKET} />);
    await user.click(await screen.findByRole('button', { name: 'Assign to Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Vendor' });
    await within(dialog).findByRole('option', { name: 'Frost Brothers · 1st call' });
    await user.type(within(dialog).getByLabelText('Not-to-exceed'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispatch' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the not-to-exceed amount, above 0',
    );
    expect(within(dialog).getByLabelText('Not-to-exceed')).toHaveAccessibleDescription(
      'Enter the not-to-exceed amount, above 0',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // The first vendor is the one sent when none was chosen.
    await user.clear(within(dialog).getByLabelText('Not-to-exceed'));
    await user.type(within(dialog).getByLabelText('Not-to-exceed'), '250');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send dispatch' }));
    await waitFor(() => {
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        vendorId: FROST.id,
        nteAmount: 25000,
        instructions: null,
        overrideReason: null,
      });
    });
  });

  it('says the vendor is e-mailed the link when mail is set up and they have an address', async () => {
    const mailed = { ...FROST, email: 'service@frost.example' };
    stubApi((call) => {
      if (call.path === `/api/tickets/${TICKET.id}/dispatches`) return jsonResponse(200, []);
      if (call.path.startsWith('/api/vendors?')) return jsonResponse(200, [mailed, POLAR]);
      if (call.path === '/api/me/notification-settings') return jsonResponse(200, settings(true));
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AssignVendorButton ticket={TICKET} />);
    await user.click(await screen.findByRole('button', { name: 'Assign to Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Vendor' });
    expect(
      await within(dialog).findByText(
        'Frost Brothers is e-mailed the portal link at service@frost.example.',
      ),
    ).toBeInTheDocument();
    // A vendor with no address on file is not: the admin passes the link on.
    await user.selectOptions(within(dialog).getByLabelText('Vendor'), POLAR.id);
    expect(
      within(dialog).getByText(
        /^Polar Service has no e-mail address on file, so nobody e-mails them\. Copy the portal link and send it to them/,
      ),
    ).toBeInTheDocument();
  });

  it('without mail, says to copy the link, then shows it to copy once the dispatch is sent', async () => {
    const url = 'https://fix.example.com/vendor-portal/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const mailed = { ...FROST, email: 'service@frost.example' };
    const calls = stubApi((call) => {
      const path = `/api/tickets/${TICKET.id}/dispatches`;
      if (call.path === path && call.method === 'GET') {
        // Once sent, the ticket's dispatch is active: the button goes, the dialog stays.
        const isSent = calls.some((earlier) => earlier.method === 'POST');
        return jsonResponse(200, isSent ? [dispatch({})] : []);
      }
      if (call.path === path && call.method === 'POST') {
        return jsonResponse(201, { ...dispatch({}), portalUrl: url, isVendorEmailed: false });
      }
      if (call.path.startsWith('/api/vendors?')) return jsonResponse(200, [mailed]);
      if (call.path === '/api/me/notification-settings') return jsonResponse(200, settings(false));
      return undefined;
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<AssignVendorButton ticket={TICKET} />);
    await user.click(await screen.findByRole('button', { name: 'Assign to Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Vendor' });
    expect(
      await within(dialog).findByText(
        'E-mail is not set up, so Frost Brothers is not e-mailed. Copy the portal link and send it to them: the link is shown here once the dispatch is sent.',
      ),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Not-to-exceed'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispatch' }));
    const link = await within(dialog).findByLabelText('Portal link');
    expect(link).toHaveValue(url);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Dispatch sent to Frost Brothers, who was not e-mailed. Copy the portal link and send it to them',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(
      await within(dialog).findByText('Copied. Paste it into a message to the vendor.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Assign to Vendor' })).toBeNull();
    });
    expect(screen.getByRole('dialog', { name: 'Assign to Vendor' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Assign to Vendor' })).toBeNull();
    });
  });

  it('shows the override reason at once for a vendor whose insurance expired', async () => {
    stubApi((call) => {
      if (call.path === `/api/tickets/${TICKET.id}/dispatches`) return jsonResponse(200, []);
      if (call.path.startsWith('/api/vendors?')) return jsonResponse(200, [ACME]);
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AssignVendorButton ticket={TICKET} />);
    await user.click(await screen.findByRole('button', { name: 'Assign to Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Vendor' });
    expect(await within(dialog).findByLabelText('Override reason')).toBeInTheDocument();
    expect(within(dialog).getByText(/Insurance expired on 2026-10-01/)).toBeInTheDocument();
  });

  it('is not offered while a dispatch is active', async () => {
    stubApi((call) =>
      call.path === `/api/tickets/${TICKET.id}/dispatches`
        ? jsonResponse(200, [dispatch({ status: 'accepted' })])
        : undefined,
    );
    renderWithProviders(
      <>
        <AssignVendorButton ticket={TICKET} />
        <TicketVendorSection ticket={TICKET} isAdmin />
      </>,
    );
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to Vendor' })).toBeNull();
  });
});

describe('the Vendor section', () => {
  it('shows vendor, status, NTE and due-by to a manager, without the admin actions', async () => {
    stubApi((call) =>
      call.path === `/api/tickets/${TICKET.id}/dispatches`
        ? jsonResponse(200, [dispatch({ status: 'on-site' })])
        : undefined,
    );
    renderWithProviders(<TicketVendorSection ticket={TICKET} isAdmin={false} />);
    const section = await screen.findByRole('region', { name: 'Vendor' });
    expect(within(section).getByText('Frost Brothers')).toBeInTheDocument();
    expect(within(section).getByText('On site')).toBeInTheDocument();
    expect(within(section).getByText('$500.00')).toBeInTheDocument();
    expect(within(section).getByText('Due by')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('lets an admin approve an invoice over the NTE, and shows it as such', async () => {
    const invoiced = dispatch({
      status: 'invoiced',
      workOutcome: 'work-done',
      portalLinkExpiresAt: '2026-12-28T17:00:00.000Z',
      invoice: {
        number: 'INV-7',
        amountCents: 62000,
        labourHours: 1.5,
        parts: null,
        fileUrl: '/api/dispatches/x/invoice-file',
        invoicedAt: '2026-11-26T16:00:00.000Z',
        approvedAt: null,
        overNte: true,
      },
    });
    const calls = stubApi((call) => {
      if (call.path === `/api/tickets/${TICKET.id}/dispatches`)
        return jsonResponse(200, [invoiced]);
      if (call.method === 'POST') return jsonResponse(200, { ...invoiced, status: 'approved' });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<TicketVendorSection ticket={TICKET} isAdmin />);
    const section = await screen.findByRole('region', { name: 'Vendor' });
    expect(within(section).getByText('INV-7: $620.00 of $500.00 NTE')).toBeInTheDocument();
    expect(within(section).getByText('Over NTE')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Invoice file' })).toHaveAttribute(
      'href',
      '/api/dispatches/x/invoice-file',
    );
    expect(within(section).getByRole('button', { name: 'New portal link' })).toBeInTheDocument();
    expect(within(section).getByText('Portal link until')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Confirm work done' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Approve invoice ($620.00)' }));
    await waitFor(() => {
      expect(calls.some((call) => call.method === 'POST')).toBe(true);
    });
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      `/api/dispatches/${invoiced.id}/approve-invoice`,
    );
  });
});

describe('the portal link', () => {
  it('makes a new link on confirmation and copies it (decision 039: the old one is not stored)', async () => {
    const open = dispatch({ status: 'accepted', portalLinkExpiresAt: '2026-12-28T17:00:00.000Z' });
    const url = 'https://fix.example.com/vendor-portal/new-token';
    const calls = stubApi((call) => {
      if (call.path === `/api/tickets/${TICKET.id}/dispatches`) return jsonResponse(200, [open]);
      if (call.method === 'POST')
        return jsonResponse(200, { ...open, portalUrl: url, isVendorEmailed: true });
      return undefined;
    });
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<TicketVendorSection ticket={TICKET} isAdmin />);
    const section = await screen.findByRole('region', { name: 'Vendor' });
    await user.click(within(section).getByRole('button', { name: 'New portal link' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Send new link' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenCalledWith(url);
    });
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      `/api/dispatches/${open.id}/renew-link`,
    );
  });

  it('offers no new link for a closed dispatch', async () => {
    const paid = dispatch({ status: 'paid', portalLinkExpiresAt: '2026-12-28T17:00:00.000Z' });
    stubApi((call) =>
      call.path === `/api/tickets/${TICKET.id}/dispatches` ? jsonResponse(200, [paid]) : undefined,
    );
    renderWithProviders(<TicketVendorSection ticket={TICKET} isAdmin />);
    const section = await screen.findByRole('region', { name: 'Vendor' });
    expect(within(section).queryByRole('button', { name: 'New portal link' })).toBeNull();
    expect(within(section).queryByText('Portal link until')).toBeNull();
  });
});

describe('amounts', () => {
  it('reads currency units as cents', () => {
    expect(parseAmountToCents('500')).toBe(50000);
    expect(parseAmountToCents('1,250.5')).toBe(125050);
    expect(parseAmountToCents('$12.34')).toBe(1234);
    expect(parseAmountToCents('-3')).toBeNull();
    expect(parseAmountToCents('1.234')).toBeNull();
  });
});
