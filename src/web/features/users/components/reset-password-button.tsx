import { KeyRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';

import type { User } from '#contract/schemas/user.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
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
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Reset password of ${user.name}`}
            title={isSelf ? 'Use Change password for your own account' : 'Reset password'}
            disabled={isSelf || mutation.isPending}
          >
            <KeyRoundIcon aria-hidden="true" />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Reset the password of {user.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              A temporary password is generated and shown to you once. {user.name} must change it at
              the next sign-in, and is signed out everywhere now.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                mutation.mutate(user.id, {
                  onSuccess: (result) => {
                    setTemporaryPassword(result.temporaryPassword);
                  },
                  onError: (error) => {
                    notifyError('Failed to reset password', errorText(error, 'Please try again.'));
                  },
                });
              }}
            >
              Reset password
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <Dialog
        open={temporaryPassword !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setTemporaryPassword(null);
        }}
      >
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Temporary password</DialogTitle>
            <DialogDescription>
              Give it to {user.name} (@{user.username}). It is shown only now.
            </DialogDescription>
          </DialogHeader>
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
        </DialogContent>
      </Dialog>
    </>
  );
}
