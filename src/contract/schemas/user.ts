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

// Product rules §5 and §7: create sends name, username, password, role and status (active by default).
// A manager may be given a store (architecture §4); other roles have none.
export const CreateUserInputSchema = z.object({
  name: requiredText('Name', 100),
  username: UsernameSchema,
  password: PasswordSchema,
  role: UserRoleSchema,
  status: UserStatusSchema.default('active'),
  locationId: IdSchema.nullish().transform((value) => value ?? null),
});
export type CreateUserInput = z.input<typeof CreateUserInputSchema>;
export type CreateUserValues = z.output<typeof CreateUserInputSchema>;

// Product rules §5: on edit the username is read-only and only name, role and status are sent. A username
// is tolerated only when it is unchanged; `locationId` absent keeps the store, null clears it.
export const UpdateUserInputSchema = z.object({
  name: requiredText('Name', 100),
  role: UserRoleSchema,
  status: UserStatusSchema,
  locationId: IdSchema.nullish(),
  username: z.string().optional(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;
