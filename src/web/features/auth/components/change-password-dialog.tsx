import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { ChangePasswordButton } from './change-password-button.tsx';

// The form carries the password policy's common-password list: loaded when the dialog opens.
const ChangePasswordForm = lazy(() =>
  import('./change-password-form.tsx').then((module) => ({ default: module.ChangePasswordForm })),
);

/** The header's 'Change password' (decision 015): your other sessions end, this one stays. */
export function ChangePasswordDialog({
  username,
  isInitiallyOpen = false,
}: {
  username: string;
  /** Opened by a press on the button drawn before this code loaded. */
  isInitiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  return (
    <TitledDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<ChangePasswordButton />}
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
