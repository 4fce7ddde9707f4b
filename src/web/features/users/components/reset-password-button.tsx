import { KeyRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';

import type { User } from '#contract/schemas/user.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';

import { useResetUserPassword } from '../api/reset-user-password.ts';

/**
 * Decision 015: the admin's 'Reset password'. The server generates a temporary password; it is shown
 * here once (it is stored only hashed) for the admin to hand over, and the user must change it.
 */
export function ResetPasswordButton({ user, isSelf }: { user: User; isSelf: boolean }) {
  const mutation = useResetUserPassword();
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const fieldId = useId();

  return (
    <>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Reset password of ${user.name}`}
            title={isSelf ? 'Use Change password for your own account' : 'Reset password'}
            disabled={isSelf || mutation.isPending}
          >
            <KeyRoundIcon aria-hidden="true" />
          </Button>
        }
        title={<>Reset the password of {user.name}?</>}
        description={
          <>
            A temporary password is generated and shown to you once. {user.name} must change it at
            the next sign-in, and is signed out everywhere now.
          </>
        }
        confirmLabel="Reset password"
        onConfirm={() => {
          mutation.mutate(user.id, {
            onSuccess: (result) => {
              setTemporaryPassword(result.temporaryPassword);
            },
            onError: (error) => {
              notifyError('Failed to reset password', errorText(error, 'Please try again.'));
            },
          });
        }}
      />
      <TitledDialog
        open={temporaryPassword !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setTemporaryPassword(null);
        }}
        title="Temporary password"
        description={
          <>
            Give it to {user.name} (@{user.username}). It is shown only now.
          </>
        }
        className="sm:max-w-md"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId}>Temporary password for {user.username}</Label>
          <Input
            id={fieldId}
            readOnly
            value={temporaryPassword ?? ''}
            className="font-mono"
            onFocus={(event) => {
              event.target.select();
            }}
          />
        </div>
        <DialogFooter>
          <Button
            onClick={() => {
              setTemporaryPassword(null);
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </TitledDialog>
    </>
  );
}
