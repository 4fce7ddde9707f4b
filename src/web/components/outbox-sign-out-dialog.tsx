import { useTranslation } from 'react-i18next';

import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { AlertDialogAction } from '#web/components/ui/alert-dialog.tsx';
import { signOutWarningText } from '#web/lib/offline/outbox-banner-text.ts';

/** Decision 036 §3: signing out with changes still waiting asks first. */
export function OutboxSignOutDialog({
  waiting,
  onCancel,
  onConfirm,
}: {
  waiting: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <QuestionDialog
      open={waiting > 0}
      onClose={onCancel}
      title={t('shared.waitingTitle')}
      description={signOutWarningText(waiting)}
      cancel={{ label: t('shared.staySignedIn') }}
    >
      <AlertDialogAction onClick={onConfirm}>{t('shared.signOut')}</AlertDialogAction>
    </QuestionDialog>
  );
}
