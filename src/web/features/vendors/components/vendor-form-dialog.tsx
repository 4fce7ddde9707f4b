import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { VendorForm } from './vendor-form.tsx';

/** 'Add vendor' (editing null) or 'Edit' (a vendor): the form in a dialog. */
export function VendorFormDialog({ editing }: { editing: Vendor | null }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={editing ? 'outline' : 'default'}
        size={editing ? 'sm' : 'default'}
        aria-label={editing ? `Edit ${editing.name}` : undefined}
        onClick={() => {
          setIsOpen(true);
        }}
      >
        {editing ? <PencilIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
        {editing ? 'Edit' : 'Add vendor'}
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={editing ? `Edit ${editing.name}` : 'Add vendor'}
        description={
          editing
            ? 'Change the vendor’s details, trades or the stores it serves.'
            : 'A service company the chain sends repairs to.'
        }
        className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      >
        {(close) => <VendorForm editing={editing} onCancel={close} onDone={close} />}
      </FormDialog>
    </>
  );
}
