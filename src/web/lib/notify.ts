import { toast } from 'sonner';

// Toasts carry a title and a description, as spec §8 writes them ('Clocked In' / 'Your work
// session has started successfully'). Only one is visible at a time (spec §9).

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, description === undefined ? undefined : { description });
}

export function notifyError(title: string, description?: string): void {
  toast.error(title, description === undefined ? undefined : { description });
}
