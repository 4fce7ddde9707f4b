import type { ReactNode } from 'react';
import { toast } from 'sonner';

import { errorText } from './api-client.ts';

// Toasts carry a title and a description, as product rules §8 writes them ('Clocked In' / 'Your work
// session has started successfully'). Only one is visible at a time (product rules §9): the Toaster's
// visibleToasts={1} only hides older toasts behind the newest, and they came back one after another when
// it closed, so a new toast dismisses every earlier one (docs/decisions/028).
function dismissShownToasts(): void {
  // One by one, by id: sonner defers a dismissal by id to the next frame, after a toast created in the
  // same tick has reached the Toaster; dismiss() without an id could miss that one.
  for (const shown of toast.getToasts()) toast.dismiss(shown.id);
}

export function notifySuccess(title: string, description?: ReactNode): void {
  dismissShownToasts();
  toast.success(title, description === undefined ? undefined : { description });
}

export function notifyError(title: string, description?: string): void {
  dismissShownToasts();
  toast.error(title, description === undefined ? undefined : { description });
}

/**
 * Mutation callbacks that tell how a save or delete went: the success title, or the failure title
 * with the server's message. `then` runs after a success (reset the form, close it).
 */
export function toastOutcome(success: string, failure: string, then?: () => void) {
  return {
    onSuccess: () => {
      notifySuccess(success);
      then?.();
    },
    onError: (error: unknown) => {
      notifyError(failure, errorText(error, 'Please try again.'));
    },
  };
}
