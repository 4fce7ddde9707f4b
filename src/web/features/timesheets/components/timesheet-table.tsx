import { ChevronRightIcon } from 'lucide-react';

import type { Timesheet } from '#contract/schemas/timesheet.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { formatHours, formatMinutes } from '../lib/hours.ts';
import { dayHeading, weekDays } from '../lib/week.ts';
import { FlagBadges, WeekStatusBadge } from './week-status-badge.tsx';

interface TimesheetTableProps {
  weekStart: string;
  sheets: Timesheet[];
  onOpen: (sheet: Timesheet) => void;
}

/** One row per technician on a desktop, one card each on a phone. */
export function TimesheetTable({ weekStart, sheets, onOpen }: TimesheetTableProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <ul className="grid gap-3" aria-label="Timesheets">
        {sheets.map((sheet) => (
          <li key={sheet.user.id}>
            <TimesheetCard sheet={sheet} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    );
  }
  const days = weekDays(weekStart);
  return (
    // Fifteen columns beside the sidebar at 1280 px: half the cells' side padding keeps the last
    // one (unpaid breaks) in view instead of cut off (issue 36: no clipped column at 1280 px).
    <Table aria-label="Timesheets" className="[&_td]:px-1 [&_th]:px-1">
      <TableHeader>
        <TableRow>
          <TableHead>Technician</TableHead>
          {/* Status and flags next to the name: on a narrower window the fifteen columns scroll
              sideways, and what a reviewer looks for first must not be the part cut off. */}
          <TableHead>Status</TableHead>
          {days.map((day) => (
            <TableHead key={day} className="text-right">
              {dayHeading(day)}
            </TableHead>
          ))}
          {/* Issue 36: the week's paid hours (unpaid breaks deducted), the figure the time report,
              the payroll CSV and the assistant give for the same person and days. */}
          <TableHead className="text-right">Paid</TableHead>
          <TableHead className="text-right">Regular</TableHead>
          <TableHead className="text-right">Overtime</TableHead>
          <TableHead className="text-right whitespace-normal">Double time</TableHead>
          <TableHead className="text-right whitespace-normal">Unpaid breaks</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sheets.map((sheet) => (
          <TableRow key={sheet.user.id}>
            <TableCell>
              {/* Issue 36: the name reads as a link (always underlined), not as plain text. */}
              <Button
                variant="link"
                className="h-auto p-0 font-medium underline decoration-primary/50 underline-offset-4 hover:decoration-primary"
                aria-label={`Open the week of ${sheet.user.name}`}
                onClick={() => {
                  onOpen(sheet);
                }}
              >
                {sheet.user.name}
                <ChevronRightIcon aria-hidden="true" className="size-3.5" />
              </Button>
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap gap-1">
                <WeekStatusBadge sheet={sheet} />
                <FlagBadges flags={sheet.flags} />
              </span>
            </TableCell>
            {days.map((day) => {
              const worked = sheet.days.find((entry) => entry.date === day)?.workedMinutes ?? 0;
              return (
                <TableCell key={day} className="text-right tabular-nums">
                  {worked === 0 ? (
                    <span className="text-muted-foreground">–</span>
                  ) : (
                    formatHours(worked)
                  )}
                </TableCell>
              );
            })}
            <TableCell className="text-right font-medium tabular-nums" data-testid="paid-hours">
              {formatHours(sheet.workedMinutes)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatHours(sheet.regularMinutes)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatHours(sheet.overtimeMinutes)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatHours(sheet.doubleTimeMinutes)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMinutes(sheet.unpaidBreakMinutes)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TimesheetCard({
  sheet,
  onOpen,
}: {
  sheet: Timesheet;
  onOpen: (sheet: Timesheet) => void;
}) {
  return (
    <Card className="py-4">
      <CardContent className="grid gap-3 px-4">
        <div className="flex items-start justify-between gap-2">
          <div className="grid gap-1">
            <Button
              variant="link"
              className="h-auto justify-start p-0 text-base font-medium underline decoration-primary/50 underline-offset-4"
              onClick={() => {
                onOpen(sheet);
              }}
            >
              {sheet.user.name}
            </Button>
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground tabular-nums" data-testid="paid-hours">
                {formatHours(sheet.workedMinutes)}
              </span>{' '}
              h paid
            </p>
          </div>
          <WeekStatusBadge sheet={sheet} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Regular</dt>
          <dd className="text-right tabular-nums">{formatHours(sheet.regularMinutes)}</dd>
          <dt className="text-muted-foreground">Overtime</dt>
          <dd className="text-right tabular-nums">{formatHours(sheet.overtimeMinutes)}</dd>
          <dt className="text-muted-foreground">Double time</dt>
          <dd className="text-right tabular-nums">{formatHours(sheet.doubleTimeMinutes)}</dd>
          <dt className="text-muted-foreground">Unpaid breaks</dt>
          <dd className="text-right tabular-nums">{formatMinutes(sheet.unpaidBreakMinutes)}</dd>
        </dl>
        <FlagBadges flags={sheet.flags} />
        <Button
          variant="outline"
          aria-label={`Open the week of ${sheet.user.name}`}
          onClick={() => {
            onOpen(sheet);
          }}
        >
          Open week
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}
