import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { AlertDialogAction } from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { removeFromOutbox, retryRefused } from '#web/lib/offline/outbox-store.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';
import { requestReplay } from '#web/lib/offline/send-or-queue.ts';

/**
 * Decision 036 §3: each change the server refused, what it was, when it was tapped and why it was
 * refused; 'Retry' queues it again, 'Discard' (after confirming) drops it. Nothing goes silently.
 */
export function OutboxReviewDialog({
  userId,
  entries,
  open,
  onOpenChange,
}: {
  userId: string;
  entries: readonly OutboxEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const refused = entries.filter((entry) => entry.status === 'refused');
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  return (
    <>
      <TitledDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('shared.refusedTitle')}
        description={t('shared.refusedDescription')}
      >
        <ul
          className="grid max-h-[60vh] gap-3 overflow-y-auto"
          aria-label={t('shared.refusedList')}
        >
          {refused.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 rounded-md border p-3"
              aria-label={entry.label}
            >
              <span className="text-sm font-medium break-words">{entry.label}</span>
              <span className="text-xs text-muted-foreground">
                <Trans
                  t={t}
                  i18nKey="shared.tapped"
                  values={{ when: formatDateTime(entry.tappedAt) }}
                  components={{ time: <time dateTime={entry.tappedAt} /> }}
                />
              </span>
              <span className="text-sm break-words text-destructive">{entry.error}</span>
              <div className="mt-1 flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    void retryRefused(userId, entry.id, crypto.randomUUID()).then(requestReplay);
                  }}
                >
                  {t('shared.retry')}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => {
                    setDiscarding(entry);
                  }}
                >
                  {t('shared.discard')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </TitledDialog>
      <QuestionDialog
        open={discarding !== null}
        onClose={() => {
          setDiscarding(null);
        }}
        title={t('shared.discardTitle')}
        description={t('shared.discardDescription', { change: discarding?.label ?? '' })}
        cancel={{ label: t('shared.cancel') }}
      >
        <AlertDialogAction
          onClick={() => {
            if (discarding) void removeFromOutbox(userId, discarding.id);
          }}
        >
          {t('shared.discard')}
        </AlertDialogAction>
      </QuestionDialog>
    </>
  );
}
