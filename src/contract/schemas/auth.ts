import { z } from 'zod';

import { NewPasswordSchema } from '../utils/password-policy.ts';
import { UserSchema, UsernameKeySchema } from './user.ts';

export const LoginInputSchema = z.object({
  username: UsernameKeySchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(1024, { message: 'Password is too long' }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

// Change your own password: the current one proves it is you (a borrowed signed-in screen is not
// enough); the new one follows the policy, checked against the username by the server.
export const ChangePasswordInputSchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, { message: 'Current password is required' })
    .max(1024, { message: 'Current password is too long' }),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** What the login screen may offer: 'Forgot password?' only when the server can send e-mail. */
export const LoginOptionsSchema = z.object({ forgotPassword: z.boolean() });
export type LoginOptions = z.infer<typeof LoginOptionsSchema>;

export const ForgotPasswordInputSchema = z.object({
  login: z
    .string({ message: 'Username or e-mail is required' })
    .trim()
    .min(1, { message: 'Username or e-mail is required' })
    .max(254, { message: 'Username or e-mail is too long' }),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const FORGOT_PASSWORD_ANSWER =
  'If an account matches, we have sent it an e-mail with a link to choose a new password. The link works once, for 30 minutes.';
export const ForgotPasswordResultSchema = z.object({ message: z.string() });

export const ResetPasswordInputSchema = z.object({
  token: z
    .string({ message: 'The reset link is incomplete' })
    .min(20, { message: 'The reset link is incomplete' })
    .max(200, { message: 'The reset link is invalid' }),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The signed-in user: what POST /api/login and GET /api/me answer. */
export const SessionUserSchema = UserSchema;
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  /** The business time zone (the server's TZ): the web names it beside times when the browser is elsewhere. */
  timeZone: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
