import { CloudOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '#web/lib/utils.ts';

/**
 * Decision 036 §3: a button whose change the outbox does not carry (it is checked against what
 * only the server knows: other people's schedules, the week's lock, the whole thread) is disabled
 * without signal, and this says why, naming the buttons.
 */
export function NeedsConnection({
  buttons,
  className,
}: {
  /** The labels of the buttons that wait ('Edit', 'Reopen'). */
  buttons: readonly string[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (buttons.length === 0) return null;
  return (
    <p
      className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)}
      data-testid="needs-connection"
    >
      <CloudOffIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{t('shared.needsConnection', { buttons: buttons.join(', ') })}</span>
    </p>
  );
}
