import { Trans, useTranslation } from 'react-i18next';

import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';

/** The dry run's verdict: the counts, then every row with its line and what is wrong with it. */
export function ImportPreview({ result }: { result: EquipmentImportResult }) {
  const { t } = useTranslation('equipment');
  return (
    <section aria-label={t('import.preview')} className="grid gap-2">
      <p className="text-sm" aria-live="polite">
        <Trans
          t={t}
          i18nKey="import.verdict"
          values={{ valid: result.valid, invalid: result.invalid }}
          components={{ strong: <strong /> }}
        />
      </p>
      <div className="max-h-80 overflow-auto rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-14">{t('import.line')}</TableHead>
              <TableHead>{t('import.name')}</TableHead>
              <TableHead>{t('import.store')}</TableHead>
              <TableHead>{t('import.category')}</TableHead>
              <TableHead>{t('import.result')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.rows.map((row) => (
              <TableRow key={row.line} data-invalid={row.errors.length > 0 ? true : undefined}>
                <TableCell className="tabular-nums">{row.line}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.store}</TableCell>
                <TableCell>{row.category}</TableCell>
                <TableCell>
                  {row.errors.length === 0 ? (
                    <Badge variant="secondary">{t('import.ready')}</Badge>
                  ) : (
                    <ul className="grid gap-0.5 text-destructive">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
