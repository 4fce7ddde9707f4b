import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { VendorForm } from './vendor-form.tsx';

/** 'Add vendor' (editing null) or 'Edit' (a vendor): the form in a dialog. */
export function VendorFormDialog({ editing }: { editing: Vendor | null }) {
  const { t } = useTranslation('vendors');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={editing ? 'outline' : 'default'}
        size={editing ? 'sm' : 'default'}
        aria-label={editing ? t('dialog.editName', { name: editing.name }) : undefined}
        onClick={() => {
          setIsOpen(true);
        }}
      >
        {editing ? <PencilIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
        {editing ? t('dialog.edit') : t('dialog.add')}
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={editing ? t('dialog.editName', { name: editing.name }) : t('dialog.add')}
        description={editing ? t('dialog.editText') : t('dialog.addText')}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      >
        {(close) => <VendorForm editing={editing} onCancel={close} onDone={close} />}
      </FormDialog>
    </>
  );
}
