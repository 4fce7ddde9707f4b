import { AlertCircleIcon, PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

const PAPER_SIZES: readonly PageSize[] = ['A4', 'Letter'];

interface LabelSheetScreenProps {
  /** The store chosen (the address's ?store=), '' for none yet. */
  store: string;
  onStoreChange: (store: string) => void;
  /** Admins choose any store; a manager prints their own. */
  canPickStore: boolean;
}

/** /equipment/labels: a store, a paper size, and 'Print' for a sheet of 3 x 8 QR labels. */
export function LabelSheetScreen({ store, onStoreChange, canPickStore }: LabelSheetScreenProps) {
  const { t } = useTranslation('equipment');
  const [pageSize, setPageSize] = useState<PageSize>('A4');
  const stores = useStoreOptions(canPickStore);
  const query = useEquipmentLabels(store);
  const labels = query.data?.labels ?? [];

  let sheet;
  if (store === '') {
    sheet = <p className="text-muted-foreground">{t('labels.chooseStoreFirst')}</p>;
  } else if (query.isPending) {
    sheet = <Skeleton className="h-96 w-full" role="status" aria-label={t('labels.loading')} />;
  } else if (query.isError) {
    sheet = (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <AlertDescription>{errorText(query.error, t('labels.failed'))}</AlertDescription>
      </Alert>
    );
  } else if (labels.length === 0) {
    sheet = <p className="text-muted-foreground">{t('labels.none')}</p>;
  } else {
    sheet = <LabelSheet labels={labels} pageSize={pageSize} />;
  }

  return (
    <div className="grid gap-4">
      <div className="print-hidden flex flex-wrap items-end gap-3">
        {canPickStore ? (
          <div className="grid w-full gap-1.5 sm:w-56">
            <Label htmlFor="labels-store">{t('labels.store')}</Label>
            <Select value={store} onValueChange={onStoreChange}>
              <SelectTrigger id="labels-store" className="w-full">
                <SelectValue placeholder={t('labels.chooseStore')} />
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
            {t('labels.paper')}
          </span>
          <div className="flex gap-1" role="group" aria-labelledby="labels-paper">
            {PAPER_SIZES.map((size) => (
              <Button
                key={size}
                variant={pageSize === size ? 'default' : 'outline'}
                aria-pressed={pageSize === size}
                onClick={() => {
                  setPageSize(size);
                }}
              >
                {size === 'A4' ? t('labels.a4') : t('labels.letter')}
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
          {t('labels.print')}
        </Button>
        {labels.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('labels.count', {
              count: labels.length,
              pages: t('labels.pages', { count: Math.ceil(labels.length / LABELS_PER_PAGE) }),
            })}
          </p>
        ) : null}
      </div>
      {sheet}
    </div>
  );
}
