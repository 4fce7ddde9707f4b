import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangleIcon, WrenchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { APP_NAME, APP_TAGLINE } from '#contract/constants.ts';
import { LoginInputSchema } from '#contract/schemas/auth.ts';
import type { LoginInput } from '#contract/schemas/auth.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useLoginOptions } from '../api/get-login-options.ts';
import { useLogin } from '../api/login.ts';

interface LoginFormProps {
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
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { control, handleSubmit } = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: '', password: '' },
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const [isSessionExpired] = useState(() => {
    hasExpiredSession ||= readSessionExpired();
    return hasExpiredSession;
  });
  const loginMutation = useLogin();
  const options = useLoginOptions();
  const usernameId = useId();
  const passwordId = useId();

  useEffect(() => {
    // Product rules §2: the warning is shown and the address is reset to /.
    if (isSessionExpired) window.history.replaceState(null, '', '/');
  }, [isSessionExpired]);

  const canSubmit = username.trim() !== '' && password !== '' && !loginMutation.isPending;

  // The schema trims the username, as the server does.
  const onSubmit = handleSubmit((input) => {
    loginMutation.mutate(input, {
      onSuccess: () => {
        hasExpiredSession = false;
        onSignedIn();
      },
    });
  });

  const failure = loginMutation.error;
  const failureText =
    failure instanceof ApiError
      ? (failure.serverMessage ?? 'Login failed')
      : failure
        ? 'Login failed'
        : null;

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <WrenchIcon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl leading-none font-bold">{APP_NAME}</h1>
          <CardDescription>{APP_TAGLINE}</CardDescription>
        </CardHeader>
        <CardContent>
          <AppForm className="grid gap-4" onSubmit={onSubmit}>
            {isSessionExpired ? (
              <Alert variant="warning">
                <AlertTriangleIcon aria-hidden="true" />
                <AlertDescription>Your session has expired. Please log in again.</AlertDescription>
              </Alert>
            ) : null}
            {failureText ? (
              <Alert variant="destructive">
                <AlertDescription>{failureText}</AlertDescription>
              </Alert>
            ) : null}
            <TextField
              control={control}
              name="username"
              id={usernameId}
              label="Username"
              maxLength={maxLengthOf(LoginInputSchema.shape.username)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <TextField
              control={control}
              name="password"
              id={passwordId}
              label="Password"
              type="password"
              maxLength={maxLengthOf(LoginInputSchema.shape.password)}
              autoComplete="current-password"
              required
            />
            {options.data?.forgotPassword ? (
              <a
                className="-mt-2 justify-self-end text-sm text-muted-foreground underline underline-offset-4"
                href="/forgot-password"
              >
                Forgot password?
              </a>
            ) : null}
            <Button type="submit" className="w-full" disabled={!canSubmit}>
              {loginMutation.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              Technician looking for work?{' '}
              <a
                className="font-medium text-foreground underline underline-offset-4"
                href="/technician-signup"
              >
                Apply here
              </a>
            </p>
          </AppForm>
        </CardContent>
      </Card>
    </main>
  );
}
