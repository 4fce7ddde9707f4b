import { Trans, useTranslation } from 'react-i18next';

import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { TechnicianSignupForm } from '#web/features/technician-signups/components/technician-signup-form.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';

/**
 * Shown signed out too: an applicant has no account yet. Signed out, the page reads the browser's
 * language with a switch, as the sign-in page does (decision 044).
 */
export default function TechnicianSignupScreen() {
  const { t } = useTranslation('technician-signup');
  const user = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={t('title')} description={t('description')} />
      <TechnicianSignupForm />
      {user ? null : (
        <>
          <p className="mt-4 text-center text-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="haveAccount"
              components={{
                link: (
                  // The text comes from the catalogue through Trans.
                  // eslint-disable-next-line jsx-a11y/anchor-has-content
                  <a
                    className="font-medium text-foreground underline underline-offset-4"
                    href="/"
                  />
                ),
              }}
            />
          </p>
          <LanguageSwitch className="mt-4 justify-center" />
        </>
      )}
    </div>
  );
}
