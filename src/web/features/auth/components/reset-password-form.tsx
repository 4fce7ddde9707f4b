import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import { FormError } from '#web/components/form/form-error.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useResetPassword } from '../api/reset-password.ts';
import { ResetPasswordFormSchema } from '../lib/password-form-schemas.ts';
import type { ResetPasswordFormValues } from '../lib/password-form-schemas.ts';
import { NewPasswordFields, newPasswordControl } from './new-password-fields.tsx';

/** The e-mailed link's screen: a new password (the policy; the server adds the username rule). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { control, handleSubmit } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [password, confirm] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const mutation = useResetPassword();
  const canSubmit = password !== '' && confirm !== '' && !mutation.isPending;

  const onSubmit = handleSubmit(({ newPassword }) => {
    mutation.mutate({ token, newPassword });
  });

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
    <AppForm className="grid gap-4" aria-label="Choose a new password" onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback="Failed to change password" />
      <NewPasswordFields control={newPasswordControl(control)} />
      <Button type="submit" disabled={!canSubmit}>
        {mutation.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </AppForm>
  );
}
