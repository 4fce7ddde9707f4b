import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Vendor } from '#contract/schemas/vendor.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeleteVendor } from '../api/save-vendor.ts';

/** 'Delete', confirmed. A vendor with dispatches is refused by the server (its message shows). */
export function DeleteVendorButton({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('vendors');
  const mutation = useDeleteVendor();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={mutation.isPending}
          aria-label={t('delete.label', { name: vendor.name })}
        >
          <Trash2Icon aria-hidden="true" />
          {t('delete.button')}
        </Button>
      }
      title={t('delete.title', { name: vendor.name })}
      description={t('delete.text')}
      confirmLabel={t('delete.button')}
      onConfirm={() => {
        mutation.mutate(vendor.id, toastOutcome(t('delete.done'), t('delete.failed')));
      }}
    />
  );
}
