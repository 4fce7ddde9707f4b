import { useTranslation } from 'react-i18next';

import type { User } from '#contract/schemas/user.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';

import { CertificationManager } from './certification-manager.tsx';

interface CertificationsDialogProps {
  /** Whose certifications are managed; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
}

/** Product rules §2: the user manager also manages a user's certifications. */
export function CertificationsDialog({ user, onClose }: CertificationsDialogProps) {
  const { t } = useTranslation('users');
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('certifications.title')}
      description={user ? `${user.name} (@${user.username})` : ''}
      className="sm:max-w-2xl"
    >
      {() => (user ? <CertificationManager userId={user.id} /> : null)}
    </FormDialog>
  );
}
