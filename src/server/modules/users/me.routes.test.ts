import { describe, expect, it } from 'vitest';

import type { SessionUser } from '#contract/schemas/auth.ts';
import type { ErrorBody } from '#contract/errors.ts';
import type { ManagedUser } from '#contract/schemas/user.ts';
import { renderNotificationMail } from '#server/modules/notifications/notification-mail-render.ts';
import { createUser, TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 40: a person's language (PATCH/GET /api/me), the admin's default for new users, and the
// server's error messages in the person's language or, signed out, the request's.
const { ctx } = fileTestContext();

async function me(actor = ctx.technician): Promise<SessionUser> {
  const response = await actor.request({ method: 'GET', url: '/api/me' });
  expect(response.statusCode).toBe(200);
  return response.json<SessionUser>();
}

describe('a person’s language', () => {
  it('is the one they signed in with until they choose one', async () => {
    // The test actors signed in without Accept-Language: English.
    expect((await me()).language).toBe('en');
    await createUser(ctx.database.db, { role: 'technician', username: 'mateo' });
    const login = await ctx.anonymous({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { username: 'mateo', password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<SessionUser>().language).toBe('es');
    // Stored: a later request from an English browser still reads Spanish.
    const sessionCookie = login.cookies.find((cookie) => cookie.name === 'sid');
    const later = await ctx.anonymous({
      method: 'GET',
      url: '/api/me',
      headers: { 'accept-language': 'en-US', cookie: `sid=${sessionCookie?.value ?? ''}` },
    });
    expect(later.json<SessionUser>().language).toBe('es');
  });

  it('is changed with PATCH /api/me and answered by GET /api/me', async () => {
    const response = await ctx.technician.request({
      method: 'PATCH',
      url: '/api/me',
      // Other fields are ignored, never refused (DESIGN.md §5): the role stays.
      payload: { language: 'es', role: 'admin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SessionUser>()).toMatchObject({ language: 'es', role: 'technician' });
    expect(await me()).toMatchObject({ language: 'es', role: 'technician' });
  });

  it('refuses a language the product does not offer with 400 and changes nothing', async () => {
    for (const language of ['fr', 'ES', '', null, 3]) {
      const response = await ctx.technician.request({
        method: 'PATCH',
        url: '/api/me',
        payload: { language },
      });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    }
    expect((await me()).language).toBe('es');
    expect(
      (await ctx.anonymous({ method: 'PATCH', url: '/api/me', payload: { language: 'es' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('error messages', () => {
  it('follow the signed-in person’s language, keeping the code', async () => {
    // The technician chose Spanish above; the browser's header does not override it.
    const response = await ctx.technician.request({
      method: 'POST',
      url: '/api/time-clock/out',
      headers: { 'accept-language': 'en-US' },
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'NOT_CLOCKED_IN',
      error: 'No has marcado tu entrada',
    });
    const english = await ctx.manager.request({ method: 'GET', url: '/api/settings/language' });
    expect(english.statusCode).toBe(200);
    const refused = await ctx.manager.request({
      method: 'PUT',
      url: '/api/settings/language',
      payload: { defaultLanguage: 'es' },
    });
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Only admins can change settings',
    });
  });

  it('follow Accept-Language when signed out, and English for a language not offered', async () => {
    const attempt = (language: string) =>
      ctx.anonymous({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': language },
        payload: { username: 'admin', password: 'not-the-password' },
      });
    const spanish = await attempt('es-419,es;q=0.9');
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json<ErrorBody>()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      error: 'Usuario o contraseña incorrectos',
    });
    const german = await attempt('de-DE,de;q=0.9');
    expect(german.json<ErrorBody>()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid username or password',
    });
    const signedOut = await ctx.anonymous({
      method: 'GET',
      url: '/api/me',
      headers: { 'accept-language': 'es' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json<ErrorBody>().error).toBe('Debes iniciar sesión');
  });

  it('of a bad body read Spanish for a Spanish reader, ours and zod’s own alike', async () => {
    // The technician chose Spanish above: a field's label and limit, an id, and zod's type check.
    const clockIn = await ctx.technician.request({
      method: 'POST',
      url: '/api/time-clock/in',
      payload: { notes: 'x'.repeat(1001), ticketId: 'nope' },
    });
    expect(clockIn.statusCode).toBe(400);
    expect(clockIn.json<ErrorBody>()).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'Notas: 1000 caracteres como máximo; Debe ser un id válido',
      issues: [
        { path: 'notes', message: 'Notas: 1000 caracteres como máximo' },
        { path: 'ticketId', message: 'Debe ser un id válido' },
      ],
    });
    const settings = (actor: typeof ctx.technician) =>
      actor.request({
        method: 'PUT',
        url: '/api/me/notification-settings',
        payload: { dailyDigest: 'yes' },
      });
    expect((await settings(ctx.technician)).json<ErrorBody>().error).toBe(
      'Valor no válido: se espera verdadero o falso, llegó texto',
    );
    // English stays zod's and the contract's words, byte for byte.
    expect((await settings(ctx.manager)).json<ErrorBody>().error).toBe(
      'Invalid input: expected boolean, received string',
    );
    const login = (language: string) =>
      ctx.anonymous({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': language },
        payload: { username: 'admin', password: '' },
      });
    expect((await login('es-MX')).json<ErrorBody>().error).toBe('La contraseña es obligatoria');
    expect((await login('pt-BR,pt;q=0.9')).json<ErrorBody>().error).toBe('Password is required');
    // Nothing was stored: the technician is still not clocked in.
    const active = await ctx.technician.request({ method: 'GET', url: '/api/time-clock/active' });
    expect(active.json<{ isActive: boolean }>().isActive).toBe(false);
  });
});

describe('the language new users start in', () => {
  it('is set by admins; new users get it, existing users keep theirs', async () => {
    const initial = await ctx.admin.request({ method: 'GET', url: '/api/settings/language' });
    expect(initial.json()).toEqual({ defaultLanguage: null });
    const bad = await ctx.admin.request({
      method: 'PUT',
      url: '/api/settings/language',
      payload: { defaultLanguage: 'pt' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await ctx.admin.request({
      method: 'PUT',
      url: '/api/settings/language',
      payload: { defaultLanguage: 'es' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ defaultLanguage: 'es' });

    const created = await ctx.admin.request({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Rosa Díaz',
        username: 'rosa',
        password: 'Kitchen-Repairs-2026',
        role: 'technician',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<ManagedUser>().language).toBe('es');
    // The manager signed in in English before the default changed: still English.
    expect((await me(ctx.manager)).language).toBe('en');

    await ctx.admin.request({
      method: 'PUT',
      url: '/api/settings/language',
      payload: { defaultLanguage: null },
    });
    const next = await ctx.admin.request({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Sam Lee',
        username: 'sam',
        password: 'Kitchen-Repairs-2026',
        role: 'technician',
      },
    });
    expect(next.json<ManagedUser>().language).toBeNull();
  });
});

describe('notifications', () => {
  it('read in the person’s language, e-mails too', async () => {
    // The technician chose Spanish above.
    const created = await ctx.admin.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: 'Máquina de hielo sin hielo',
        description: 'No sale hielo desde la mañana.',
        location: 'Downtown',
        category: 'Ice Machine',
        priority: 'medium',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json<{ id: string; ticketNumber: number }>();
    const assigned = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}`,
      payload: { assignedTo: ctx.technician.user.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const list = await ctx.technician.request({ method: 'GET', url: '/api/notifications' });
    expect(list.statusCode).toBe(200);
    const texts = list.json<{ items: { text: string }[] }>().items.map((item) => item.text);
    expect(texts).toContain(`Administrator te asignó el #${String(ticket.ticketNumber)}`);
    const mail = renderNotificationMail(
      {
        id: 'n1',
        kind: 'ticket.assigned',
        text: `Alex assigned #${String(ticket.ticketNumber)} to you`,
        link: `/tickets/${ticket.id}`,
      },
      {
        to: 'lucia@example.com',
        origin: 'https://fixflow.example',
        unsubscribeToken: 't',
        language: 'es',
      },
    );
    expect(mail.subject).toContain(`Alex te asignó el #${String(ticket.ticketNumber)}`);
    expect(mail.text).toContain('Abrir el ticket: https://fixflow.example/tickets/');
    expect(mail.text).toContain('Recibes este correo por "Tickets asignados a mí"');
    expect(mail.text).toContain('Darte de baja de estos correos: ');
  });
});
