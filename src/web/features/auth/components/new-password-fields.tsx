import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';

import { PASSWORD_MAX_LENGTH } from '#contract/utils/password-policy.ts';
import { TextField } from '#web/components/form/text-field.tsx';

/** What a form choosing a new password holds besides its own fields. */
interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The new password and its confirmation, shared by the change and reset forms (decision 015): the
 * password manager's new-password fields, and (when `showPolicy`) the policy under the first.
 */
export function NewPasswordFields({
  control,
  showPolicy = false,
}: {
  control: Control<NewPasswordValues>;
  showPolicy?: boolean;
}) {
  const { t } = useTranslation('auth');
  const ids = { next: useId(), confirm: useId() };
  return (
    <>
      <TextField
        control={control}
        name="newPassword"
        id={ids.next}
        label={t('newPassword.label')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...(showPolicy
          ? {
              hint: {
                id: `${ids.next}-hint`,
                text: t('newPassword.policy'),
              },
            }
          : {})}
      />
      <TextField
        control={control}
        name="confirmPassword"
        id={ids.confirm}
        label={t('newPassword.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </>
  );
}

/**
 * A form's control seen as holding the two new-password fields. react-hook-form's Control is
 * invariant in the form's values, so a wider form's control needs this one checked cast.
 */
export function newPasswordControl<TValues extends NewPasswordValues & FieldValues>(
  control: Control<TValues>,
): Control<NewPasswordValues> {
  return control as unknown as Control<NewPasswordValues>;
}
