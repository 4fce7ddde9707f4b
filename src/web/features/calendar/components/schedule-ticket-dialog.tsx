import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';

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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Schedule Ticket</AlertDialogTitle>
          <AlertDialogDescription>
            Create a new maintenance ticket scheduled for {longDate(day)}?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Create Ticket</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
