import { describe, expect, it } from 'vitest';

import type { Certification } from '#contract/schemas/certification.ts';
import type {
  ApprovedTechnicianSignup,
  TechnicianSignup,
} from '#contract/schemas/technician-signup.ts';
import type { User } from '#contract/schemas/user.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// expect.any() is typed any; matchers are compared as unknown.
const anyString: unknown = expect.any(String);
const { ctx } = fileTestContext();

let applicantCount = 0;
/** A public application; each comes from its own address unless told, to stay under the limit. */
function apply(payload: Record<string, unknown>, remoteAddress?: string) {
  applicantCount += 1;
  return ctx.anonymous({
    method: 'POST',
    url: '/api/technician-signups',
    payload,
    remoteAddress: remoteAddress ?? `10.1.0.${String(applicantCount)}`,
  });
}

async function submit(overrides: Record<string, unknown> = {}): Promise<TechnicianSignup> {
  const response = await apply({
    name: 'Sam Rivera',
    email: `sam${String(applicantCount)}@example.com`,
    phone: '(201) 555-2000',
    certifications: ['HVAC', 'Refrigeration'],
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<TechnicianSignup>();
}

async function listSignups(status = 'pending'): Promise<TechnicianSignup[]> {
  const response = await ctx.admin.request({
    method: 'GET',
    url: `/api/technician-signups?status=${status}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TechnicianSignup[]>();
}

function approve(id: string, payload: Record<string, unknown>, actor = ctx.admin) {
  return actor.request({ method: 'POST', url: `/api/technician-signups/${id}/approve`, payload });
}

async function listUsers(): Promise<User[]> {
  return (await ctx.admin.request({ method: 'GET', url: '/api/users' })).json<User[]>();
}

describe('POST /api/technician-signups (public)', () => {
  it('stores an application as pending without any session', async () => {
    const response = await apply({
      name: ' Sam Rivera ',
      email: ' sam@example.com ',
      phone: '(201) 555-2000',
      certifications: ['HVAC', 'Fryer Systems'],
      status: 'approved',
      joinedDate: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: anyString,
      name: 'Sam Rivera',
      email: 'sam@example.com',
      // Stored in one form, E.164 (docs/decisions/028).
      phone: '+12015552000',
      certifications: ['HVAC', 'Fryer Systems'],
      status: 'pending',
      joinedDate: '2026-01-06T14:00:00.000Z',
      reviewedAt: null,
      userId: null,
    });
  });

  it('accepts an application without certifications', async () => {
    const signup = await submit({ certifications: undefined });
    expect(signup.certifications).toEqual([]);
  });

  it('requires name, email and phone', async () => {
    const response = await apply({ name: '', email: '', phone: ' ' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: string }>();
    expect(error).toContain('Name is required');
    expect(error).toContain('Email is required');
    expect(error).toContain('Phone is required');
  });

  it('refuses a malformed email or phone and stores nothing', async () => {
    const before = await listSignups('all');
    const email = await apply({ name: 'Bad Mail', email: 'not-an-email', phone: '(201) 555-0100' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Enter a valid email address',
    });
    const phone = await apply({ name: 'Bad Phone', email: 'bad@example.com', phone: 'call me' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ error: 'Enter a valid phone number' });
    // Digits alone are not enough: too short, or no such area code (libphonenumber-js).
    for (const text of ['555 0100', '(555) 010-2000', '+999 1234']) {
      const invalid = await apply({ name: 'Bad Phone', email: 'bad@example.com', phone: text });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ error: 'Enter a valid phone number' });
    }
    expect(await listSignups('all')).toEqual(before);
  });

  it('accepts only the eight certifications of the spec, each once', async () => {
    const unknown = await apply({
      name: 'Unknown Cert',
      email: 'unknown-cert@example.com',
      phone: '(201) 555-0101',
      certifications: ['Welding'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toContain(
      'Certifications must be among: HVAC, Electrical',
    );
    const duplicate = await apply({
      name: 'Twice',
      email: 'twice@example.com',
      phone: '(201) 555-0102',
      certifications: ['Safety', 'Safety'],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ error: 'Each certification can be chosen only once' });
  });

  it('refuses a second pending application with the same email', async () => {
    await submit({ email: 'repeat@example.com' });
    const again = await apply({
      name: 'Again',
      email: 'REPEAT@example.com',
      phone: '(201) 555-0103',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'An application with this email is already awaiting review',
    });
  });

  it('limits how many applications one address can file in 15 minutes', async () => {
    const address = '10.9.9.9';
    let last = await apply(
      { name: 'Flood 0', email: 'flood0@example.com', phone: '(201) 555-0200' },
      address,
    );
    for (let index = 1; index <= 12 && last.statusCode === 201; index += 1) {
      last = await apply(
        {
          name: `Flood ${String(index)}`,
          email: `flood${String(index)}@example.com`,
          phone: '(201) 555-0200',
        },
        address,
      );
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await listSignups()).filter((signup) => signup.name.startsWith('Flood'))).toHaveLength(
      10,
    );
    // Another address is not affected.
    expect(
      (await apply({ name: 'Neighbour', email: 'neighbour@example.com', phone: '(201) 555-0201' }))
        .statusCode,
    ).toBe(201);
  });
});

describe('GET /api/technician-signups', () => {
  it('lists pending applications, newest first, to admins', async () => {
    const older = await submit({ name: 'Older Applicant' });
    ctx.clock.advance(60_000);
    const newer = await submit({ name: 'Newer Applicant' });
    const pending = await listSignups();
    expect(pending.every((signup) => signup.status === 'pending')).toBe(true);
    const ids = pending.map((signup) => signup.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('is admin only', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      expect(
        (await actor.request({ method: 'GET', url: '/api/technician-signups' })).statusCode,
      ).toBe(403);
    }
    expect(
      (await ctx.anonymous({ method: 'GET', url: '/api/technician-signups' })).statusCode,
    ).toBe(401);
  });

  it('refuses an unknown status filter', async () => {
    const response = await ctx.admin.request({
      method: 'GET',
      url: '/api/technician-signups?status=maybe',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/technician-signups/:id/approve', () => {
  it('creates an active technician with the chosen username, a temporary password and the certifications', async () => {
    const signup = await submit({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '(201) 555-0300',
    });
    const response = await approve(signup.id, { username: 'jlee', password: 'welcome-123' });
    expect(response.statusCode).toBe(200);
    const { signup: reviewed, user } = response.json<ApprovedTechnicianSignup>();
    expect(user).toMatchObject({
      name: 'Jordan Lee',
      username: 'jlee',
      role: 'technician',
      status: 'active',
      email: 'jordan@example.com',
      phone: '+12015550300',
      mustChangePassword: true,
    });
    expect(reviewed).toMatchObject({ id: signup.id, status: 'approved', userId: user.id });
    expect(response.body).not.toMatch(/welcome-123|argon2/);

    // The new technician is offered for assignment and can sign in with the temporary password.
    const assignable = (await listUsers()).filter(
      (candidate) => candidate.role === 'technician' && candidate.status === 'active',
    );
    expect(assignable.map((candidate) => candidate.id)).toContain(user.id);
    const login = await ctx.anonymous({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'jlee', password: 'welcome-123' },
    });
    expect(login.statusCode).toBe(200);

    const certifications = (
      await ctx.admin.request({ method: 'GET', url: `/api/certifications?userId=${user.id}` })
    ).json<Certification[]>();
    expect(certifications.map((certification) => certification.certificationName)).toEqual([
      'HVAC',
      'Refrigeration',
    ]);
    expect((await listSignups()).some((pending) => pending.id === signup.id)).toBe(false);
  });

  it('refuses to approve the same application twice', async () => {
    const signup = await submit();
    expect(
      (await approve(signup.id, { username: 'twice-approved', password: 'welcome-123' }))
        .statusCode,
    ).toBe(200);
    const again = await approve(signup.id, {
      username: 'twice-approved-2',
      password: 'welcome-123',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This application was already approved' });
    expect((await listUsers()).some((user) => user.username === 'twice-approved-2')).toBe(false);
  });

  it('refuses a taken username and leaves the application pending with no account created', async () => {
    const signup = await submit({ name: 'Name Clash' });
    const usersBefore = await listUsers();
    const response = await approve(signup.id, { username: 'Tech', password: 'welcome-123' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DUPLICATE_NAME' });
    expect(await listUsers()).toEqual(usersBefore);
    expect((await listSignups()).find((pending) => pending.id === signup.id)?.status).toBe(
      'pending',
    );
  });

  it('requires a username and a temporary password that follows the password policy', async () => {
    const signup = await submit();
    const response = await approve(signup.id, { username: '', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(
      'Password must be at least 10 characters',
    );
    expect((await listSignups()).find((pending) => pending.id === signup.id)?.status).toBe(
      'pending',
    );
  });

  it('is admin only and answers 404 for an unknown application', async () => {
    const signup = await submit();
    for (const actor of [ctx.manager, ctx.technician]) {
      expect(
        (await approve(signup.id, { username: 'sneaky', password: 'welcome-123' }, actor))
          .statusCode,
      ).toBe(403);
    }
    const unknown = await approve('00000000-0000-4000-8000-000000000000', {
      username: 'ghost',
      password: 'welcome-123',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await listUsers()).some((user) => ['sneaky', 'ghost'].includes(user.username))).toBe(
      false,
    );
  });
});

describe('POST /api/technician-signups/:id/reject', () => {
  it('rejects a pending application, which then cannot be approved', async () => {
    const signup = await submit({ name: 'Not This Time' });
    const response = await ctx.admin.request({
      method: 'POST',
      url: `/api/technician-signups/${signup.id}/reject`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: signup.id,
      status: 'rejected',
      reviewedAt: anyString,
    });
    expect((await listSignups('rejected')).map((rejected) => rejected.id)).toContain(signup.id);
    const approval = await approve(signup.id, { username: 'too-late', password: 'welcome-123' });
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toMatchObject({ error: 'This application was already rejected' });
  });

  it('is admin only', async () => {
    const signup = await submit();
    const response = await ctx.manager.request({
      method: 'POST',
      url: `/api/technician-signups/${signup.id}/reject`,
    });
    expect(response.statusCode).toBe(403);
    expect((await listSignups()).find((pending) => pending.id === signup.id)?.status).toBe(
      'pending',
    );
  });
});
