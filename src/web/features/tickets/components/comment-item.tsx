import { useTranslation } from 'react-i18next';

import type { Comment } from '#contract/schemas/comment.ts';
import { RoleBadge } from '#web/components/role-badge.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { formatDateTime, formatRelative } from '#web/lib/date-format.ts';

import { commentSegments } from '../lib/comment-mentions.ts';

/** The body as text (never markup), line breaks kept, resolved @mentions highlighted. */
function CommentBody({ comment }: { comment: Comment }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {/* Segments come from the body in order and never reorder: the index is their key. */}
      {commentSegments(comment.body, comment.mentions).map((segment, index) =>
        segment.kind === 'mention' ? (
          <span
            key={index}
            className="rounded-sm bg-primary/10 px-0.5 font-semibold text-primary"
            title={segment.name}
            data-mention=""
          >
            {segment.text}
          </span>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

interface CommentItemProps {
  comment: Comment;
  now: Date;
  isDeleting: boolean;
  onDelete: (comment: Comment) => void;
  /** Written offline and not yet on the server (decision 036). */
  isWaitingToSync?: boolean;
}

/** One comment of the thread: who, when (exact time on hover), what; 'Delete' when allowed. */
export function CommentItem({
  comment,
  now,
  isDeleting,
  onDelete,
  isWaitingToSync = false,
}: CommentItemProps) {
  const { t } = useTranslation('tickets');
  const author = comment.author;
  return (
    <li
      className="grid gap-1 rounded-md border p-3"
      aria-label={
        author ? t('comments.commentBy', { name: author.name }) : t('comments.commentByDeleted')
      }
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-medium">{author?.name ?? t('comments.deletedUser')}</span>
        {author ? <RoleBadge role={author.role} /> : null}
        <time
          dateTime={comment.createdAt}
          title={formatDateTime(comment.createdAt)}
          className="text-xs text-muted-foreground"
        >
          {formatRelative(comment.createdAt, now)}
        </time>
        {isWaitingToSync ? <WaitingToSync /> : null}
        {comment.canDelete ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto h-7 px-2 text-xs text-muted-foreground"
                disabled={isDeleting}
              >
                {t('comments.delete')}
              </Button>
            }
            title={t('comments.deleteTitle')}
            description={t('comments.deleteDescription')}
            confirmLabel={t('comments.delete')}
            onConfirm={() => {
              onDelete(comment);
            }}
          />
        ) : null}
      </div>
      <CommentBody comment={comment} />
    </li>
  );
}
