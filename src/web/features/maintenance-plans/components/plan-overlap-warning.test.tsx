import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { PlanEditor } from './plan-editor.tsx';
import { CATEGORY, PLAN, STORE, STORE_2 } from './test-fixtures.ts';

// Issue 36: saving a plan that overlaps another shows the server's warning naming that plan; the
// admin saves anyway, which resends the same plan with confirmOverlap.

const OVERLAP_MESSAGE =
  'This overlaps the plan "Fryer boil-out": Kitchen Equipment at Downtown, Every month on the 1st at 06:00.';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubApi() {
  const saves: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      if (method === 'PUT' && path === `/api/pm-plans/${PLAN.id}`) {
        const body = JSON.parse(init?.body as string) as { confirmOverlap?: boolean };
        saves.push(body);
        return Promise.resolve(
          body.confirmOverlap
            ? jsonResponse(200, PLAN)
            : jsonResponse(409, { error: OVERLAP_MESSAGE, code: 'PM_PLAN_OVERLAP' }),
        );
      }
      if (path === '/api/pm-plans/preview')
        return Promise.resolve(jsonResponse(200, { recurrenceText: 'Monthly', dueDates: [] }));
      if (path === '/api/locations') return Promise.resolve(jsonResponse(200, [STORE, STORE_2]));
      if (path === '/api/categories') return Promise.resolve(jsonResponse(200, [CATEGORY]));
      return Promise.resolve(jsonResponse(200, []));
    }),
  );
  return saves;
}

describe('PlanOverlapWarning in the plan editor', () => {
  it('names the overlapping plan and saves anyway only when asked', async () => {
    const saves = stubApi();
    const onDone = vi.fn();
    renderWithProviders(<PlanEditor editing={PLAN} onDone={onDone} onCancel={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A similar plan already exists')).toBeInTheDocument();
    expect(screen.getByText(OVERLAP_MESSAGE)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ title: PLAN.title });
    expect(saves[0]).not.toHaveProperty('confirmOverlap');

    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalled();
    });
    expect(saves[1]).toMatchObject({ title: PLAN.title, confirmOverlap: true });
  });
});
