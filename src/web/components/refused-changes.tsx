import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { refusedText } from '#web/lib/offline/outbox-banner-text.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';
import { useLoadedComponent } from '#web/lib/use-loaded-component.ts';
import { cn } from '#web/lib/utils.ts';

// Decision 043, fourth pass: the review (Radix's dialogs) loads on the first press of 'Review'.
function loadOutboxReviewDialog() {
  return import('./outbox-review-dialog.tsx').then((module) => module.OutboxReviewDialog);
}

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
  const { Component: OutboxReviewDialog, load } = useLoadedComponent(loadOutboxReviewDialog);
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
          void load().then((loaded) => {
            if (loaded) setIsReviewing(true);
          });
        }}
      >
        {t('shared.review')}
      </Button>
      {OutboxReviewDialog ? (
        <OutboxReviewDialog
          userId={userId}
          entries={entries}
          open={isReviewing}
          onOpenChange={setIsReviewing}
        />
      ) : null}
    </div>
  );
}
