import { DownloadIcon, LockIcon, LockOpenIcon, PlusIcon, RotateCwIcon } from 'lucide-react';
import { useId, useState } from 'react';

import type { PayPeriod, PayPeriodEvent } from '#contract/schemas/timesheet.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDateTime, formatDay } from '#web/lib/date-format.ts';

import { payrollExportHref, usePayPeriods } from '../api/pay-periods.ts';
import { ApproveAllButton, useApproveAllAction } from './approve-all-button.tsx';
import { ApproveAllResultDialog } from './approve-all-result-dialog.tsx';
import { ExportWarningDialog } from './export-warning-dialog.tsx';
import {
  CreatePayPeriodDialog,
  LockPayPeriodDialog,
  UnlockPayPeriodDialog,
} from './pay-period-dialogs.tsx';

/** Admins: the pay periods, newest first, to lock, unlock and export for payroll. */
export function PayPeriodsPanel() {
  const periods = usePayPeriods();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <section className="grid gap-4" aria-labelledby="pay-periods-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pay-periods-heading" className="text-lg font-semibold">
          Pay periods
        </h2>
        <Button
          onClick={() => {
            setIsCreating(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          New pay period
        </Button>
      </div>
      <CreatePayPeriodDialog open={isCreating} onOpenChange={setIsCreating} />
      {periods.isPending ? (
        <div className="grid gap-3" aria-label="Loading pay periods">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : periods.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load pay periods</AlertTitle>
          <AlertDescription>
            <p>{errorText(periods.error, 'Please try again.')}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => {
                void periods.refetch();
              }}
            >
              <RotateCwIcon aria-hidden="true" />
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : periods.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
          No pay periods yet
        </p>
      ) : (
        <ul className="grid gap-3">
          {[...periods.data]
            .sort((left, right) => right.startDate.localeCompare(left.startDate))
            .map((period) => (
              <li key={period.id}>
                <PayPeriodCard period={period} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

function periodLabel(period: Pick<PayPeriod, 'startDate' | 'endDate'>): string {
  return `${formatDay(period.startDate)} – ${formatDay(period.endDate)}`;
}

const EVENT_LABELS: Record<PayPeriodEvent['kind'], string> = {
  created: 'Created',
  locked: 'Locked',
  unlocked: 'Unlocked',
};

function PayPeriodCard({ period }: { period: PayPeriod }) {
  const [dialog, setDialog] = useState<'lock' | 'unlock' | 'export' | null>(null);
  const [includeUnapproved, setIncludeUnapproved] = useState(false);
  const checkboxId = useId();
  const label = periodLabel(period);
  const approveAll = useApproveAllAction({ startDate: period.startDate, endDate: period.endDate });
  const unapproved = period.weeks - period.approvedWeeks;
  // Issue 36: payroll only for a period that has ended and holds time (the server says 409 too).
  const canExport = period.ended && period.weeks > 0;
  const exportHref = payrollExportHref(period.id, includeUnapproved);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <Card className="py-4">
      <CardHeader className="px-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">{label}</CardTitle>
          <Badge variant={period.locked ? 'secondary' : 'outline'}>
            {period.locked ? 'Locked' : 'Open'}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 text-sm">
        {period.locked && period.lockedAt ? (
          <p>
            Locked{period.lockedBy ? ` by ${period.lockedBy.name}` : ''} on{' '}
            {formatDateTime(period.lockedAt)}
          </p>
        ) : null}
        <p>
          {period.approvedWeeks} of {period.weeks} weeks approved
        </p>
        {period.events.length > 0 ? (
          <details>
            <summary className="cursor-pointer text-muted-foreground">
              History ({period.events.length})
            </summary>
            <ol className="mt-2 grid gap-1">
              {period.events.map((event, index) => (
                <li key={`${event.createdAt}-${String(index)}`}>
                  {EVENT_LABELS[event.kind]} by {event.actor?.name ?? 'the schedule'} on{' '}
                  {formatDateTime(event.createdAt)}
                  {event.reason ? `: ${event.reason}` : ''}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {period.locked ? (
            <Button
              variant="outline"
              aria-label={`Unlock ${label}`}
              onClick={() => {
                setDialog('unlock');
              }}
            >
              <LockOpenIcon aria-hidden="true" />
              Unlock
            </Button>
          ) : (
            <Button
              variant="outline"
              aria-label={`Lock ${label}`}
              onClick={() => {
                setDialog('lock');
              }}
            >
              <LockIcon aria-hidden="true" />
              Lock
            </Button>
          )}
          {!period.locked && unapproved > 0 ? (
            <ApproveAllButton action={approveAll} label={label} />
          ) : null}
          {canExport ? (
            unapproved === 0 ? (
              <Button asChild variant="outline">
                <a href={exportHref} download aria-label={`Export payroll for ${label}`}>
                  <DownloadIcon aria-hidden="true" />
                  Export payroll
                </a>
              </Button>
            ) : (
              <Button
                variant="outline"
                aria-label={`Export payroll for ${label}`}
                onClick={() => {
                  setDialog('export');
                }}
              >
                <DownloadIcon aria-hidden="true" />
                Export payroll
              </Button>
            )
          ) : null}
          {canExport ? (
            <div className="flex min-h-11 items-center gap-2">
              <Checkbox
                id={checkboxId}
                checked={includeUnapproved}
                onCheckedChange={(checked) => {
                  setIncludeUnapproved(checked === true);
                }}
              />
              <Label htmlFor={checkboxId}>Include unapproved weeks</Label>
            </div>
          ) : null}
        </div>
        {!period.ended ? (
          <p className="text-muted-foreground">
            Not ended yet. Payroll can be exported once its last day is over.
          </p>
        ) : period.weeks === 0 ? (
          <p className="text-muted-foreground">No time was recorded in this pay period.</p>
        ) : null}
      </CardContent>
      <ExportWarningDialog
        open={dialog === 'export'}
        onOpenChange={close}
        label={label}
        period={period}
        includeUnapproved={includeUnapproved}
        exportHref={exportHref}
        onApproveAll={period.locked ? null : approveAll.run}
      />
      <ApproveAllResultDialog result={approveAll.result} onClose={approveAll.close} />
      <LockPayPeriodDialog period={period} open={dialog === 'lock'} onOpenChange={close} />
      <UnlockPayPeriodDialog period={period} open={dialog === 'unlock'} onOpenChange={close} />
    </Card>
  );
}
