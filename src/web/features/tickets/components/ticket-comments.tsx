import { useTranslation } from 'react-i18next';

import type { Comment } from '#contract/schemas/comment.ts';
import {
  isUnavailableOffline,
  NotAvailableOffline,
} from '#web/components/not-available-offline.tsx';
import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { QueryListStates } from '#web/components/query-list-states.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useIsOnline } from '#web/lib/offline/online-status.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';

import { useDeleteComment, useTicketComments } from '../api/ticket-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

function CommentThread({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('tickets');
  const comments = useTicketComments(ticketId);
  const remove = useDeleteComment(ticketId);
  // Decision 036: a comment written offline carries its outbox entry's id until the server has it.
  const waitingIds = new Set(useWaitingEntries(useCurrentUser()?.id).map((entry) => entry.id));
  // A comment is queued offline; deleting one is not (decision 036 §3).
  const isOnline = useIsOnline();
  if (isUnavailableOffline(comments))
    return <NotAvailableOffline what={t('comments.notAvailableOffline')} />;
  const onDelete = (comment: Comment) => {
    remove.mutate(comment.id, {
      onError: (error) => {
        notifyError(t('comments.deleteFailed'), errorText(error, t('comments.tryAgain')));
      },
    });
  };
  // One "now" per render keeps every relative time in the thread consistent.
  const now = new Date();
  return (
    <QueryListStates
      query={comments}
      messages={{
        loading: t('comments.loading'),
        failed: t('comments.loadFailed'),
        empty: t('comments.empty'),
      }}
      skeletons={['h-12 w-full', 'h-12 w-2/3']}
    >
      {(list) => (
        <>
          <ol className="grid gap-2" aria-label={t('comments.list')}>
            {list.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                now={now}
                isDeleting={!isOnline || (remove.isPending && remove.variables === comment.id)}
                isWaitingToSync={waitingIds.has(comment.id)}
                onDelete={onDelete}
              />
            ))}
          </ol>
          {!isOnline && list.some((comment) => comment.canDelete) ? (
            <NeedsConnection buttons={[t('comments.delete')]} />
          ) : null}
        </>
      )}
    </QueryListStates>
  );
}

/** The ticket's conversation (decision 032): the thread, oldest first, and the box to add to it. */
export function TicketComments({ ticketId }: { ticketId: string }) {
  return (
    <div className="grid gap-4">
      <CommentThread ticketId={ticketId} />
      <CommentForm ticketId={ticketId} />
    </div>
  );
}
