import { ArchiveIcon } from 'lucide-react';

import type { Equipment } from '#contract/schemas/equipment.ts';
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

import { useRetireEquipment } from '../api/save-equipment.ts';

/** 'Retire', confirmed: the unit keeps its history and leaves the pickers. */
export function RetireEquipmentButton({ unit }: { unit: Equipment }) {
  const mutation = useRetireEquipment();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={mutation.isPending}>
          <ArchiveIcon aria-hidden="true" />
          Retire
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Retire {unit.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its tickets keep their history, and it no longer appears in the equipment pickers. You
            can bring it back into service by editing it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              mutation.mutate(
                unit.id,
                toastOutcome('Equipment retired', 'Failed to retire equipment'),
              );
            }}
          >
            Retire
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
