import type { ReactNode } from 'react';

import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#web/components/ui/table.tsx';

// A register's two faces (equipment, vendors): a table on a wide screen, cards on a phone.

/** The table: a bordered frame, the column headings, then the rows the caller draws. */
export function ListTable({
  headings,
  className = 'rounded-lg border',
  children,
}: {
  headings: readonly ReactNode[];
  /** The frame's classes. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Table>
        <TableHeader>
          <TableRow>
            {headings.map((heading, index) => (
              <TableHead key={index}>{heading}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

/** The cards: one per item, each holding what `children` draws for it. */
export function CardList<T extends { id: string }>({
  items,
  label,
  children,
}: {
  items: readonly T[];
  /** The list's accessible name, when the page does not already give one. */
  label?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card className="py-4">
            <CardContent className="grid gap-2 px-4">{children(item)}</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
