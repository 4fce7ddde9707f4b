import { request } from '@playwright/test';
import type { Locator } from '@playwright/test';

import commonEn from '../../src/web/lib/i18n/locales/en/common.json' with { type: 'json' };
import timeClockEn from '../../src/web/lib/i18n/locales/en/time-clock.json' with { type: 'json' };
import todayEn from '../../src/web/lib/i18n/locales/en/today.json' with { type: 'json' };
import { apiAs } from './support/api-session.ts';
import { DEMO_USERS } from './support/demo-users.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Issue 40, decision 044: at 375 px a technician switches to Español in Settings, reads Today and
// the Time Clock in Spanish (no English left there but names and data) and clocks in.

test.use({ viewport: { width: 375, height: 812 }, locale: 'en-US' });

const PASSWORD = 'Cocina-Segura-2026';
let username: string;
const title = `Freidora 2 no calienta ${String(Date.now())}`;

/** Every English text of the catalogues these screens use, long enough to be words, not symbols. */
function englishTexts(value: unknown): string[] {
  if (typeof value === 'string') {
    // Interpolations and tags split a text into the pieces a screen shows around the values.
    return value
      .split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/)
      .map((piece) => piece.trim())
      .filter((piece) => /[A-Za-z]{3}/.test(piece));
  }
  if (typeof value === 'object' && value !== null)
    return Object.values(value).flatMap(englishTexts);
  return [];
}

// 'ticket' is the Spanish word too (docs/glossary-es.md); language names are named in themselves.
const SAME_IN_SPANISH = new Set(['Error', 'English', 'Español', 'ticket', 'tickets']);
const ENGLISH = [
  ...new Set([...englishTexts(timeClockEn), ...englishTexts(todayEn), ...englishTexts(commonEn)]),
].filter((text) => !SAME_IN_SPANISH.has(text));

/** The English catalogue texts a region still shows (its data are names and Spanish titles). */
async function englishLeftIn(region: Locator): Promise<string[]> {
  const shown = await region.innerText();
  return ENGLISH.filter((text) =>
    new RegExp(`\\b${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(shown),
  );
}

test.beforeAll(async ({ baseURL }) => {
  // A technician of their own, with one ticket scheduled today, so no other journey shares them.
  const admin = await apiAs(baseURL, DEMO_USERS.admin.username);
  username = `lucia${String(Date.now())}`;
  const created = await admin.post('/api/users', {
    data: { name: 'Lucía Ramírez', username, password: 'Temporal-Clave-2026', role: 'technician' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const tech = await request.newContext({ baseURL });
  const login = await tech.post('/api/login', {
    data: { username, password: 'Temporal-Clave-2026' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  // An admin-set password is changed at first sign-in (decision 015).
  const changed = await tech.post('/api/change-password', {
    data: { currentPassword: 'Temporal-Clave-2026', newPassword: PASSWORD },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const ticket = await admin.post('/api/tickets', {
    data: {
      title,
      description: 'La freidora de la izquierda no pasa de 250 °F.',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'medium',
    },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const start = new Date(Date.now() + 10 * 60_000);
  const assigned = await admin.patch(
    `/api/tickets/${((await ticket.json()) as { id: string }).id}`,
    {
      data: {
        assignedTo: id,
        scheduledStart: start.toISOString(),
        scheduledEnd: new Date(start.getTime() + 60 * 60_000).toISOString(),
        allDay: false,
      },
    },
  );
  expect(assigned.ok(), await assigned.text()).toBe(true);
  await admin.dispose();
  await tech.dispose();
});

test('a technician switches to Español, reads Today and the Time Clock in Spanish and clocks in', async ({
  page,
}) => {
  await signInAs(page, { username, password: PASSWORD });
  // An English browser: the app starts in English.
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();

  // Settings, from the sidebar's foot (a sheet on a phone).
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Idioma guardado' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Stored on the account: the server answers in Spanish too.
  const me = (await (await page.request.get('/api/me')).json()) as { language: string };
  expect(me.language).toBe('es');
  await screenshot(page, { path: 'test-results/spanish-settings-375.png' });

  // Today, on the dashboard.
  await page.goto('/dashboard');
  const today = page.getByTestId('today-list');
  await expect(today.getByRole('heading', { level: 2, name: 'Hoy' })).toBeVisible();
  const row = today.getByRole('article', { name: new RegExp(title) });
  await expect(row).toContainText('Abierto');
  await expect(row.getByRole('button', { name: 'Aceptar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estadísticas de trabajo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  expect(await englishLeftIn(today)).toEqual([]);
  for (const region of ['Reloj checador del día', 'Estadísticas de trabajo', 'Acciones rápidas']) {
    const section = page
      .getByRole('region', { name: region })
      .or(page.locator('section').filter({ has: page.getByRole('heading', { name: region }) }));
    expect(await englishLeftIn(section.first()), region).toEqual([]);
  }
  await screenshot(page, { path: 'test-results/spanish-today-375.png' });

  // The Time Clock, in Spanish, with its date in Spanish.
  await page.getByRole('link', { name: 'Ir al reloj checador' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reloj checador' })).toBeVisible();
  const main = page.locator('main#main');
  await expect(main.getByText(/ de \d{4}$/).first()).toBeVisible();
  await expect(main.getByText('No has marcado tu entrada.')).toBeVisible();
  expect(await englishLeftIn(main)).toEqual([]);

  // Clock in.
  await main.getByRole('button', { name: 'Marcar entrada' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Entrada marcada' });
  await expect(toast).toContainText('Tu turno de trabajo empezó');
  await expect(main.getByText('Turno activo', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Marcar salida' })).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Tiempo trabajado' })).toBeVisible();
  await expect(main.getByTestId('time-log-row').first()).toContainText('Activo');
  expect(await englishLeftIn(main)).toEqual([]);
  await screenshot(page, { path: 'test-results/spanish-time-clock-375.png' });

  // Nothing of the page is wider than the phone (Spanish runs longer).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The server's errors follow the language too.
  const again = await page.request.post('/api/time-clock/in', { data: {} });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toBe('Ya marcaste tu entrada');
  await page.request.post('/api/time-clock/out', { data: {} });
});
