import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useForgotPassword } from '../api/forgot-password.ts';

/** Forgot password (decision 016): the answer is the same whether or not an account matched. */
export function ForgotPasswordForm() {
  const [login, setLogin] = useState('');
  const mutation = useForgotPassword();
  const loginId = useId();
  const canSubmit = login.trim() !== '' && !mutation.isPending;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit) mutation.mutate({ login: login.trim() });
  }

  if (mutation.data) {
    return (
      <Alert>
        <AlertDescription>{mutation.data.message}</AlertDescription>
      </Alert>
    );
  }
  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label="Forgot password">
      {mutation.error ? (
        <Alert variant="destructive">
          <AlertDescription>{errorText(mutation.error, 'Something went wrong')}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={loginId}>Username or e-mail</Label>
        <Input
          id={loginId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          onChange={(event) => {
            setLogin(event.target.value);
          }}
        />
      </div>
      <Button type="submit" disabled={!canSubmit}>
        {mutation.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
