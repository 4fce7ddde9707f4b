import { KeyRoundIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';

/**
 * The header's 'Change password' button: the dialog's trigger, and drawn alone until the dialog's
 * code has loaded (decision 043, fourth pass).
 */
export function ChangePasswordButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" {...props}>
      <KeyRoundIcon aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('shell.changePassword')}</span>
    </Button>
  );
}
