import { KeyRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { APP_NAME } from '#contract/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';

import { useLogout } from '../api/logout.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * Decision 015: a user whose password an admin set (a new account, an approved signup, a reset) sees
 * only this screen until they choose their own; the server refuses their other calls meanwhile.
 */
export function ForcedPasswordChange({
  username,
  onSignedOut,
}: {
  username: string;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const logoutMutation = useLogout();
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <KeyRoundIcon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl leading-none font-bold">{t('forced.title')}</h1>
          <CardDescription>{t('forced.description', { appName: APP_NAME })}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm
            username={username}
            onChanged={() => undefined}
            secondaryAction={
              <Button
                type="button"
                variant="outline"
                disabled={logoutMutation.isPending}
                onClick={() => {
                  logoutMutation.mutate(undefined, { onSettled: onSignedOut });
                }}
              >
                {tCommon('shell.logout')}
              </Button>
            }
          />
        </CardContent>
      </Card>
    </main>
  );
}
