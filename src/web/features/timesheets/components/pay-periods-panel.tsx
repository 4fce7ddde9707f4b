import { DownloadIcon, LockIcon, LockOpenIcon, PlusIcon, RotateCwIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation(['timesheets', 'common']);
  const periods = usePayPeriods();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <section className="grid gap-4" aria-labelledby="pay-periods-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pay-periods-heading" className="text-lg font-semibold">
          {t('periods.title')}
        </h2>
        <Button
          onClick={() => {
            setIsCreating(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('periods.new')}
        </Button>
      </div>
      <CreatePayPeriodDialog open={isCreating} onOpenChange={setIsCreating} />
      {periods.isPending ? (
        <div className="grid gap-3" aria-label={t('periods.loading')}>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : periods.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('periods.loadFailed')}</AlertTitle>
          <AlertDescription>
            <p>{errorText(periods.error, t('tryAgain'))}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => {
                void periods.refetch();
              }}
            >
              <RotateCwIcon aria-hidden="true" />
              {t('common:retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : periods.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
          {t('periods.none')}
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

function periodLabel(
  period: Pick<PayPeriod, 'startDate' | 'endDate'>,
  t: TFunction<['timesheets', 'common']>,
): string {
  return t('periods.range', { from: formatDay(period.startDate), to: formatDay(period.endDate) });
}

function eventText(event: PayPeriodEvent, t: TFunction<['timesheets', 'common']>): string {
  const values = {
    event: t(`periods.events.${event.kind}`),
    actor: event.actor?.name ?? t('periods.theSchedule'),
    at: formatDateTime(event.createdAt),
  };
  return event.reason
    ? t('periods.eventWithReason', { ...values, reason: event.reason })
    : t('periods.event', values);
}

function PayPeriodCard({ period }: { period: PayPeriod }) {
  const { t } = useTranslation(['timesheets', 'common']);
  const [dialog, setDialog] = useState<'lock' | 'unlock' | 'export' | null>(null);
  const [includeUnapproved, setIncludeUnapproved] = useState(false);
  const checkboxId = useId();
  const label = periodLabel(period, t);
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
            {period.locked ? t('periods.locked') : t('periods.open')}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 text-sm">
        {period.locked && period.lockedAt ? (
          <p>
            {period.lockedBy
              ? t('periods.lockedBy', {
                  name: period.lockedBy.name,
                  at: formatDateTime(period.lockedAt),
                })
              : t('periods.lockedOn', { at: formatDateTime(period.lockedAt) })}
          </p>
        ) : null}
        <p>{t('periods.weeksApproved', { approved: period.approvedWeeks, total: period.weeks })}</p>
        {period.events.length > 0 ? (
          <details>
            <summary className="cursor-pointer text-muted-foreground">
              {t('periods.history', { count: period.events.length })}
            </summary>
            <ol className="mt-2 grid gap-1">
              {period.events.map((event, index) => (
                <li key={`${event.createdAt}-${String(index)}`}>{eventText(event, t)}</li>
              ))}
            </ol>
          </details>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {period.locked ? (
            <Button
              variant="outline"
              aria-label={t('periods.unlockLabel', { period: label })}
              onClick={() => {
                setDialog('unlock');
              }}
            >
              <LockOpenIcon aria-hidden="true" />
              {t('periods.unlock')}
            </Button>
          ) : (
            <Button
              variant="outline"
              aria-label={t('periods.lockLabel', { period: label })}
              onClick={() => {
                setDialog('lock');
              }}
            >
              <LockIcon aria-hidden="true" />
              {t('periods.lock')}
            </Button>
          )}
          {!period.locked && unapproved > 0 ? (
            <ApproveAllButton action={approveAll} label={label} />
          ) : null}
          {canExport ? (
            unapproved === 0 ? (
              <Button asChild variant="outline">
                <a href={exportHref} download aria-label={t('export.label', { period: label })}>
                  <DownloadIcon aria-hidden="true" />
                  {t('export.button')}
                </a>
              </Button>
            ) : (
              <Button
                variant="outline"
                aria-label={t('export.label', { period: label })}
                onClick={() => {
                  setDialog('export');
                }}
              >
                <DownloadIcon aria-hidden="true" />
                {t('export.button')}
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
              <Label htmlFor={checkboxId}>{t('export.includeUnapproved')}</Label>
            </div>
          ) : null}
        </div>
        {!period.ended ? (
          <p className="text-muted-foreground">{t('periods.notEnded')}</p>
        ) : period.weeks === 0 ? (
          <p className="text-muted-foreground">{t('periods.noTimeRecorded')}</p>
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
