import { z } from 'zod';

import { UserSchema, UsernameKeySchema } from './user.ts';

export const LoginInputSchema = z.object({
  username: UsernameKeySchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(1024, { message: 'Password is too long' }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

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
