import { CoffeeIcon, PlayIcon } from 'lucide-react';
import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { formatElapsed } from '#contract/utils/duration.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { cn } from '#web/lib/utils.ts';

import { useBreakAction } from '../api/breaks.ts';
import { breakElapsedText, workedMilliseconds } from '../lib/worked-time.ts';
import { useNow } from '../lib/use-now.ts';

type RunningSession = Pick<
  ActiveSession,
  'clockInTime' | 'breakStartTime' | 'breakMinutes' | 'breaksPaid'
>;

function serverText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * Decision 035: the running session's worked time (hh:mm:ss). With unpaid breaks it leaves out the closed
 * breaks and stands still during the open one; with paid breaks it is the elapsed time.
 */
export function WorkedTimer({
  session,
  className,
}: {
  session: RunningSession;
  className?: string;
}) {
  const { t } = useTranslation('time-clock');
  const now = useNow();
  return (
    // role="timer" is not announced on every tick (its live region is off by default).
    <span
      role="timer"
      aria-label={session.breaksPaid ? t('timer.elapsed') : t('timer.worked')}
      className={cn('font-mono tabular-nums', className)}
    >
      {formatElapsed(workedMilliseconds(session, now))}
    </span>
  );
}

/** 'On break · 12:34', ticking; nothing when not on a break. */
export function BreakStatus({ breakStartTime }: { breakStartTime: string | null }) {
  const { t } = useTranslation('time-clock');
  const now = useNow();
  if (!breakStartTime) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-medium" data-testid="break-status">
      <CoffeeIcon className="size-4 text-warning" aria-hidden="true" />
      <span>
        <Trans
          t={t}
          i18nKey="timer.onBreak"
          values={{ elapsed: breakElapsedText(breakStartTime, now) }}
          components={{ timer: <span className="font-mono tabular-nums" /> }}
        />
      </span>
    </p>
  );
}

/**
 * 'Start Break' while working, 'End Break' while on a break (decision 035 §1). A second tap while the
 * request is pending is ignored; the server's message (e.g. already on a break) shows as a toast.
 */
export function BreakButton({ onBreak, disabled }: { onBreak: boolean; disabled?: boolean }) {
  const { t } = useTranslation('time-clock');
  const start = useBreakAction('start');
  const end = useBreakAction('end');
  const pending = useRef(false);
  const isPending = start.isPending || end.isPending;

  function handleClick() {
    if (pending.current) return;
    pending.current = true;
    const action = onBreak ? end : start;
    action.mutate(undefined, {
      onSuccess: (result) => {
        notifySuccess(
          onBreak ? t('toasts.breakEnded') : t('toasts.breakStarted'),
          result.queued ? t('toasts.savedOnPhone') : undefined,
        );
      },
      onError: (error) => {
        notifyError(
          onBreak ? t('toasts.endBreakFailed') : t('toasts.startBreakFailed'),
          serverText(
            error,
            onBreak ? t('toasts.endBreakFailedBody') : t('toasts.startBreakFailedBody'),
          ),
        );
      },
      onSettled: () => {
        pending.current = false;
      },
    });
  }

  return (
    <Button
      size="lg"
      variant={onBreak ? 'default' : 'outline'}
      className="w-full sm:w-fit"
      onClick={handleClick}
      disabled={disabled === true || isPending}
    >
      {onBreak ? <PlayIcon aria-hidden="true" /> : <CoffeeIcon aria-hidden="true" />}
      {onBreak
        ? end.isPending
          ? t('breaks.ending')
          : t('breaks.end')
        : start.isPending
          ? t('breaks.starting')
          : t('breaks.start')}
    </Button>
  );
}
