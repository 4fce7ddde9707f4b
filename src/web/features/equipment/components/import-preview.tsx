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
  return (
    <section aria-label="Import preview" className="grid gap-2">
      <p className="text-sm" aria-live="polite">
        <strong>{result.valid}</strong> valid, <strong>{result.invalid}</strong> with errors
      </p>
      <div className="max-h-80 overflow-auto rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-14">Line</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Store</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Result</TableHead>
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
                    <Badge variant="secondary">Ready</Badge>
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
