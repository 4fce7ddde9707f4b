import { z } from 'zod';

import { USER_ROLES, USER_STATUSES } from '../constants.ts';
import { IdSchema, requiredText } from './common.ts';

export const UserRoleSchema = z.enum(USER_ROLES, {
  message: `Role must be one of: ${USER_ROLES.join(', ')}`,
});
export const UserStatusSchema = z.enum(USER_STATUSES, {
  message: `Status must be one of: ${USER_STATUSES.join(', ')}`,
});

/** A user as the API answers it: never a password or its hash. */
export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  username: z.string(),
  role: UserRoleSchema,
  status: UserStatusSchema,
  locationId: IdSchema.nullable(),
  locationName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const UsernameSchema = requiredText('Username', 64).regex(USERNAME_PATTERN, {
  message: 'Username may contain only letters, digits and . _ @ -',
});

export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(256, { message: 'Password must be at most 256 characters' });
