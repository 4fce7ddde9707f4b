import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { ForgotPasswordInputSchema } from '#contract/schemas/auth.ts';
import type { ForgotPasswordInput } from '#contract/schemas/auth.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useForgotPassword } from '../api/forgot-password.ts';

/** Forgot password (decision 016): the answer is the same whether or not an account matched. */
export function ForgotPasswordForm() {
  const { control, handleSubmit } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { login: '' },
  });
  const login = useWatch({ control, name: 'login' });
  const mutation = useForgotPassword();
  const loginId = useId();
  const canSubmit = login.trim() !== '' && !mutation.isPending;

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values);
  });

  if (mutation.data) {
    return (
      <Alert>
        <AlertDescription>{mutation.data.message}</AlertDescription>
      </Alert>
    );
  }
  return (
    <AppForm className="grid gap-4" aria-label="Forgot password" onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback="Something went wrong" />
      <TextField
        control={control}
        name="login"
        id={loginId}
        label="Username or e-mail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={maxLengthOf(ForgotPasswordInputSchema.shape.login)}
      />
      <Button type="submit" disabled={!canSubmit}>
        {mutation.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </AppForm>
  );
}
