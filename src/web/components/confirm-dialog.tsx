import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';

interface ConfirmDialogProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** A red confirm button, for what cannot be undone. */
  isDestructive?: boolean;
  onConfirm: () => void;
}

/** The confirm button of what cannot be undone. */
const DESTRUCTIVE_CLASS = 'bg-destructive text-white hover:bg-destructive/90';

/** A button that asks first: the question, Cancel, and the confirm button that acts. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  isDestructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <QuestionContent
        title={title}
        description={description}
        cancel={{ label: t('shared.cancel') }}
      >
        <AlertDialogAction
          {...(isDestructive ? { className: DESTRUCTIVE_CLASS } : {})}
          onClick={onConfirm}
        >
          {confirmLabel}
        </AlertDialogAction>
      </QuestionContent>
    </AlertDialog>
  );
}

interface QuestionContentProps {
  title: ReactNode;
  description: ReactNode;
  cancel: { label: string; isDisabled?: boolean };
  /** The answers beside the cancel button. */
  children: ReactNode;
}

function QuestionContent({ title, description, cancel, children }: QuestionContentProps) {
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={cancel.isDisabled}>{cancel.label}</AlertDialogCancel>
        {children}
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

interface QuestionDialogProps extends QuestionContentProps {
  open: boolean;
  /** Called when the question is dismissed (Escape, or the cancel button). */
  onClose: () => void;
}

/** A question the app asks on its own (leaving, signing out): its answers, or cancel. */
export function QuestionDialog({
  open,
  onClose,
  title,
  description,
  cancel,
  children,
}: QuestionDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <QuestionContent title={title} description={description} cancel={cancel}>
        {children}
      </QuestionContent>
    </AlertDialog>
  );
}
