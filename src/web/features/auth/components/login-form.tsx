import { AlertTriangleIcon, WrenchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import { APP_NAME, APP_TAGLINE } from '#contract/constants.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ApiError } from '#web/lib/api-client.ts';

import { useLogin } from '../api/login.ts';

export interface LoginFormProps {
  onSignedIn: () => void;
}

function readSessionExpired(): boolean {
  return new URLSearchParams(window.location.search).get('session_expired') === 'true';
}

/** Product rules §2 Login screen. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isSessionExpired] = useState(readSessionExpired);
  const loginMutation = useLogin();
  const usernameId = useId();
  const passwordId = useId();

  useEffect(() => {
    // Product rules §2: the warning is shown and the address is reset to /.
    if (isSessionExpired) window.history.replaceState(null, '', '/');
  }, [isSessionExpired]);

  const canSubmit = username.trim() !== '' && password !== '' && !loginMutation.isPending;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    loginMutation.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  }

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
          <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
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
            <div className="grid gap-2">
              <Label htmlFor={usernameId}>Username</Label>
              <Input
                id={usernameId}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                }}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>Password</Label>
              <Input
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                }}
              />
            </div>
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
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
