import { HistoryIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** Decision 027: tells that the create form was refilled from the draft kept on this device. */
export function DraftRestoredNotice({
  onDiscard,
  onDismiss,
}: {
  onDiscard: () => void;
  onDismiss: () => void;
}) {
  return (
    <Alert role="status">
      <HistoryIcon aria-hidden="true" />
      <AlertTitle>Draft restored</AlertTitle>
      <AlertDescription>
        <p>What you typed last time on this device is back. Photos are not kept; add them again.</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
            Discard draft
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
            Keep it
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
