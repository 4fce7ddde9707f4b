import { CircleCheckIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { RECENTLY_COMPLETED_DAYS } from '#contract/constants.ts';
import type { StoreWork } from '#contract/schemas/store-work.ts';
import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatRelative } from '#web/lib/date-format.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useIsOnline } from '#web/lib/offline/online-status.ts';
import { ticketPath } from '#web/lib/ticket-links.ts';

import { useConfirmTicketFixed } from '../api/confirm-ticket-fixed.ts';
import { WaitingGroupTitle } from './waiting-group-title.tsx';

// Decision 043: the dialog's form (react-hook-form) is not needed to draw the dashboard; its code
// follows the first paint.
const NotFixedDialog = lazy(() =>
  import('./not-fixed-dialog.tsx').then((module) => ({ default: module.NotFixedDialog })),
);

type CompletedTicket = StoreWork['recentlyCompleted']['tickets'][number];

/**
 * Issue 36: the store's completed work the manager has not confirmed yet. 'Confirm fixed' signs it
 * off (who and when are kept on the server); 'Not fixed' reopens it with what is still wrong. Both
 * are saved on the server only, so they wait for a connection (decision 036 §3).
 */
export function CompletedToConfirm({ waiting }: { waiting: StoreWork['recentlyCompleted'] }) {
  const { t } = useTranslation('dashboard');
  const confirm = useConfirmTicketFixed();
  const [notFixed, setNotFixed] = useState<CompletedTicket | null>(null);
  const isOnline = useIsOnline();
  const confirmFixed = (ticket: CompletedTicket) => {
    confirm.mutate(ticket.id, {
      onSuccess: () => {
        notifySuccess(
          t('toConfirm.success'),
          t('toConfirm.confirmed', { number: ticket.ticketNumber }),
        );
      },
      onError: (error) => {
        notifyError(t('toConfirm.error'), errorText(error, t('toConfirm.confirmFailed')));
      },
    });
  };
  return (
    <section aria-labelledby="completed-to-confirm-title" className="grid gap-2">
      <WaitingGroupTitle id="completed-to-confirm-title" count={waiting.total}>
        {t('toConfirm.title')}
      </WaitingGroupTitle>
      <p className="text-xs text-muted-foreground">
        {t('toConfirm.explain', { days: RECENTLY_COMPLETED_DAYS })}
      </p>
      {waiting.tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('toConfirm.nothing', { days: RECENTLY_COMPLETED_DAYS })}
        </p>
      ) : (
        <>
          <ul className="grid gap-3" data-testid="completed-to-confirm">
            {waiting.tickets.map((ticket) => {
              const isConfirming = confirm.isPending && confirm.variables === ticket.id;
              return (
                <li
                  key={ticket.id}
                  className="grid gap-1.5"
                  data-testid="completed-to-confirm-item"
                >
                  <Link
                    to={ticketPath(ticket.id)}
                    className="flex items-start gap-2 rounded-md py-1 text-sm outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <CircleCheckIcon
                      className="mt-0.5 size-4 shrink-0 text-success"
                      aria-hidden="true"
                    />
                    <span className="grid min-w-0 gap-0.5">
                      <span className="font-medium break-words">
                        #{ticket.ticketNumber} {ticket.title}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        <Trans
                          t={t}
                          i18nKey={
                            ticket.completedBy ? 'toConfirm.completedBy' : 'toConfirm.completed'
                          }
                          values={{
                            who: ticket.completedBy,
                            location: ticket.location,
                            when: formatRelative(ticket.completedAt),
                          }}
                          components={{ time: <time dateTime={ticket.completedAt} /> }}
                        />
                      </span>
                    </span>
                  </Link>
                  <div className="flex flex-wrap gap-2 pl-6">
                    <Button
                      size="sm"
                      disabled={!isOnline || isConfirming}
                      aria-label={t('toConfirm.confirmFixedLabel', { number: ticket.ticketNumber })}
                      onClick={() => {
                        confirmFixed(ticket);
                      }}
                    >
                      {isConfirming ? t('toConfirm.confirming') : t('toConfirm.confirmFixed')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!isOnline || isConfirming}
                      aria-label={t('toConfirm.notFixedLabel', { number: ticket.ticketNumber })}
                      onClick={() => {
                        setNotFixed(ticket);
                      }}
                    >
                      {t('toConfirm.notFixed')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {waiting.total > waiting.tickets.length ? (
            <p className="text-xs text-muted-foreground" data-testid="completed-to-confirm-more">
              {t('toConfirm.more', { shown: waiting.tickets.length, total: waiting.total })}
            </p>
          ) : null}
          {isOnline ? null : (
            <NeedsConnection buttons={[t('toConfirm.confirmFixed'), t('toConfirm.notFixed')]} />
          )}
        </>
      )}
      <Suspense fallback={null}>
        <NotFixedDialog
          ticket={notFixed}
          onClose={() => {
            setNotFixed(null);
          }}
        />
      </Suspense>
    </section>
  );
}
