import type { ReactNode } from 'react';
import type { toast as sonnerToast } from 'sonner';

import { errorText } from './api-client.ts';

// Toasts carry a title and a description, as product rules §8 writes them ('Clocked In' / 'Your work
// session has started successfully'). Only one is visible at a time (product rules §9): the Toaster's
// visibleToasts={1} only hides older toasts behind the newest, and they came back one after another when
// it closed, so a new toast dismisses every earlier one (docs/decisions/028).
function dismissShownToasts(toast: typeof sonnerToast): void {
  // One by one, by id: sonner defers a dismissal by id to the next frame, after a toast created in the
  // same tick has reached the Toaster; dismiss() without an id could miss that one.
  for (const shown of toast.getToasts()) toast.dismiss(shown.id);
}

// Decision 043: sonner's code is not needed to draw a screen; it loads with the first toast (the
// lazy Toaster loads the same chunk). Toasts raised in one tick still show in the order raised.
let sonner: Promise<{ toast: typeof sonnerToast }> | undefined;

function withToast(show: (toast: typeof sonnerToast) => void): void {
  sonner ??= import('sonner');
  void sonner.then(({ toast }) => {
    dismissShownToasts(toast);
    show(toast);
  });
}

export function notifySuccess(title: string, description?: ReactNode): void {
  withToast((toast) => {
    toast.success(title, description === undefined ? undefined : { description });
  });
}

export function notifyError(title: string, description?: string): void {
  withToast((toast) => {
    toast.error(title, description === undefined ? undefined : { description });
  });
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
