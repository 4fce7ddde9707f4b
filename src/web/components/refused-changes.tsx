import { TriangleAlertIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { refusedText } from '#web/lib/offline/outbox-banner-text.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';
import { useHasOpened } from '#web/lib/use-has-opened.ts';
import { cn } from '#web/lib/utils.ts';

// Decision 043, fourth pass: the review (Radix's dialogs) loads on the first press of 'Review'.
const OutboxReviewDialog = lazy(() =>
  import('./outbox-review-dialog.tsx').then((module) => ({ default: module.OutboxReviewDialog })),
);

/**
 * Decision 036 §3: 'N changes could not be synced' with 'Review', which opens the refused changes.
 * Under the header, and inside a ticket's detail too: the detail is modal, so the header's line
 * cannot be reached while it is open.
 */
export function RefusedChanges({
  userId,
  entries,
  className,
}: {
  userId: string;
  entries: readonly OutboxEntry[];
  className?: string;
}) {
  const { t } = useTranslation();
  const [isReviewing, setIsReviewing] = useState(false);
  const hasReviewed = useHasOpened(isReviewing);
  const refused = refusedText(entries);
  if (refused === null) return null;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-2 bg-destructive/10 px-4 py-2 text-sm font-medium',
        className,
      )}
    >
      <TriangleAlertIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span className="flex-1">{refused}</span>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setIsReviewing(true);
        }}
      >
        {t('shared.review')}
      </Button>
      {hasReviewed ? (
        <Suspense fallback={null}>
          <OutboxReviewDialog
            userId={userId}
            entries={entries}
            open={isReviewing}
            onOpenChange={setIsReviewing}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
