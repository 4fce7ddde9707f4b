import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import { passwordProblem } from '#contract/utils/password-policy.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useResetPassword } from '../api/reset-password.ts';

/** The e-mailed link's screen: a new password (the policy; the server adds the username rule). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useResetPassword();
  const ids = { password: useId(), confirm: useId() };
  const canSubmit = password !== '' && confirm !== '' && !mutation.isPending;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const problem = passwordProblem(password);
    if (problem) {
      setErrors({ password: problem });
      return;
    }
    if (confirm !== password) {
      setErrors({ confirm: 'The new passwords do not match' });
      return;
    }
    mutation.mutate({ token, newPassword: password });
  }

  if (mutation.isSuccess) {
    return (
      <Alert>
        <AlertDescription>
          Your password has been changed.{' '}
          <a className="font-medium underline underline-offset-4" href="/">
            Sign in
          </a>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={handleSubmit}
      noValidate
      aria-label="Choose a new password"
    >
      {mutation.error ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorText(mutation.error, 'Failed to change password')}
          </AlertDescription>
        </Alert>
      ) : null}
      <FormField id={ids.password} label="New password" error={errors.password}>
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={password}
          aria-invalid={errors.password ? true : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors({});
          }}
        />
      </FormField>
      <FormField id={ids.confirm} label="Confirm new password" error={errors.confirm}>
        <Input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          value={confirm}
          aria-invalid={errors.confirm ? true : undefined}
          onChange={(event) => {
            setConfirm(event.target.value);
            setErrors({});
          }}
        />
      </FormField>
      <Button type="submit" disabled={!canSubmit}>
        {mutation.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
