import { z } from 'zod';

import { NewPasswordSchema, refinePasswordNotUsername } from '../utils/password-policy.ts';
import { IdSchema, requiredText } from './common.ts';
import { HourlyCostCentsSchema, UsernameSchema, UserRoleSchema, UserStatusSchema } from './user.ts';

// Every input that sets a password, apart from the schemas the sign-in screen reads: the password
// policy carries the list of common passwords (about 100 KB), which only these screens need, so the
// login bundle stays small (bench web budget).

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

export const ResetPasswordInputSchema = z.object({
  token: z
    .string({ message: 'The reset link is incomplete' })
    .min(20, { message: 'The reset link is incomplete' })
    .max(200, { message: 'The reset link is invalid' }),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** A password being set: the one policy of decision 015 (the username rule is added per schema). */
export const PasswordSchema = NewPasswordSchema;

// Product rules §5 and §7: create sends name, username, password, role and status (active by default).
// A manager may be given a store (architecture §4); other roles have none.
export const CreateUserInputSchema = z
  .object({
    name: requiredText('Name', 100),
    username: UsernameSchema,
    password: PasswordSchema,
    role: UserRoleSchema,
    status: UserStatusSchema.default('active'),
    locationId: IdSchema.nullish().transform((value) => value ?? null),
    homeLocationId: IdSchema.nullish().transform((value) => value ?? null),
    /** Decision 037: what an hour of the person's work costs, in cents (admins only). */
    hourlyCostCents: HourlyCostCentsSchema.transform((value) => value ?? null),
  })
  .superRefine(refinePasswordNotUsername);
export type CreateUserInput = z.input<typeof CreateUserInputSchema>;
export type CreateUserValues = z.output<typeof CreateUserInputSchema>;
