import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import type { TechnicianSignup } from '#contract/schemas/technician-signup.ts';
import { ApproveTechnicianSignupInputSchema } from '#contract/schemas/technician-signup.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useApproveTechnicianSignup } from '../api/approve-technician-signup.ts';
import { fieldErrors, withoutField } from '#web/lib/field-errors.ts';

export interface ApproveSignupFormProps {
  signup: TechnicianSignup;
  onCancel: () => void;
}

/** A starting suggestion for the username: the email's local part. */
function suggestUsername(email: string): string {
  return (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').toLowerCase();
}

/** The admin chooses the new technician's username and a temporary password. */
export function ApproveSignupForm({ signup, onCancel }: ApproveSignupFormProps) {
  const [username, setUsername] = useState(() => suggestUsername(signup.email));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const approveMutation = useApproveTechnicianSignup();
  const ids = { username: useId(), password: useId(), hint: useId() };
  const canApprove = username.trim() !== '' && password !== '' && !approveMutation.isPending;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canApprove) return;
    const parsed = ApproveTechnicianSignupInputSchema.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    approveMutation.mutate(
      { id: signup.id, ...parsed.data },
      {
        onSuccess: ({ user }) => {
          notifySuccess(
            'User created successfully',
            `${user.name} is now an active technician and can sign in as ${user.username}.`,
          );
        },
        onError: (error) => {
          notifyError('Failed to create user', errorText(error, 'Please try again.'));
        },
      },
    );
  }

  return (
    <form
      className="grid gap-3 border-t pt-3"
      onSubmit={handleSubmit}
      aria-label={`Approve ${signup.name}`}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={ids.username} label="Username" error={errors.username}>
          <Input
            id={ids.username}
            value={username}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.username ? true : undefined}
            onChange={(event) => {
              setUsername(event.target.value);
              setErrors((current) => withoutField(current, 'username'));
            }}
          />
        </FormField>
        <FormField id={ids.password} label="Temporary password" error={errors.password}>
          <Input
            id={ids.password}
            type="password"
            value={password}
            maxLength={256}
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={ids.hint}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => withoutField(current, 'password'));
            }}
          />
        </FormField>
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        User should change password on first login
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={approveMutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canApprove}>
          {approveMutation.isPending ? 'Approving...' : 'Approve and Create Account'}
        </Button>
      </div>
    </form>
  );
}
