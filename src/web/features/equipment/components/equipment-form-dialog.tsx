import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';

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
        {editing ? 'Edit' : 'Add Equipment'}
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={editing ? `Edit ${editing.name}` : 'Add Equipment'}
        description={
          editing
            ? 'Change the unit’s details, warranty or status.'
            : 'A unit’s name must be unique within its store.'
        }
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
