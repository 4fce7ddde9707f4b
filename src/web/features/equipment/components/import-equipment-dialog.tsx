import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';

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
        Import CSV
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Import equipment"
        description={`A CSV file with the header row: ${EQUIPMENT_CSV_HEADER.join(', ')}.`}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      >
        {(close) => <ImportEquipmentForm onDone={close} />}
      </FormDialog>
    </>
  );
}

export function ImportEquipmentForm({ onDone }: { onDone: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<EquipmentImportResult | null>(null);
  const check = useImportEquipment();
  const save = useImportEquipment();

  return (
    <div className="grid gap-4">
      <FormError error={check.error ?? save.error} fallback="Failed to read the CSV file" />
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>CSV file</Label>
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
            Checking the file...
          </p>
        ) : null}
      </div>
      {preview ? <ImportPreview result={preview} /> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
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
                    'Equipment imported',
                    `${String(result.imported)} ${result.imported === 1 ? 'unit' : 'units'} added to the register`,
                  );
                  onDone();
                },
              },
            );
          }}
        >
          {save.isPending
            ? 'Importing...'
            : `Import ${String(preview?.valid ?? 0)} valid ${preview?.valid === 1 ? 'row' : 'rows'}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
