import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { PlanList } from './plan-list.tsx';
import { TemplateList } from './template-list.tsx';
import { PLAN, STORE, STORE_2, TEMPLATE } from './test-fixtures.ts';

function stubApi(plans: Response) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      });
      if (path === '/api/pm-plans') return Promise.resolve(plans.clone());
      if (path === '/api/pm-templates') return Promise.resolve(jsonResponse(200, [TEMPLATE]));
      if (path === `/api/pm-templates/${TEMPLATE.id}/apply`) {
        return Promise.resolve(jsonResponse(201, { plans: [PLAN, PLAN] }));
      }
      if (path === '/api/locations') return Promise.resolve(jsonResponse(200, [STORE, STORE_2]));
      return Promise.resolve(jsonResponse(200, []));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanList', () => {
  it('shows each plan with what it covers, its recurrence, on-time rate and status', async () => {
    stubApi(
      jsonResponse(200, [
        PLAN,
        {
          ...PLAN,
          id: PLAN.id.replace('1', '9'),
          title: 'Descale',
          onTimeRate: null,
          status: 'paused',
        },
      ]),
    );
    renderWithProviders(
      <PlanList filters={{}} onFiltersChange={vi.fn()} isAdmin onBrowseTemplates={vi.fn()} />,
    );
    expect(await screen.findByRole('link', { name: PLAN.title })).toHaveAttribute(
      'href',
      `/maintenance-plans/${PLAN.id}`,
    );
    expect(screen.getAllByText('Kitchen Equipment at 2 stores')).toHaveLength(2);
    expect(screen.getAllByText('Every month on the 1st at 06:00')).toHaveLength(2);
    expect(screen.getByText('92 % on time')).toBeVisible();
    // Neither was done yet; the paused one has no rate yet either.
    expect(screen.getAllByText('—', { selector: 'td' })).toHaveLength(3);
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Paused')).toBeVisible();
  });

  it('offers the templates when there are no plans (admins only) and says when loading failed', async () => {
    stubApi(jsonResponse(200, []));
    const onBrowse = vi.fn();
    const { unmount } = renderWithProviders(
      <PlanList filters={{}} onFiltersChange={vi.fn()} isAdmin onBrowseTemplates={onBrowse} />,
    );
    expect(await screen.findByText('No maintenance plans yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Browse templates' }));
    expect(onBrowse).toHaveBeenCalled();
    unmount();
    renderWithProviders(
      <PlanList
        filters={{}}
        onFiltersChange={vi.fn()}
        isAdmin={false}
        onBrowseTemplates={vi.fn()}
      />,
    );
    expect(await screen.findByText('No maintenance plans yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Browse templates' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the server’s message when the plans cannot load', async () => {
    stubApi(jsonResponse(500, { error: 'Database unavailable', code: 'INTERNAL' }));
    renderWithProviders(
      <PlanList filters={{}} onFiltersChange={vi.fn()} isAdmin onBrowseTemplates={vi.fn()} />,
    );
    expect(await screen.findByText('Database unavailable', {}, { timeout: 10_000 })).toBeVisible();
  });
});

describe('TemplateList', () => {
  it('applies a template to the chosen stores and says how many plans it made', async () => {
    const sent = stubApi(jsonResponse(200, []));
    renderWithProviders(<TemplateList isAdmin />);
    expect(await screen.findByText(TEMPLATE.title)).toBeVisible();
    expect(screen.getByText('Kitchen Equipment · 3 checklist items')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to stores' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose at least one store')).toBeVisible();
    await userEvent.click(await screen.findByRole('checkbox', { name: STORE.name }));
    await userEvent.click(screen.getByRole('checkbox', { name: STORE_2.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 plans created')).toBeVisible();
    await waitFor(() => {
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        locationIds: [STORE.id, STORE_2.id],
        startDate: null,
        defaultTechnicianId: null,
      });
    });
  });
});
