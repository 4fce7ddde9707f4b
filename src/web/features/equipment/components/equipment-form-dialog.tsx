import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { EquipmentForm } from './equipment-form.tsx';

/** 'Add Equipment' (editing null) or 'Edit' (a unit): the form in a dialog. */
export function EquipmentFormDialog({
  editing,
  onSaved,
}: {
  editing: Equipment | null;
  onSaved?: (saved: Equipment) => void;
}) {
  const { t } = useTranslation('equipment');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={editing ? 'outline' : 'default'}
        onClick={() => {
          setIsOpen(true);
        }}
      >
        {editing ? <PencilIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
        {editing ? t('form.edit') : t('form.add')}
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={editing ? t('form.editName', { name: editing.name }) : t('form.add')}
        description={editing ? t('form.editText') : t('form.addText')}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        {(close) => (
          <EquipmentForm
            editing={editing}
            onCancel={close}
            onDone={(saved) => {
              close();
              onSaved?.(saved);
            }}
          />
        )}
      </FormDialog>
    </>
  );
}
