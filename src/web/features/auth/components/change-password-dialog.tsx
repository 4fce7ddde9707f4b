import { KeyRoundIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

// The form carries the password policy's common-password list: loaded when the dialog opens.
const ChangePasswordForm = lazy(() =>
  import('./change-password-form.tsx').then((module) => ({ default: module.ChangePasswordForm })),
);

/** The header's 'Change password' (decision 015): your other sessions end, this one stays. */
export function ChangePasswordDialog({ username }: { username: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <TitledDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant="outline" size="sm">
          <KeyRoundIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('shell.changePassword')}</span>
        </Button>
      }
      title={t('shell.changePassword')}
      description={t('shell.changePasswordDescription')}
      className="sm:max-w-md"
    >
      {isOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordForm
            username={username}
            onChanged={() => {
              setIsOpen(false);
              notifySuccess(t('shell.passwordChanged'), t('shell.passwordChangedDetail'));
            }}
            secondaryAction={
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setIsOpen(false);
                }}
              >
                {t('shared.cancel')}
              </Button>
            }
          />
        </Suspense>
      ) : null}
    </TitledDialog>
  );
}
