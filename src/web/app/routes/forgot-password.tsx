import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';

/** Signed out: ask for a reset link by e-mail (decision 016). */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto w-full max-w-sm">
      <LanguageSwitch className="mb-2 justify-end" />
      <PageHeader title={t('forgot.title')} description={t('forgot.description')} />
      <ForgotPasswordForm />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        <a className="font-medium text-foreground underline underline-offset-4" href="/">
          {t('forgot.backToSignIn')}
        </a>
      </p>
    </div>
  );
}
