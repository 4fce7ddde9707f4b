import { AlertCircleIcon, PrinterIcon } from 'lucide-react';
import { useState } from 'react';

import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useEquipmentLabels } from '../api/get-equipment-labels.ts';
import { useStoreOptions } from '../api/get-store-options.ts';
import { LABELS_PER_PAGE } from '../lib/label-pages.ts';
import type { PageSize } from '../lib/label-pages.ts';
import { LabelSheet } from './label-sheet.tsx';

interface LabelSheetScreenProps {
  /** The store chosen (the address's ?store=), '' for none yet. */
  store: string;
  onStoreChange: (store: string) => void;
  /** Admins choose any store; a manager prints their own. */
  canPickStore: boolean;
}

/** /equipment/labels: a store, a paper size, and 'Print' for a sheet of 3 x 8 QR labels. */
export function LabelSheetScreen({ store, onStoreChange, canPickStore }: LabelSheetScreenProps) {
  const [pageSize, setPageSize] = useState<PageSize>('A4');
  const stores = useStoreOptions(canPickStore);
  const query = useEquipmentLabels(store);
  const labels = query.data?.labels ?? [];

  let sheet;
  if (store === '') {
    sheet = <p className="text-muted-foreground">Choose a store to print its labels.</p>;
  } else if (query.isPending) {
    sheet = <Skeleton className="h-96 w-full" role="status" aria-label="Loading labels" />;
  } else if (query.isError) {
    sheet = (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <AlertDescription>{errorText(query.error, 'Failed to load labels')}</AlertDescription>
      </Alert>
    );
  } else if (labels.length === 0) {
    sheet = <p className="text-muted-foreground">This store has no equipment to label.</p>;
  } else {
    sheet = <LabelSheet labels={labels} pageSize={pageSize} />;
  }

  return (
    <div className="grid gap-4">
      <div className="print-hidden flex flex-wrap items-end gap-3">
        {canPickStore ? (
          <div className="grid w-full gap-1.5 sm:w-56">
            <Label htmlFor="labels-store">Store</Label>
            <Select value={store} onValueChange={onStoreChange}>
              <SelectTrigger id="labels-store" className="w-full">
                <SelectValue placeholder="Choose a store" />
              </SelectTrigger>
              <SelectOptions
                options={(stores.data ?? []).map((option) => ({
                  value: option.id,
                  label: option.name,
                }))}
              />
            </Select>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <span className="text-sm font-medium" id="labels-paper">
            Paper
          </span>
          <div className="flex gap-1" role="group" aria-labelledby="labels-paper">
            {(['A4', 'Letter'] as const).map((size) => (
              <Button
                key={size}
                variant={pageSize === size ? 'default' : 'outline'}
                aria-pressed={pageSize === size}
                onClick={() => {
                  setPageSize(size);
                }}
              >
                {size === 'A4' ? 'A4' : 'US Letter'}
              </Button>
            ))}
          </div>
        </div>
        <Button
          disabled={labels.length === 0}
          onClick={() => {
            window.print();
          }}
        >
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
        {labels.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {labels.length} {labels.length === 1 ? 'label' : 'labels'} on{' '}
            {Math.ceil(labels.length / LABELS_PER_PAGE)}{' '}
            {labels.length > LABELS_PER_PAGE ? 'pages' : 'page'}
          </p>
        ) : null}
      </div>
      {sheet}
    </div>
  );
}
