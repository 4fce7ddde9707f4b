import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { SessionUser } from '#contract/schemas/auth.ts';
import type { Insight } from '#contract/schemas/ai.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { callsTo, stubApi } from '#tests/web/stub-api.ts';

import { LanguageSettingsCard } from './language-settings-card.tsx';

const ADMIN: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Alex Admin',
  username: 'admin',
  role: 'admin',
  status: 'active',
  locationId: null,
  locationName: null,
  homeLocationId: null,
  email: null,
  phone: null,
  mustChangePassword: false,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** An answer the server words in the reader's language, cached as the dashboard caches it. */
function FirstInsight() {
  const insights = useQuery<Insight[]>({ queryKey: queryKeys.insights() });
  return <p data-testid="insight">{insights.data?.[0]?.issue ?? ''}</p>;
}

describe('LanguageSettingsCard', () => {
  it('refetches the answers the server worded once the language is changed (decision 044)', async () => {
    let language: 'en' | 'es' = 'en';
    const issue = () =>
      language === 'es'
        ? 'El congelador de Downtown falló 3 veces'
        : 'The Downtown freezer failed 3 times';
    const fetchMock = stubApi({
      'GET /api/insights': () => jsonResponse(200, [{ issue: issue() }]),
      'PATCH /api/me': () => {
        language = 'es';
        return jsonResponse(200, { ...ADMIN, language: 'es' });
      },
    });
    renderWithProviders(
      <>
        <LanguageSettingsCard />
        <FirstInsight />
      </>,
    );
    expect(await screen.findByText('The Downtown freezer failed 3 times')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByText('El congelador de Downtown falló 3 veces')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/insights')).toHaveLength(2);
    expect(callsTo(fetchMock, 'PATCH /api/me')).toHaveLength(1);
  });
});
