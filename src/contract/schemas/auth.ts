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

/** The signed-in user: what POST /api/login and GET /api/me answer. */
export const SessionUserSchema = UserSchema;
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
