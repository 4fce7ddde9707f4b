import { DownloadIcon, PrinterIcon } from 'lucide-react';

import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';

/** A report's header actions: Print (the print stylesheet) and Export CSV, off while there is nothing. */
export function ReportActions({
  canExport,
  onExport,
}: {
  canExport: boolean;
  onExport: () => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <div className="print-hidden flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => {
          window.print();
        }}
        disabled={!canExport}
      >
        <PrinterIcon aria-hidden="true" />
        {t('actions.print')}
      </Button>
      <Button onClick={onExport} disabled={!canExport}>
        <DownloadIcon aria-hidden="true" />
        {t('actions.exportCsv')}
      </Button>
    </div>
  );
}
