import { CalendarX2Icon, RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useTimesheets } from '../api/timesheets.ts';
import { shiftDays, weekLabel } from '../lib/week.ts';
import { ApproveAllButton, useApproveAllAction } from './approve-all-button.tsx';
import { ApproveAllResultDialog } from './approve-all-result-dialog.tsx';
import { TimesheetTable } from './timesheet-table.tsx';
import { TimesheetWeekDialog } from './timesheet-week-dialog.tsx';

interface TimesheetsViewProps {
  weekStart: string;
  userId?: string;
  canManage: boolean;
}

/** The week's timesheets (all the caller may see), each opening the technician's week. */
export function TimesheetsView({ weekStart, userId, canManage }: TimesheetsViewProps) {
  const { t } = useTranslation(['timesheets', 'common']);
  const sheets = useTimesheets(userId ? { weekStart, userId } : { weekStart });
  // The id, not the object: the open week follows the list as it refreshes after a change.
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const approveAll = useApproveAllAction({
    startDate: weekStart,
    endDate: shiftDays(weekStart, 6),
  });
  if (sheets.isPending) {
    return (
      <div className="grid gap-2" aria-label={t('loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    );
  }
  if (sheets.isError) {
    return (
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('loadFailed')}</AlertTitle>
        <AlertDescription>
          <p>{errorText(sheets.error, t('tryAgain'))}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => {
              void sheets.refetch();
            }}
          >
            <RotateCwIcon aria-hidden="true" />
            {t('common:retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const shown = sheets.data;
  if (shown.every((sheet) => sheet.sessions.length === 0)) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-10 text-center">
        <CalendarX2Icon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('noTime')}</p>
      </div>
    );
  }
  const openSheet = shown.find((sheet) => sheet.user.id === openUserId) ?? null;
  const unapproved = shown.filter(
    (sheet) => sheet.sessions.length > 0 && !sheet.approval && !sheet.locked,
  ).length;
  return (
    <>
      {canManage && !userId && unapproved > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {t('notApproved', {
              unapproved,
              total: shown.filter((sheet) => sheet.sessions.length > 0).length,
            })}
          </p>
          <ApproveAllButton
            action={approveAll}
            label={t('week.of', { week: weekLabel(weekStart) })}
          />
        </div>
      ) : null}
      <ApproveAllResultDialog result={approveAll.result} onClose={approveAll.close} />
      <TimesheetTable
        weekStart={weekStart}
        sheets={shown}
        onOpen={(sheet) => {
          setOpenUserId(sheet.user.id);
        }}
      />
      <TimesheetWeekDialog
        sheet={openSheet}
        canManage={canManage}
        onClose={() => {
          setOpenUserId(null);
        }}
      />
    </>
  );
}
