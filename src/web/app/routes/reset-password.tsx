import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

/** Signed out: the e-mailed link lands here with its token (decision 016). */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-sm">
      <LanguageSwitch className="mb-2 justify-end" />
      <PageHeader title={t('reset.title')} description={t('reset.description')} />
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </div>
  );
}
