import { z } from 'zod';

import {
  ChangePasswordInputSchema,
  ResetPasswordInputSchema,
} from '#contract/schemas/password-inputs.ts';
import { PASSWORD_MESSAGES, passwordProblem } from '#contract/utils/password-policy.ts';

export const PASSWORDS_DIFFER_MESSAGE = 'The new passwords do not match';

/**
 * Refuses a confirmation that differs from a new password the policy accepts (a refused new
 * password carries its own message), and, when the username is known, a new password equal to it.
 */
function refineNewPassword(username: string | null) {
  return (
    value: { newPassword: string; confirmPassword: string },
    context: z.RefinementCtx,
  ): void => {
    const problem = passwordProblem(value.newPassword, username);
    if (problem === PASSWORD_MESSAGES.username) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
    }
    if (problem === null && value.confirmPassword !== value.newPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: PASSWORDS_DIFFER_MESSAGE,
      });
    }
  };
}

/** The change-password form: the contract's schema, a confirmation, and the username rule. */
export function changePasswordFormSchema(username: string) {
  return ChangePasswordInputSchema.extend({ confirmPassword: z.string() }).superRefine(
    refineNewPassword(username),
  );
}
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/** The reset-password form: the contract's new password and a confirmation (the token is the link's). */
export const ResetPasswordFormSchema = ResetPasswordInputSchema.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .superRefine(refineNewPassword(null));
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;
