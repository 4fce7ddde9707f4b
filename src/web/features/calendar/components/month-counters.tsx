import { useTranslation } from 'react-i18next';

import type { MonthCounts } from '../lib/month-grid.ts';

const COUNTERS = [
  { key: 'urgent', label: 'counters.urgent', className: 'text-red-600 dark:text-red-400' },
  {
    key: 'medium',
    label: 'counters.medium',
    className: 'text-amber-700 dark:text-amber-400',
  },
  { key: 'low', label: 'counters.low', className: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'total', label: 'counters.total', className: '' },
] as const;

/** Product rules §2: the visible month's scheduled tickets by priority. */
export function MonthCounters({ counts }: { counts: MonthCounts }) {
  const { t } = useTranslation('calendar');
  return (
    <dl className="grid grid-cols-4 gap-2" aria-label={t('counters.label')}>
      {COUNTERS.map((counter) => (
        <div key={counter.key} className="rounded-lg border bg-card px-2 py-3 text-center">
          {/* The spec's word first, then what it counts (decisions 029-031): 'Urgent tickets this month'. */}
          <dt className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{t(counter.label)}</span>{' '}
            <span className="block sm:inline">{t('counters.ticketsThisMonth')}</span>
          </dt>
          <dd className={`text-xl font-semibold ${counter.className}`}>{counts[counter.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
