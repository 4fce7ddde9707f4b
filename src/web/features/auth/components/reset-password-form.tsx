import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormError } from '#web/components/form/form-error.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AppForm } from '#web/components/form/app-form.tsx';
import { translatedResolver } from '#web/lib/i18n/translated-resolver.ts';

import { useResetPassword } from '../api/reset-password.ts';
import { authMessage } from '../lib/auth-messages.ts';
import { ResetPasswordFormSchema } from '../lib/password-form-schemas.ts';
import type { ResetPasswordFormValues } from '../lib/password-form-schemas.ts';
import { NewPasswordFields, newPasswordControl } from './new-password-fields.tsx';

/** The e-mailed link's screen: a new password (the policy; the server adds the username rule). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit } = useForm<ResetPasswordFormValues>({
    resolver: translatedResolver(zodResolver(ResetPasswordFormSchema), authMessage(t)),
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
          {t('reset.changed')}{' '}
          <a className="font-medium underline underline-offset-4" href="/">
            {t('reset.signIn')}
          </a>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <AppForm className="grid gap-4" aria-label={t('reset.title')} onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback={t('reset.failed')} />
      <NewPasswordFields control={newPasswordControl(control)} />
      <Button type="submit" disabled={!canSubmit}>
        {mutation.isPending ? t('reset.saving') : t('reset.submit')}
      </Button>
    </AppForm>
  );
}
