import { ActivityIcon, ClockIcon, ListIcon, WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '#web/lib/locale-format.ts';
import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { sumMinutes } from '#contract/utils/duration.ts';

import { shownDuration } from '../lib/shown-formats.ts';
import { SummaryStat } from './summary-stat.tsx';

/**
 * Product rules §2 Summary: Total Time Logged (the sum of durationMinutes, product rules §9), Time
 * Entries, Active Sessions. Issue 36 adds Paid Time (unpaid breaks deducted), the hours payroll pays.
 */
export function ReportSummary({ sessions }: { sessions: readonly ReportTimeSession[] }) {
  const { t } = useTranslation('reports');
  const duration = (minutes: number) => shownDuration(minutes) ?? t('notAvailable');
  const totalMinutes = sumMinutes(sessions.map((session) => session.durationMinutes));
  const paidMinutes = sumMinutes(sessions.map((session) => session.workedMinutes));
  const activeCount = sessions.filter((session) => session.isActive).length;
  return (
    <section aria-labelledby="report-summary-heading" className="grid gap-3">
      <h2 id="report-summary-heading" className="text-lg font-semibold">
        {t('summary.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
        <SummaryStat
          icon={ClockIcon}
          label={t('summary.totalTime')}
          value={duration(totalMinutes)}
          testId="summary-total"
        />
        <SummaryStat
          icon={WalletIcon}
          label={t('summary.paidTime')}
          value={duration(paidMinutes)}
          testId="summary-paid"
        />
        <SummaryStat
          icon={ListIcon}
          label={t('summary.entries')}
          value={formatNumber(sessions.length)}
          testId="summary-entries"
        />
        <SummaryStat
          icon={ActivityIcon}
          label={t('summary.active')}
          value={formatNumber(activeCount)}
          testId="summary-active"
        />
      </div>
    </section>
  );
}
