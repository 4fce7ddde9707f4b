import { CloudOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '#web/lib/utils.ts';

/** Decision 036 §3: marks something done on this phone that the server has not had yet. */
export function WaitingToSync({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-md border border-warning/50 bg-warning/10 px-1.5 py-0.5 text-xs font-medium text-foreground',
        className,
      )}
      data-testid="waiting-to-sync"
    >
      <CloudOffIcon className="size-3" aria-hidden="true" />
      {t('shared.waitingToSync')}
    </span>
  );
}
