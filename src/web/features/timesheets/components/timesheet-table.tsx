import { ChevronRightIcon } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('timesheets');
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <ul className="grid gap-3" aria-label={t('table.label')}>
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
    <Table aria-label={t('table.label')} className="[&_td]:px-1 [&_th]:px-1">
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.technician')}</TableHead>
          {/* Status and flags next to the name: on a narrower window the fifteen columns scroll
              sideways, and what a reviewer looks for first must not be the part cut off. */}
          <TableHead>{t('table.status')}</TableHead>
          {days.map((day) => (
            <TableHead key={day} className="text-right whitespace-normal">
              {dayHeading(day)}
            </TableHead>
          ))}
          {/* Issue 36: the week's paid hours (unpaid breaks deducted), the figure the time report,
              the payroll CSV and the assistant give for the same person and days. */}
          <TableHead className="text-right whitespace-normal">{t('table.paid')}</TableHead>
          <TableHead className="text-right whitespace-normal">{t('table.regular')}</TableHead>
          <TableHead className="text-right whitespace-normal">{t('table.overtime')}</TableHead>
          <TableHead className="text-right whitespace-normal">{t('table.doubleTime')}</TableHead>
          <TableHead className="text-right whitespace-normal">{t('table.unpaidBreaks')}</TableHead>
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
                aria-label={t('table.openWeekOf', { name: sheet.user.name })}
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
  const { t } = useTranslation('timesheets');
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
              <Trans
                t={t}
                i18nKey="table.hoursPaid"
                values={{ hours: formatHours(sheet.workedMinutes) }}
                components={{
                  hours: (
                    <span
                      className="font-medium text-foreground tabular-nums"
                      data-testid="paid-hours"
                    />
                  ),
                }}
              />
            </p>
          </div>
          <WeekStatusBadge sheet={sheet} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('table.regular')}</dt>
          <dd className="text-right tabular-nums">{formatHours(sheet.regularMinutes)}</dd>
          <dt className="text-muted-foreground">{t('table.overtime')}</dt>
          <dd className="text-right tabular-nums">{formatHours(sheet.overtimeMinutes)}</dd>
          <dt className="text-muted-foreground">{t('table.doubleTime')}</dt>
          <dd className="text-right tabular-nums">{formatHours(sheet.doubleTimeMinutes)}</dd>
          <dt className="text-muted-foreground">{t('table.unpaidBreaks')}</dt>
          <dd className="text-right tabular-nums">{formatMinutes(sheet.unpaidBreakMinutes)}</dd>
        </dl>
        <FlagBadges flags={sheet.flags} />
        <Button
          variant="outline"
          aria-label={t('table.openWeekOf', { name: sheet.user.name })}
          onClick={() => {
            onOpen(sheet);
          }}
        >
          {t('table.openWeek')}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}
