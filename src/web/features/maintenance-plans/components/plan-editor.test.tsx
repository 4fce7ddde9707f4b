import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RRULE_TOO_FREQUENT_MESSAGE } from '#contract/schemas/pm-plan.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { PlanEditor } from './plan-editor.tsx';
import { CATEGORY, PLAN, STORE, STORE_2 } from './test-fixtures.ts';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(preview: (body: { rrule: string }) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push({ method, path, body });
      if (path === '/api/pm-plans/preview')
        return Promise.resolve(preview(body as { rrule: string }));
      if (path === '/api/locations') return Promise.resolve(jsonResponse(200, [STORE, STORE_2]));
      if (path === '/api/categories') return Promise.resolve(jsonResponse(200, [CATEGORY]));
      if (path === '/api/users') return Promise.resolve(jsonResponse(200, []));
      if (method === 'POST' && path === '/api/pm-plans') {
        return Promise.resolve(jsonResponse(201, { ...PLAN, ...(body as object) }));
      }
      return Promise.resolve(jsonResponse(200, []));
    }),
  );
  return sent;
}

const okPreview = () =>
  jsonResponse(200, {
    recurrenceText: 'Every 2 weeks on Mon at 06:00',
    dueDates: ['2026-12-07T11:00:00.000Z', '2026-12-21T11:00:00.000Z'],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanEditor', () => {
  it('shows the contract’s messages under the fields and sends nothing', async () => {
    const sent = stubApi(okPreview);
    renderWithProviders(<PlanEditor editing={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Every unit of a category' }));
    await userEvent.clear(screen.getByLabelText('Lead time (days)'));
    await userEvent.type(screen.getByLabelText('Lead time (days)'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByText('Choose a category', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Choose at least one store')).toBeVisible();
    expect(screen.getByText('Lead time cannot be negative')).toBeVisible();
    expect(sent.filter((request) => request.path === '/api/pm-plans')).toHaveLength(0);
  });

  it('previews the builder’s rule from the server and shows a refused rule’s message', async () => {
    const sent = stubApi((body) =>
      body.rrule.startsWith('FREQ=DAILY')
        ? jsonResponse(400, { error: RRULE_TOO_FREQUENT_MESSAGE, code: 'VALIDATION_ERROR' })
        : okPreview(),
    );
    renderWithProviders(<PlanEditor editing={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'weeks' }));
    await userEvent.clear(screen.getByLabelText('Every'));
    await userEvent.type(screen.getByLabelText('Every'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Mon' }));
    expect(await screen.findByText('Every 2 weeks on Mon at 06:00')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Next due dates' }).children).toHaveLength(2);
    await waitFor(() => {
      expect(sent.at(-1)?.body).toMatchObject({
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
        count: 12,
      });
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'days' }));
    expect(await screen.findByText(RRULE_TOO_FREQUENT_MESSAGE)).toBeVisible();
  });

  it('previews the rule in Spanish: its own words at once, then the server’s', async () => {
    // Decision 044: a Spanish reader is not left without words while the server answers.
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces(['maintenance-plans', 'common']);
    stubApi(okPreview);
    const answerOthers = globalThis.fetch;
    let answerPreview: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        new URL(input, 'http://localhost').pathname === '/api/pm-plans/preview'
          ? new Promise<Response>((resolve) => {
              answerPreview = resolve;
            })
          : answerOthers(input, init),
      ),
    );
    renderWithProviders(<PlanEditor editing={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByTestId('recurrence-text')).toHaveTextContent('Cada mes el día 1');
    await waitFor(() => {
      expect(answerPreview).toBeDefined();
    });
    expect(screen.getByText('Cargando fechas…')).toBeVisible();
    answerPreview?.(
      jsonResponse(200, {
        recurrenceText: 'Cada mes el día 1 a las 06:00',
        dueDates: ['2026-12-01T11:00:00.000Z'],
      }),
    );
    expect(await screen.findByText('Cada mes el día 1 a las 06:00')).toBeVisible();
  });

  it('edits the checklist (add, move, remove) and sends it in order', async () => {
    const sent = stubApi(okPreview);
    const onDone = vi.fn();
    renderWithProviders(<PlanEditor editing={null} onDone={onDone} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Hood filters');
    await userEvent.click(screen.getByRole('radio', { name: 'The store as a whole' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Category of the work/ }));
    await userEvent.click(await screen.findByRole('option', { name: CATEGORY.name }));
    await userEvent.click(await screen.findByRole('checkbox', { name: STORE.name }));
    for (const text of ['Remove', 'Soak', 'Refit']) {
      await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
      // The new item's box takes the focus.
      await userEvent.keyboard(text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByRole('textbox', { name: 'Checklist item 1' })).toHaveValue('Refit');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalled();
    });
    const created = sent.find(
      (request) => request.method === 'POST' && request.path === '/api/pm-plans',
    );
    expect(created?.body).toMatchObject({
      title: 'Hood filters',
      scope: 'store',
      categoryId: CATEGORY.id,
      locationIds: [STORE.id],
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
      leadDays: 3,
      estimatedMinutes: 60,
      checklist: ['Refit', 'Soak'],
    });
  });
});
