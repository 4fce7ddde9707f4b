import { z } from 'zod';

import { CreateUserInputSchema } from '#contract/schemas/password-inputs.ts';
import { UpdateUserInputSchema, UserStatusSchema } from '#contract/schemas/user.ts';
import { refinePasswordNotUsername } from '#contract/utils/password-policy.ts';

/** The store select's value for "no store" (a select option cannot be empty). */
export const NO_STORE = 'none';

// The contract's schemas, with the store as the select holds it; the form sends null for NO_STORE.
const storeChoice = z.string();

/**
 * Create: name, username and password required (product rules §5), checked as the server checks them.
 * Zod refuses to extend a refined schema, so the contract's fields and refinement are reused.
 */
export const CreateUserFormSchema = z
  .object({ ...CreateUserInputSchema.shape, status: UserStatusSchema, locationId: storeChoice })
  .superRefine(refinePasswordNotUsername);

/** Edit: the username is read-only and no password is sent (product rules §5). */
export const EditUserFormSchema = UpdateUserInputSchema.extend({
  username: z.string(),
  password: z.string(),
  locationId: storeChoice,
});

export type UserFormValues = z.input<typeof CreateUserFormSchema>;
