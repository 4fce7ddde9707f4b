import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { equipmentFixture } from '#tests/web/equipment-fixture.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import {
  CATEGORIES,
  LOCATIONS,
  setUpFormTests,
  user,
} from '#tests/web/create-ticket-form-setup.ts';
import { chooseOption } from '#tests/web/radix-select-dom.ts';

import { CreateTicketForm } from './create-ticket-form.tsx';

// Decision 033: the create form's equipment picker, warranty notice and ?equipmentId= prefill.

function unit(overrides: Partial<Equipment> & Pick<Equipment, 'id' | 'name'>): Equipment {
  return equipmentFixture({ locationId: 'l1', categoryId: 'c1', category: 'Fryer', ...overrides });
}

const FRYER_1 = unit({ id: 'e1', name: 'Fryer 1', make: 'Frymaster', model: 'MJ45' });
const FRYER_2 = unit({
  id: 'e2',
  name: 'Fryer 2',
  make: 'Pitco',
  model: 'SG14',
  warrantyEndDate: '2027-03-01',
  warrantyProvider: 'Pitco, 800-555-0100',
  underWarranty: true,
});
const OLD_FRYER = unit({
  id: 'e3',
  name: 'Old fryer',
  warrantyEndDate: '2027-03-01',
  underWarranty: true,
});

function list(units: Equipment[]) {
  return {
    equipment: units,
    matching: units.length,
    counts: {
      total: units.length,
      inService: units.length,
      down: 0,
      retired: 0,
      underWarranty: 0,
      repeatRepairs: 0,
    },
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stand-in answering by "METHOD path"; every call is recorded with its address. */
function stubServer(handlers: Record<string, Handler> = {}) {
  const calls: { key: string; url: URL; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        input instanceof Request ? input.url : input.toString(),
        'http://localhost',
      );
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, url, init });
      const handler =
        handlers[key] ??
        {
          'GET /api/locations': () => jsonResponse(200, LOCATIONS),
          'GET /api/categories': () => jsonResponse(200, CATEGORIES),
          // Downtown's fryers; no other store or category has units.
          'GET /api/equipment': (asked: URL) =>
            jsonResponse(
              200,
              list(
                asked.searchParams.get('location') === 'l1' &&
                  asked.searchParams.get('category') === 'c1'
                  ? [FRYER_1, FRYER_2, OLD_FRYER]
                  : [],
              ),
            ),
        }[key];
      if (!handler) return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
      return handler(url, init);
    }),
  );
  return calls;
}

async function choose(label: string, option: string) {
  await chooseOption(screen.getByLabelText(label), option);
  await waitFor(() => {
    expect(screen.queryByRole('listbox', { name: /Location|Category/ })).not.toBeInTheDocument();
  });
}

async function chooseStoreAndCategory() {
  await waitFor(() => {
    expect(screen.getByLabelText('Location *')).toBeEnabled();
  });
  await choose('Location *', 'Downtown');
  await choose('Category *', 'Fryer');
}

function picker(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Equipment' });
}

async function pickerReady() {
  await waitFor(() => {
    expect(picker()).toBeEnabled();
  });
}

/** Chooses Downtown and Fryer and opens the picker on their units. */
async function openDowntownFryers() {
  await chooseStoreAndCategory();
  await pickerReady();
  await user.click(picker());
}

/** Fills the title and description, submits, and answers the body of the POST /api/tickets. */
async function submitTicket(calls: ReturnType<typeof stubServer>): Promise<unknown> {
  await user.click(screen.getByLabelText('Title *'));
  await user.paste('Not heating');
  await user.click(screen.getByLabelText('Description *'));
  await user.paste('Oil stays cold.');
  await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
  await waitFor(() => {
    expect(calls.some((call) => call.key === 'POST /api/tickets')).toBe(true);
  });
  const post = calls.find((call) => call.key === 'POST /api/tickets');
  return JSON.parse(post?.init?.body as string);
}

function renderForm(props: Partial<Parameters<typeof CreateTicketForm>[0]> = {}) {
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateTicketForm draftOwnerId="u1" onCreated={onCreated} onCancel={vi.fn()} {...props} />,
  );
  return { onCreated };
}

setUpFormTests();

