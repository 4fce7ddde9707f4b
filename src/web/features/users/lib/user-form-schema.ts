import { z } from 'zod';

import { CreateUserInputSchema } from '#contract/schemas/password-inputs.ts';
import { UpdateUserInputSchema, UserStatusSchema } from '#contract/schemas/user.ts';
import { refinePasswordNotUsername } from '#contract/utils/password-policy.ts';

/** The store select's value for "no store" (a select option cannot be empty). */
export const NO_STORE = 'none';

// The contract's schemas, with the store as the select holds it; the form sends null for NO_STORE.
const storeChoice = z.string();

/** Decision 037: the hourly cost as typed, in currency units ('' for none); sent as cents. */
const hourlyCost = z
  .string()
  .trim()
  .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, 'Hourly cost must be an amount like 25.00');

/** '25.5' → 2550, '' → null. */
export function hourlyCostCentsOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Math.round(Number(trimmed) * 100);
}

/** 2550 → '25.50', null → ''. */
export function hourlyCostTextOf(cents: number | null | undefined): string {
  return cents == null ? '' : (cents / 100).toFixed(2);
}

/**
 * Create: name, username and password required (product rules §5), checked as the server checks them.
 * Zod refuses to extend a refined schema, so the contract's fields and refinement are reused.
 */
export const CreateUserFormSchema = z
  .object({
    ...CreateUserInputSchema.shape,
    status: UserStatusSchema,
    locationId: storeChoice,
    hourlyCost,
  })
  .superRefine(refinePasswordNotUsername);

/** Edit: the username is read-only and no password is sent (product rules §5). */
export const EditUserFormSchema = UpdateUserInputSchema.extend({
  username: z.string(),
  password: z.string(),
  locationId: storeChoice,
  hourlyCost,
});

export type UserFormValues = z.input<typeof CreateUserFormSchema>;
