import { useId, useState } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';

import { ChangePasswordInputSchema } from '#contract/schemas/auth.ts';
import { passwordProblem } from '#contract/utils/password-policy.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useChangePassword } from '../api/change-password.ts';

export interface ChangePasswordFormProps {
  username: string;
  onChanged: () => void;
  /** Shown beside the submit button (Cancel in the dialog, Logout on the forced screen). */
  secondaryAction?: ReactNode;
}

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * Current password, new password and its confirmation (issue 13). The policy of the contract is
 * checked here for quick feedback; the server checks it again and decides.
 */
export function ChangePasswordForm({
  username,
  onChanged,
  secondaryAction,
}: ChangePasswordFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useChangePassword();
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const canSubmit =
    values.currentPassword !== '' &&
    values.newPassword !== '' &&
    values.confirmPassword !== '' &&
    !mutation.isPending;

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    mutation.reset();
  }

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const parsed = ChangePasswordInputSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field) found[field] ??= issue.message;
      }
    }
    found.newPassword ??= passwordProblem(values.newPassword, username) ?? undefined;
    if (!found.newPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = 'The new passwords do not match';
    }
    if (Object.values(found).some(Boolean) || !parsed.success) {
      setErrors(found);
      return;
    }
    mutation.mutate(parsed.data, { onSuccess: onChanged });
  }

  const fields: { field: Field; id: string; label: string; autoComplete: string }[] = [
    {
      field: 'currentPassword',
      id: ids.current,
      label: 'Current password',
      autoComplete: 'current-password',
    },
    { field: 'newPassword', id: ids.next, label: 'New password', autoComplete: 'new-password' },
    {
      field: 'confirmPassword',
      id: ids.confirm,
      label: 'Confirm new password',
      autoComplete: 'new-password',
    },
  ];

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label="Change password">
      {mutation.error ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorText(mutation.error, 'Failed to change password')}
          </AlertDescription>
        </Alert>
      ) : null}
      {/* The username field lets password managers file the new password under the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {fields.map(({ field, id, label, autoComplete }) => (
        <FormField
          key={field}
          id={id}
          label={label}
          error={errors[field]}
          hint={
            field === 'newPassword'
              ? {
                  id: `${id}-hint`,
                  text: 'At least 10 characters, not your username and not a common password',
                }
              : undefined
          }
        >
          <Input
            id={id}
            type="password"
            autoComplete={autoComplete}
            value={values[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={
              [errors[field] ? `${id}-error` : '', field === 'newPassword' ? `${id}-hint` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              update(field, event.target.value);
            }}
          />
        </FormField>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        {secondaryAction}
        <Button type="submit" disabled={!canSubmit}>
          {mutation.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
