import { useTranslation } from 'react-i18next';

import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { AlertDialogAction } from '#web/components/ui/alert-dialog.tsx';

import { longDate } from '../lib/month-grid.ts';

interface ScheduleTicketDialogProps {
  day: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Product rules §2: confirms creating a ticket for the selected date before going to the form. */
export function ScheduleTicketDialog({
  day,
  open,
  onOpenChange,
  onConfirm,
}: ScheduleTicketDialogProps) {
  const { t } = useTranslation('calendar');
  return (
    <QuestionDialog
      open={open}
      onClose={() => {
        onOpenChange(false);
      }}
      title={t('scheduleDialog.title')}
      description={t('scheduleDialog.description', { date: longDate(day) })}
      cancel={{ label: t('scheduleDialog.cancel') }}
    >
      <AlertDialogAction onClick={onConfirm}>{t('scheduleDialog.create')}</AlertDialogAction>
    </QuestionDialog>
  );
}
