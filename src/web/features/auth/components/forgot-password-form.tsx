import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ForgotPasswordInputSchema } from '#contract/schemas/auth.ts';
import type { ForgotPasswordInput } from '#contract/schemas/auth.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { translatedResolver } from '#web/lib/i18n/translated-resolver.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useForgotPassword } from '../api/forgot-password.ts';
import { authMessage } from '../lib/auth-messages.ts';

/** Forgot password (decision 016): the answer is the same whether or not an account matched. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { control, handleSubmit } = useForm<ForgotPasswordInput>({
    resolver: translatedResolver(zodResolver(ForgotPasswordInputSchema), authMessage(t)),
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
        {/* The server's answer is one fixed sentence (decision 016), shown in the page's language. */}
        <AlertDescription>{t('forgot.answer')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <AppForm className="grid gap-4" aria-label={t('forgot.formLabel')} onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback={t('forgot.failed')} />
      <TextField
        control={control}
        name="login"
        id={loginId}
        label={t('forgot.login')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={maxLengthOf(ForgotPasswordInputSchema.shape.login)}
      />
      <Button type="submit" disabled={!canSubmit}>
        {mutation.isPending ? t('forgot.sending') : t('forgot.send')}
      </Button>
    </AppForm>
  );
}
