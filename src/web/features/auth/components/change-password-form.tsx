import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ChangePasswordInputSchema } from '#contract/schemas/password-inputs.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { AppForm } from '#web/components/form/app-form.tsx';
import { translatedResolver } from '#web/lib/i18n/translated-resolver.ts';

import { useChangePassword } from '../api/change-password.ts';
import { authMessage } from '../lib/auth-messages.ts';
import { changePasswordFormSchema } from '../lib/password-form-schemas.ts';
import type { ChangePasswordFormValues } from '../lib/password-form-schemas.ts';
import { NewPasswordFields, newPasswordControl } from './new-password-fields.tsx';

interface ChangePasswordFormProps {
  username: string;
  onChanged: () => void;
  /** Shown beside the submit button (Cancel in the dialog, Logout on the forced screen). */
  secondaryAction?: ReactNode;
}

/**
 * Current password, new password and its confirmation (decision 015). The policy of the contract is
 * checked here for quick feedback; the server checks it again and decides.
 */
export function ChangePasswordForm({
  username,
  onChanged,
  secondaryAction,
}: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const [schema] = useState(() => changePasswordFormSchema(username));
  const { control, handleSubmit } = useForm<ChangePasswordFormValues>({
    resolver: translatedResolver(zodResolver(schema), authMessage(t)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const values = useWatch({ control }) as ChangePasswordFormValues;
  const mutation = useChangePassword();
  const currentId = useId();
  const canSubmit =
    values.currentPassword !== '' &&
    values.newPassword !== '' &&
    values.confirmPassword !== '' &&
    !mutation.isPending;

  // A server refusal stays shown until the user changes what they typed.
  const resetMutation = mutation.reset;
  useEffect(() => {
    resetMutation();
  }, [values.currentPassword, values.newPassword, values.confirmPassword, resetMutation]);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    mutation.mutate({ currentPassword, newPassword }, { onSuccess: onChanged });
  });

  return (
    <AppForm className="grid gap-4" aria-label={t('change.formLabel')} onSubmit={onSubmit}>
      <FormError error={mutation.error} fallback={t('change.failed')} />
      {/* The username field lets password managers file the new password under the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        control={control}
        name="currentPassword"
        id={currentId}
        label={t('change.current')}
        type="password"
        autoComplete="current-password"
        maxLength={maxLengthOf(ChangePasswordInputSchema.shape.currentPassword)}
      />
      <NewPasswordFields control={newPasswordControl(control)} showPolicy />
      <div className="flex flex-wrap justify-end gap-2">
        {secondaryAction}
        <Button type="submit" disabled={!canSubmit}>
          {mutation.isPending ? t('change.changing') : t('change.submit')}
        </Button>
      </div>
    </AppForm>
  );
}
