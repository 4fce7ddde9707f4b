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
  return (
    <QuestionDialog
      open={open}
      onClose={() => {
        onOpenChange(false);
      }}
      title="Schedule Ticket"
      description={`Create a new maintenance ticket scheduled for ${longDate(day)}?`}
      cancel={{ label: 'Cancel' }}
    >
      <AlertDialogAction onClick={onConfirm}>Create Ticket</AlertDialogAction>
    </QuestionDialog>
  );
}
