import { AlertTriangleIcon, WrenchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { APP_NAME } from '#contract/constants.ts';
import { AppForm } from '#web/components/form/app-form.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { saveCurrentUser } from '#web/lib/current-user.ts';
import { useSignInTexts } from '#web/lib/i18n/sign-in-texts.ts';

import { useForgotPasswordOffered } from '../api/get-login-options.ts';
import { login, LOGIN_MAX_LENGTH } from '../api/login.ts';

// Decision 043: the sign-in page is drawn before the app's code loads, so this form is the one
// outside decision 019's style: no react-hook-form, zod or query client on the page. Its only rules
// are the button's (both fields filled) and the schema's maximum lengths (LOGIN_MAX_LENGTH, which a
// test holds equal to LoginInputSchema's); the server trims the username and words any refusal.
// Its texts come from the common catalogue without i18next, which loads with the app.

interface LoginFormProps {
  /** As the form is sent: what the signed-in screens need can start loading beside the check. */
  onSigningIn?: () => void;
  onSignedIn: () => void;
}

function readSessionExpired(): boolean {
  return new URLSearchParams(window.location.search).get('session_expired') === 'true';
}

// A 401 reloads the page on /?session_expired=true (api-client). The flag is read once per page
// load and kept until the next sign-in, so a login screen mounted again after the address was reset
// to / still shows the warning.
let hasExpiredSession = readSessionExpired();

/** Product rules §2 Login screen. */
export function LoginForm({ onSigningIn, onSignedIn }: LoginFormProps) {
  const { t } = useSignInTexts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [isSessionExpired] = useState(() => {
    hasExpiredSession ||= readSessionExpired();
    return hasExpiredSession;
  });
  const isForgotPasswordOffered = useForgotPasswordOffered();
  const usernameId = useId();
  const passwordId = useId();

  useEffect(() => {
    // Product rules §2: the warning is shown and the address is reset to /.
    if (isSessionExpired) window.history.replaceState(null, '', '/');
  }, [isSessionExpired]);

  const canSubmit = username.trim() !== '' && password !== '' && !isPending;

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!canSubmit) return;
    setIsPending(true);
    setFailure(null);
    onSigningIn?.();
    try {
      saveCurrentUser(await login({ username: username.trim(), password }));
    } catch (error) {
      setFailure(error);
      setIsPending(false);
      return;
    }
    hasExpiredSession = false;
    onSignedIn();
  };

  const failureText =
    failure instanceof ApiError
      ? (failure.serverMessage ?? t('login.failed'))
      : failure
        ? t('login.failed')
        : null;

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <WrenchIcon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl leading-none font-bold">{APP_NAME}</h1>
          <CardDescription>{t('appTagline')}</CardDescription>
        </CardHeader>
        <CardContent>
          <AppForm className="grid gap-4" onSubmit={onSubmit}>
            {isSessionExpired ? (
              <Alert variant="warning">
                <AlertTriangleIcon aria-hidden="true" />
                <AlertDescription>{t('login.sessionExpired')}</AlertDescription>
              </Alert>
            ) : null}
            {failureText ? (
              <Alert variant="destructive">
                <AlertDescription>{failureText}</AlertDescription>
              </Alert>
            ) : null}
            <FormField id={usernameId} label={t('login.username')}>
              <Input
                id={usernameId}
                name="username"
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                }}
                maxLength={LOGIN_MAX_LENGTH.username}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            </FormField>
            <FormField id={passwordId} label={t('login.password')}>
              <Input
                id={passwordId}
                name="password"
                type="password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                }}
                maxLength={LOGIN_MAX_LENGTH.password}
                autoComplete="current-password"
                required
              />
            </FormField>
            {isForgotPasswordOffered ? (
              <a
                className="-mt-2 justify-self-end text-sm text-muted-foreground underline underline-offset-4"
                href="/forgot-password"
              >
                {t('login.forgotPassword')}
              </a>
            ) : null}
            <Button type="submit" className="w-full" disabled={!canSubmit}>
              {isPending ? t('login.signingIn') : t('login.signIn')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t('login.applyPrompt')}{' '}
              <a
                className="font-medium text-foreground underline underline-offset-4"
                href="/technician-signup"
              >
                {t('login.applyHere')}
              </a>
            </p>
          </AppForm>
          <LanguageSwitch className="mt-4 justify-center" />
        </CardContent>
      </Card>
    </main>
  );
}
