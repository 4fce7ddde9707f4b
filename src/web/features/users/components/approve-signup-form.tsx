import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type {
  ApproveTechnicianSignupInput,
  TechnicianSignup,
} from '#contract/schemas/technician-signup.ts';
import { ApproveTechnicianSignupInputSchema } from '#contract/schemas/technician-signup.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useApproveTechnicianSignup } from '../api/approve-technician-signup.ts';

interface ApproveSignupFormProps {
  signup: TechnicianSignup;
  onCancel: () => void;
}

/** A starting suggestion for the username: the email's local part. */
function suggestUsername(email: string): string {
  return (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').toLowerCase();
}

/** The admin chooses the new technician's username and a temporary password. */
export function ApproveSignupForm({ signup, onCancel }: ApproveSignupFormProps) {
  const { t } = useTranslation('users');
  const { control, handleSubmit } = useForm<ApproveTechnicianSignupInput>({
    resolver: zodResolver(ApproveTechnicianSignupInputSchema),
    defaultValues: { username: suggestUsername(signup.email), password: '' },
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const approveMutation = useApproveTechnicianSignup();
  const ids = { username: useId(), password: useId(), hint: useId() };
  const canApprove = username.trim() !== '' && password !== '' && !approveMutation.isPending;

  const onSubmit = handleSubmit((values) => {
    approveMutation.mutate(
      { id: signup.id, ...values },
      {
        onSuccess: ({ user }) => {
          notifySuccess(
            t('signups.created'),
            t('signups.createdText', { name: user.name, username: user.username }),
          );
        },
        onError: (error) => {
          notifyError(t('signups.createFailed'), errorText(error, t('signups.tryAgain')));
        },
      },
    );
  });

  return (
    <AppForm
      className="grid gap-3 border-t pt-3"
      aria-label={t('signups.approveName', { name: signup.name })}
      onSubmit={onSubmit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={control}
          name="username"
          id={ids.username}
          label={t('signups.username')}
          maxLength={maxLengthOf(ApproveTechnicianSignupInputSchema.shape.username)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          control={control}
          name="password"
          id={ids.password}
          label={t('signups.tempPassword')}
          type="password"
          maxLength={maxLengthOf(ApproveTechnicianSignupInputSchema.shape.password)}
          autoComplete="new-password"
          hint={{ id: ids.hint, text: t('form.changeOnFirstLogin') }}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={approveMutation.isPending}>
          {t('signups.cancel')}
        </Button>
        <Button type="submit" disabled={!canApprove}>
          {approveMutation.isPending ? t('signups.approving') : t('signups.approveAndCreate')}
        </Button>
      </div>
    </AppForm>
  );
}
