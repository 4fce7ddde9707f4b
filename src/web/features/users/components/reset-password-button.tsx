import { KeyRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('users');
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
            aria-label={t('reset.label', { name: user.name })}
            title={isSelf ? t('reset.ownTooltip') : t('reset.tooltip')}
            disabled={isSelf || mutation.isPending}
          >
            <KeyRoundIcon aria-hidden="true" />
          </Button>
        }
        title={t('reset.confirmTitle', { name: user.name })}
        description={t('reset.confirmText', { name: user.name })}
        confirmLabel={t('reset.confirm')}
        onConfirm={() => {
          mutation.mutate(user.id, {
            onSuccess: (result) => {
              setTemporaryPassword(result.temporaryPassword);
            },
            onError: (error) => {
              notifyError(t('reset.failed'), errorText(error, t('reset.tryAgain')));
            },
          });
        }}
      />
      <TitledDialog
        open={temporaryPassword !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setTemporaryPassword(null);
        }}
        title={t('reset.title')}
        description={t('reset.give', { name: user.name, username: user.username })}
        className="sm:max-w-md"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId}>{t('reset.field', { username: user.username })}</Label>
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
            {t('reset.done')}
          </Button>
        </DialogFooter>
      </TitledDialog>
    </>
  );
}
