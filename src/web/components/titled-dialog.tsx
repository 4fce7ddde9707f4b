import type { ReactNode } from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';

interface TitledDialogProps {
  /** Leave both out for a dialog that keeps its own open state (one opened by its trigger). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog, if it has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The dialog box's own classes (a wider one, say). */
  className?: string;
  children: ReactNode;
}

/** A dialog with its title and description above what it holds. */
export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
