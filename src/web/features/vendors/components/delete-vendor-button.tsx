import { Trash2Icon } from 'lucide-react';

import type { Vendor } from '#contract/schemas/vendor.ts';
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
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeleteVendor } from '../api/save-vendor.ts';

/** 'Delete', confirmed. A vendor with dispatches is refused by the server (its message shows). */
export function DeleteVendorButton({ vendor }: { vendor: Vendor }) {
  const mutation = useDeleteVendor();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={mutation.isPending}
          aria-label={`Delete ${vendor.name}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {vendor.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The vendor, its trades and the stores it serves are removed. A vendor that was already
            sent work cannot be deleted; make it inactive instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              mutation.mutate(vendor.id, toastOutcome('Vendor deleted', 'Could not delete'));
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
