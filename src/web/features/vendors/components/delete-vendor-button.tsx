import { Trash2Icon } from 'lucide-react';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeleteVendor } from '../api/save-vendor.ts';

/** 'Delete', confirmed. A vendor with dispatches is refused by the server (its message shows). */
export function DeleteVendorButton({ vendor }: { vendor: Vendor }) {
  const mutation = useDeleteVendor();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={mutation.isPending}
          aria-label={`Delete ${vendor.name}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      }
      title={<>Delete {vendor.name}?</>}
      description={
        <>
          The vendor, its trades and the stores it serves are removed. A vendor that was already
          sent work cannot be deleted; make it inactive instead.
        </>
      }
      confirmLabel="Delete"
      onConfirm={() => {
        mutation.mutate(vendor.id, toastOutcome('Vendor deleted', 'Could not delete'));
      }}
    />
  );
}
