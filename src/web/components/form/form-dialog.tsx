import type { ReactNode } from 'react';

import { TitledDialog } from '#web/components/titled-dialog.tsx';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The dialog box's own classes (a wider one, say). */
  className?: string;
  /** The form, given how to close the dialog when it is done. */
  children: (close: () => void) => ReactNode;
}

/**
 * A dialog holding one form (or one list). The form mounts only while the dialog is open, so each
 * opening starts from the current values rather than the last attempt's.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: FormDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
    >
      {open
        ? children(() => {
            onOpenChange(false);
          })
        : null}
    </TitledDialog>
  );
}
