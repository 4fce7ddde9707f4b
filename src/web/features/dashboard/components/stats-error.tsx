import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';

interface StatsQuery {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** When the dashboard numbers cannot be loaded: say so, and offer to try again. */
export function StatsError({ stats }: { stats: StatsQuery }) {
  const { t } = useTranslation(['dashboard', 'common']);
  if (!stats.isError) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 p-4 text-sm"
    >
      <p>{t('statsFailed', { reason: errorText(stats.error, t('statsFailedReason')) })}</p>
      <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
