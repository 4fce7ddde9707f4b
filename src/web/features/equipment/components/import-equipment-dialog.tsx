import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import { EQUIPMENT_CSV_HEADER } from '#contract/schemas/equipment.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useImportEquipment } from '../api/import-equipment.ts';
import { ImportPreview } from './import-preview.tsx';

/**
 * 'Import CSV': the file is checked first (a dry run that writes nothing), the admin sees every
 * row's errors, then imports the valid rows in one go.
 */
export function ImportEquipmentDialog() {
  const { t } = useTranslation('equipment');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setIsOpen(true);
        }}
      >
        <UploadIcon aria-hidden="true" />
        {t('import.open')}
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('import.title')}
        description={t('import.description', { header: EQUIPMENT_CSV_HEADER.join(', ') })}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      >
        {(close) => <ImportEquipmentForm onDone={close} />}
      </FormDialog>
    </>
  );
}

export function ImportEquipmentForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('equipment');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<EquipmentImportResult | null>(null);
  const check = useImportEquipment();
  const save = useImportEquipment();

  return (
    <div className="grid gap-4">
      <FormError error={check.error ?? save.error} fallback={t('import.readFailed')} />
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>{t('import.file')}</Label>
        <Input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setPreview(null);
            save.reset();
            if (chosen) {
              check.mutate(
                { file: chosen, dryRun: true },
                {
                  onSuccess: setPreview,
                },
              );
            } else {
              check.reset();
            }
          }}
        />
        {check.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('import.checking')}
          </p>
        ) : null}
      </div>
      {preview ? <ImportPreview result={preview} /> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('import.cancel')}
        </Button>
        <Button
          disabled={!file || !preview || preview.valid === 0 || save.isPending}
          onClick={() => {
            if (!file) return;
            save.mutate(
              { file, dryRun: false },
              {
                onSuccess: (result) => {
                  notifySuccess(
                    t('import.imported'),
                    t('import.importedText', { count: result.imported }),
                  );
                  onDone();
                },
              },
            );
          }}
        >
          {save.isPending
            ? t('import.importing')
            : t('import.importRows', { count: preview?.valid ?? 0 })}
        </Button>
      </DialogFooter>
    </div>
  );
}
