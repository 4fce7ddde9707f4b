import { ArchiveIcon } from 'lucide-react';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useRetireEquipment } from '../api/save-equipment.ts';

/** 'Retire', confirmed: the unit keeps its history and leaves the pickers. */
export function RetireEquipmentButton({ unit }: { unit: Equipment }) {
  const mutation = useRetireEquipment();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={mutation.isPending}>
          <ArchiveIcon aria-hidden="true" />
          Retire
        </Button>
      }
      title={<>Retire {unit.name}?</>}
      description={
        <>
          Its tickets keep their history, and it no longer appears in the equipment pickers. You can
          bring it back into service by editing it.
        </>
      }
      confirmLabel="Retire"
      onConfirm={() => {
        mutation.mutate(unit.id, toastOutcome('Equipment retired', 'Failed to retire equipment'));
      }}
    />
  );
}
