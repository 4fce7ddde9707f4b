import type { User } from '#contract/schemas/user.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

import { CertificationManager } from './certification-manager.tsx';

interface CertificationsDialogProps {
  /** Whose certifications are managed; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
}

/** Product rules §2: the user manager also manages a user's certifications. */
export function CertificationsDialog({ user, onClose }: CertificationsDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Certifications</DialogTitle>
          <DialogDescription>{user ? `${user.name} (@${user.username})` : null}</DialogDescription>
        </DialogHeader>
        {user ? <CertificationManager userId={user.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
