import type { LoginInput, SessionUser } from '#contract/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-request.ts';

/**
 * LoginInputSchema's maximum lengths, written out so the sign-in page carries no zod (decision
 * 043); login.test.ts fails when they drift from the schema.
 */
export const LOGIN_MAX_LENGTH = { username: 64, password: 1024 } as const;

export function login(input: LoginInput): Promise<SessionUser> {
  return apiRequest('POST /api/login', { body: input, isLoginRequest: true });
}
