import { z } from 'zod';

import { COMMON_PASSWORDS_TEXT } from '../data/common-passwords.ts';

// The one password policy (decision 015), applied wherever a password is set: create user,
// approve a signup, change, reset, forgot-password and the first admin's ADMIN_PASSWORD. The
// server enforces it; the web shows the same messages before sending.
const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  username: 'Password must not be the username',
  common: 'This password is too common; choose one that is harder to guess',
} as const;

// Built on first use: a Set of ~11k strings is cheap, but no reason to build it for the login page.
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/** The first rule a password breaks, or null when it is acceptable for that username. */
export function passwordProblem(password: string, username?: string | null): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (username && password.toLowerCase() === username.trim().toLowerCase())
    return PASSWORD_MESSAGES.username;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}

/**
 * A new password without knowing the username yet (length and the common list); schemas that
 * carry the username add `refinePasswordNotUsername`.
 */
export const NewPasswordSchema = z
  .string({ message: PASSWORD_MESSAGES.required })
  .superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** Adds the "not the username" rule to an object schema holding `username` and `password`. */
export function refinePasswordNotUsername(
  value: { username: string; password: string },
  context: z.RefinementCtx,
): void {
  if (passwordProblem(value.password, value.username) === PASSWORD_MESSAGES.username) {
    context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.username });
  }
}
