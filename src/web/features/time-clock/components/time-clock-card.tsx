import { zodResolver } from '@hookform/resolvers/zod';
import { isToday } from 'date-fns';
import { ClockIcon, LogInIcon, LogOutIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { PUNCH_KINDS } from '#web/lib/offline/outbox-store.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';

import { useClockIn } from '../api/clock-in.ts';
import { useClockOut } from '../api/clock-out.ts';
import { useActiveSession } from '../api/get-active-session.ts';
import { useMyOpenTickets } from '../api/get-my-open-tickets.ts';
import { useIsSwitching } from '../api/switch-session.ts';
import { clockInErrorText, clockOutErrorText } from '../lib/clock-error-text.ts';
import { NO_TICKET, TimeClockFormSchema } from '../lib/time-clock-form.ts';
import type { TimeClockFormOutput, TimeClockFormValues } from '../lib/time-clock-form.ts';
import { BreakButton, BreakStatus, WorkedTimer } from './break-controls.tsx';
import { NotesField } from './notes-field.tsx';
import { RunningTicket } from './running-ticket.tsx';
import { SwitchTicketForm } from './switch-ticket-form.tsx';
import { TicketPicker } from './ticket-picker.tsx';
import { formatDateTime, formatLongDate, formatTime } from '#web/lib/date-format.ts';

interface TimeClockCardProps {
  userId: string;
  /** A ticket to preselect (the ticket detail's 'Go to Time Clock' sends ?ticketId=). */
  initialTicketId?: string | null;
}

function startedAtText(clockInTime: string): string {
  const start = new Date(clockInTime);
  return isToday(start) ? formatTime(start) : formatDateTime(start);
}

/** Product rules §2 Time Clock card: Clock In, or the active session with its timer and Clock Out. */
export function TimeClockCard({ userId, initialTicketId }: TimeClockCardProps) {
  const { t } = useTranslation('time-clock');
  const active = useActiveSession(userId);
  const isActive = active.data?.isActive === true;
  // While clocked in the same list offers the tickets to switch to (decision 030).
  const tickets = useMyOpenTickets(userId, active.data !== undefined);
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const { control, handleSubmit, reset, setValue } = useForm<
    TimeClockFormValues,
    unknown,
    TimeClockFormOutput
  >({
    resolver: zodResolver(TimeClockFormSchema),
    defaultValues: { notes: '', ticketId: initialTicketId ?? NO_TICKET },
  });
  const ticketId = useWatch({ control, name: 'ticketId' });
  // Product rules §4: a second clock action while one is pending is ignored, even before React re-renders.
  const pending = useRef(false);
  const isSwitching = useIsSwitching();
  const isPending = clockIn.isPending || clockOut.isPending || isSwitching;
  // Decision 036: punches tapped offline show at once (the timer runs from the tap), marked until synced.
  const isWaitingToSync = useWaitingEntries(userId).some((entry) =>
    PUNCH_KINDS.includes(entry.kind),
  );
  // A preselected ticket that is not one of mine (or is completed) is simply not offered.
  const chosenTicketId = tickets.data?.some((ticket) => ticket.id === ticketId) ? ticketId : null;
  useEffect(() => {
    if (tickets.data && ticketId !== NO_TICKET && chosenTicketId === null) {
      setValue('ticketId', NO_TICKET);
    }
  }, [tickets.data, ticketId, chosenTicketId, setValue]);

  // The notes' message (over 1,000 characters from a script or autofill) shows under them.
  function handleClockIn() {
    void handleSubmit(({ notes }) => {
      clockInWith(notes);
    })();
  }

  function clockInWith(notes: string | null) {
    if (pending.current) return;
    pending.current = true;
    clockIn.mutate(
      { notes, ticketId: chosenTicketId },
      {
        onSuccess: (result) => {
          reset({ notes: '', ticketId });
          notifySuccess(
            t('toasts.clockedIn'),
            result.queued ? t('toasts.savedOnPhone') : t('toasts.clockedInBody'),
          );
        },
        onError: (error) => {
          notifyError(t('toasts.clockInFailed'), clockInErrorText(error, t));
        },
        onSettled: () => {
          pending.current = false;
        },
      },
    );
  }

  function handleClockOut() {
    void handleSubmit(({ notes }) => {
      clockOutWith(notes);
    })();
  }

  function clockOutWith(notes: string | null) {
    if (pending.current) return;
    pending.current = true;
    clockOut.mutate(
      { notes },
      {
        onSuccess: (result) => {
          reset({ notes: '', ticketId: NO_TICKET });
          notifySuccess(
            t('toasts.clockedOut'),
            result.queued ? t('toasts.savedOnPhone') : t('toasts.clockedOutBody'),
          );
        },
        onError: (error) => {
          notifyError(t('toasts.clockOutFailed'), clockOutErrorText(error, t));
        },
        onSettled: () => {
          pending.current = false;
        },
      },
    );
  }

  return (
    // Stays in view beside a long list of time logs on wide screens.
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        {/* An h2: these cards sit right under the screen's h1. */}
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <ClockIcon className="size-5" aria-hidden="true" />
          {t('card.title')}
        </h2>
        <CardDescription>{formatLongDate(new Date())}</CardDescription>
        {isWaitingToSync ? <WaitingToSync /> : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        {active.isPending ? (
          <div className="grid gap-3" data-testid="time-clock-loading">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-12 w-48" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : active.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">{t('card.loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void active.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {t('card.retry')}
            </Button>
          </div>
        ) : isActive && active.data.clockInTime ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Badge className="gap-1.5 bg-success text-white dark:text-background">
                <span className="size-2 animate-pulse rounded-full bg-current" aria-hidden="true" />
                {t('card.activeSession')}
              </Badge>
              <span className="text-sm text-muted-foreground">
                <Trans
                  t={t}
                  i18nKey="card.startedAt"
                  values={{ time: startedAtText(active.data.clockInTime) }}
                  components={{ time: <time dateTime={active.data.clockInTime} /> }}
                />
              </span>
            </div>
            <WorkedTimer session={active.data} className="text-4xl font-semibold sm:text-5xl" />
            <BreakStatus breakStartTime={active.data.breakStartTime} />
            <RunningTicket session={active.data} />
            {active.data.notes ? (
              <p className="text-sm whitespace-pre-line text-muted-foreground">
                {active.data.notes}
              </p>
            ) : null}
            <NotesField control={control} disabled={isPending} />
            {/* Clock Out during a break is allowed: the server ends the break at the same instant.
                The two wrap when they do not fit side by side ('Terminar descanso' in Spanish). */}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <BreakButton onBreak={active.data.breakStartTime !== null} disabled={isPending} />
              <Button
                size="lg"
                variant="destructive"
                className="w-full sm:w-fit"
                onClick={handleClockOut}
                disabled={isPending}
              >
                <LogOutIcon aria-hidden="true" />
                {clockOut.isPending ? t('card.clockingOut') : t('card.clockOut')}
              </Button>
            </div>
            <SwitchTicketForm
              userId={userId}
              runningTicketId={active.data.ticketId}
              disabled={isPending}
            />
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('card.notClockedIn')}</p>
            <TicketPicker
              tickets={tickets.data}
              isLoading={tickets.isPending}
              isError={tickets.isError}
              control={control}
              value={chosenTicketId ?? NO_TICKET}
              disabled={isPending}
            />
            <NotesField control={control} disabled={isPending} />
            <Button
              size="lg"
              className="w-full sm:w-fit"
              onClick={handleClockIn}
              disabled={isPending}
            >
              <LogInIcon aria-hidden="true" />
              {clockIn.isPending ? t('card.clockingIn') : t('card.clockIn')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