describe('CreateTicketForm equipment', () => {
  it('waits for a store and category, then lists their units, filtered as the name is typed', async () => {
    const calls = stubServer();
    renderForm();
    expect(picker()).toBeDisabled();
    expect(
      screen.getByText('Choose a location and a category first to pick their equipment.'),
    ).toBeInTheDocument();

    await chooseStoreAndCategory();
    await pickerReady();
    const asked = calls.find((call) => call.key === 'GET /api/equipment')?.url;
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      location: 'l1',
      category: 'c1',
      limit: '500',
    });

    await user.click(picker());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Fryer 1Frymaster MJ45',
      'Fryer 2Pitco SG14',
      'Old fryer',
    ]);
    await user.type(picker(), 'pitco');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: /Fryer 2/ })).toBeInTheDocument();
    await user.clear(picker());
    await user.type(picker(), 'nothing like it');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No equipment matches')).toBeInTheDocument();
  });

  it('picks with the keyboard and lets the unit go when the store changes', async () => {
    stubServer();
    renderForm();
    await openDowntownFryers();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker()).toHaveValue('Fryer 2');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');

    await choose('Location *', 'Airport');
    expect(picker()).toHaveValue('');
    expect(screen.queryByText(/Under warranty until/)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(
        screen.getByText('No equipment is registered at this store in this category.'),
      ).toBeInTheDocument();
    });
  });

  it('lets the unit go when the category changes', async () => {
    stubServer();
    renderForm();
    await openDowntownFryers();
    await user.click(screen.getByRole('option', { name: /Fryer 1/ }));
    expect(picker()).toHaveValue('Fryer 1');
    await choose('Category *', 'HVAC');
    expect(picker()).toHaveValue('');
  });

  it('tells, before submit, that a unit under warranty should go to its provider, and sends the unit', async () => {
    const calls = stubServer({ 'POST /api/tickets': () => jsonResponse(201, { id: 't1' }) });
    renderForm();
    await openDowntownFryers();
    await user.click(screen.getByRole('option', { name: /Fryer 1/ }));
    expect(screen.queryByText(/Under warranty until/)).not.toBeInTheDocument();

    await user.clear(picker());
    await user.type(picker(), 'Fryer 2{Enter}');
    expect(
      screen.getByText(
        'Under warranty until Mar 1, 2027 — Pitco, 800-555-0100. Call the warranty provider before paying for a repair.',
      ),
    ).toBeInTheDocument();

    expect(await submitTicket(calls)).toMatchObject({
      location: 'Downtown',
      category: 'Fryer',
      equipmentId: 'e2',
    });
  });

  it('leaves the provider out of the warranty notice when none is on file', async () => {
    stubServer();
    renderForm();
    await openDowntownFryers();
    await user.click(screen.getByRole('option', { name: /Old fryer/ }));
    expect(
      screen.getByText(
        'Under warranty until Mar 1, 2027. Call the warranty provider before paying for a repair.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear equipment' }));
    expect(picker()).toHaveValue('');
    expect(screen.queryByText(/Under warranty until/)).not.toBeInTheDocument();
  });

  it('fills the store, category and unit from ?equipmentId=', async () => {
    const calls = stubServer({
      'GET /api/equipment/e2': () => jsonResponse(200, FRYER_2),
      'POST /api/tickets': () => jsonResponse(201, { id: 't1' }),
    });
    renderForm({ initialEquipmentId: 'e2' });
    await waitFor(() => {
      expect(picker()).toHaveValue('Fryer 2');
    });
    expect(screen.getByLabelText('Location *')).toHaveTextContent('Downtown');
    expect(screen.getByLabelText('Category *')).toHaveTextContent('Fryer');
    expect(screen.getByText(/^Under warranty until Mar 1, 2027/)).toBeInTheDocument();

    expect(await submitTicket(calls)).toMatchObject({ equipmentId: 'e2' });
  });

  it('starts empty with a quiet notice when the linked unit cannot be read', async () => {
    stubServer();
    renderForm({ initialEquipmentId: 'unknown' });
    expect(
      await screen.findByText('The equipment in the link was not found, so none is filled in.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Location *')).toHaveTextContent('Select a location');
    expect(picker()).toHaveValue('');
    expect(picker()).toBeDisabled();
  });
});
