import { ArchiveIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useRetireEquipment } from '../api/save-equipment.ts';

/** 'Retire', confirmed: the unit keeps its history and leaves the pickers. */
export function RetireEquipmentButton({ unit }: { unit: Equipment }) {
  const { t } = useTranslation('equipment');
  const mutation = useRetireEquipment();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={mutation.isPending}>
          <ArchiveIcon aria-hidden="true" />
          {t('retire.button')}
        </Button>
      }
      title={t('retire.title', { name: unit.name })}
      description={t('retire.text')}
      confirmLabel={t('retire.button')}
      onConfirm={() => {
        mutation.mutate(unit.id, toastOutcome(t('retire.done'), t('retire.failed')));
      }}
    />
  );
}
