import { BellRingIcon, InboxIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { StoreWork } from '#contract/schemas/store-work.ts';
import { QueryErrorAlert } from '#web/components/retry-alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatRelative } from '#web/lib/date-format.ts';
import { useDeferredAnswer } from '#web/lib/use-deferred-answer.ts';

import { CompletedToConfirm } from './completed-to-confirm.tsx';
import { WaitingGroupTitle } from './waiting-group-title.tsx';

/** The Requests tab of the board (product rules §11), where requests are approved or declined. */
const REQUESTS_TAB = '/tickets?tab=requests';

function RequestsToApprove({ waiting }: { waiting: StoreWork['requestsToApprove'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="requests-to-approve-title" className="grid gap-2">
      <WaitingGroupTitle id="requests-to-approve-title" count={waiting.total}>
        {t('waiting.requestsTitle')}
      </WaitingGroupTitle>
      {waiting.requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('waiting.noRequests')}</p>
      ) : (
        <>
          <ul className="grid gap-1" data-testid="requests-to-approve">
            {waiting.requests.map((request) => (
              <li key={request.id} className="flex items-start gap-2 text-sm">
                <InboxIcon
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="break-words">
                    <span className="font-medium">{request.equipment}</span>: {request.summary}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    <Trans
                      t={t}
                      i18nKey="waiting.reported"
                      values={{
                        location: request.location,
                        when: formatRelative(request.createdAt),
                      }}
                      components={{ time: <time dateTime={request.createdAt} /> }}
                    />
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <Button asChild size="sm" className="justify-self-start">
            <Link to={REQUESTS_TAB}>{t('waiting.reviewRequests')}</Link>
          </Button>
        </>
      )}
    </section>
  );
}

/**
 * Issue 36: what waits on the manager: their store's problem reports to approve, and their store's
 * completed work to confirm fixed (or reopen as not fixed).
 */
export function WaitingOnYou({ storeWork }: { storeWork: UseQueryResult<StoreWork> }) {
  const { t } = useTranslation('dashboard');
  // Drawn in slices after the answer (decision 043, sixth pass); the loading rows until then.
  const { data, isWaiting } = useDeferredAnswer(storeWork);
  return (
    <Card role="region" aria-labelledby="waiting-on-you-title" className="gap-4">
      <CardHeader>
        <h2
          id="waiting-on-you-title"
          className="flex items-center gap-2 leading-none font-semibold"
        >
          <BellRingIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('waiting.title')}
        </h2>
        <CardDescription>{t('waiting.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isWaiting ? (
          <div className="grid gap-3" aria-hidden="true" data-testid="waiting-loading">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : storeWork.isError || !data ? (
          <QueryErrorAlert query={storeWork} fallback={t('waiting.loadFailed')} />
        ) : (
          <>
            <RequestsToApprove waiting={data.requestsToApprove} />
            <CompletedToConfirm waiting={data.recentlyCompleted} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
