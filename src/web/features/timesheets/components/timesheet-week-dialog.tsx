import { HistoryIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Timesheet, TimesheetSession } from '#contract/schemas/timesheet.ts';
import { PunchMarks } from '#web/components/punch-marks.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { formatDate, formatTime } from '#web/lib/date-format.ts';

import { formatHours, formatMinutes } from '../lib/hours.ts';
import { weekLabel } from '../lib/week.ts';
import { ApprovalActions } from './approval-actions.tsx';
import { AddSessionDialog, EditSessionDialog } from './session-dialogs.tsx';
import { SessionHistoryDialog } from './session-history-dialog.tsx';
import { FlagBadges, WeekStatusBadge } from './week-status-badge.tsx';

interface TimesheetWeekDialogProps {
  sheet: Timesheet | null;
  /** Admins and managers approve and correct; a technician only reads their week. */
  canManage: boolean;
  onClose: () => void;
}

/** A technician's week: its sessions, approval, corrections and each session's history. */
export function TimesheetWeekDialog({ sheet, canManage, onClose }: TimesheetWeekDialogProps) {
  return (
    <Dialog
      open={sheet !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        {sheet ? <WeekDetail sheet={sheet} canManage={canManage} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Open = { kind: 'edit' | 'history'; session: TimesheetSession } | { kind: 'add' } | null;

function WeekDetail({ sheet, canManage }: { sheet: Timesheet; canManage: boolean }) {
  const { t } = useTranslation('timesheets');
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {t('weekDialog.title', { name: sheet.user.name, week: weekLabel(sheet.weekStart) })}
        </DialogTitle>
        <DialogDescription>
          {t('weekDialog.summary', {
            paid: formatHours(sheet.workedMinutes),
            regular: formatHours(sheet.regularMinutes),
            overtime: formatHours(sheet.overtimeMinutes),
            doubleTime: formatHours(sheet.doubleTimeMinutes),
            breaks: formatMinutes(sheet.unpaidBreakMinutes),
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <WeekStatusBadge sheet={sheet} />
        <FlagBadges flags={sheet.flags} />
      </div>
      {canManage ? <ApprovalActions sheet={sheet} /> : null}
      <section aria-label={t('weekDialog.sessions')} className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium">{t('weekDialog.sessions')}</h3>
          {canManage ? (
            <Button
              variant="outline"
              onClick={() => {
                setOpen({ kind: 'add' });
              }}
            >
              <PlusIcon aria-hidden="true" />
              {t('weekDialog.addMissed')}
            </Button>
          ) : null}
        </div>
        {sheet.sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('weekDialog.noSessions')}</p>
        ) : (
          <ul className="grid gap-2">
            {sheet.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                canEdit={canManage && !sheet.locked && sheet.approval === null}
                onEdit={() => {
                  setOpen({ kind: 'edit', session });
                }}
                onHistory={() => {
                  setOpen({ kind: 'history', session });
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {open?.kind === 'edit' ? (
        <EditSessionDialog session={open.session} open onOpenChange={close} />
      ) : null}
      {open?.kind === 'history' ? (
        <SessionHistoryDialog sessionId={open.session.id} open onOpenChange={close} />
      ) : null}
      {open?.kind === 'add' ? (
        <AddSessionDialog
          userId={sheet.user.id}
          userName={sheet.user.name}
          day={sheet.weekStart}
          open
          onOpenChange={close}
        />
      ) : null}
    </>
  );
}

function SessionItem({
  session,
  canEdit,
  onEdit,
  onHistory,
}: {
  session: TimesheetSession;
  canEdit: boolean;
  onEdit: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation('timesheets');
  const span = t('weekDialog.span', {
    from: formatTime(session.clockInTime),
    to: session.clockOutTime ? formatTime(session.clockOutTime) : t('weekDialog.stillOpen'),
  });
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-1">
        <p className="font-medium">
          {formatDate(session.clockInTime)} · {span}
        </p>
        <p className="text-muted-foreground">
          {session.unpaidBreakMinutes > 0
            ? t('weekDialog.paidBreaksUnpaid', {
                hours: formatHours(session.workedMinutes),
                breaks: formatMinutes(session.breakMinutes),
                unpaid: formatMinutes(session.unpaidBreakMinutes),
              })
            : t('weekDialog.paidBreaks', {
                hours: formatHours(session.workedMinutes),
                breaks: formatMinutes(session.breakMinutes),
              })}
        </p>
        {session.ticketNumber !== null ? (
          <p>
            {session.ticketTitle
              ? t('weekDialog.ticketTitled', {
                  number: session.ticketNumber,
                  title: session.ticketTitle,
                })
              : t('weekDialog.ticket', { number: session.ticketNumber })}
          </p>
        ) : null}
        {session.notes ? <p className="whitespace-pre-wrap">{session.notes}</p> : null}
        <FlagBadges flags={session.flags} />
        {session.offline || session.punchFlag !== null ? (
          <span className="flex flex-wrap gap-1">
            <PunchMarks offline={session.offline} punchFlag={session.punchFlag} />
          </span>
        ) : null}
      </div>
      <div className="flex gap-2">
        {canEdit ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('weekDialog.editLabel', { date: formatDate(session.clockInTime), span })}
            onClick={onEdit}
          >
            <PencilIcon aria-hidden="true" />
            {t('weekDialog.edit')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-label={t('weekDialog.historyLabel', { date: formatDate(session.clockInTime), span })}
          onClick={onHistory}
        >
          <HistoryIcon aria-hidden="true" />
          {t('weekDialog.history')}
        </Button>
      </div>
    </li>
  );
}
