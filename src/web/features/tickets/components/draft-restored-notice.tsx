import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('tickets');
  return (
    <Alert role="status">
      <HistoryIcon aria-hidden="true" />
      <AlertTitle>{t('draft.restored')}</AlertTitle>
      <AlertDescription>
        <p>{t('draft.restoredBody')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
            {t('draft.discard')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
            {t('draft.keep')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
