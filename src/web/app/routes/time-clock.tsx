import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeader } from '#web/components/page-header.tsx';
import { TimeClockCard } from '#web/features/time-clock/components/time-clock-card.tsx';
import { TimeLogsCard } from '#web/features/time-clock/components/time-logs-card.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Product rules §2: /clock, /clock?v=1 and /time-tracker all show this screen.
export default function TimeClockScreen() {
  const { t } = useTranslation('time-clock');
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Remounted per user so one user's unsent notes never show for the next. */}
        <TimeClockCard
          key={user.id}
          userId={user.id}
          initialTicketId={searchParams.get('ticketId')}
        />
        <TimeLogsCard userId={user.id} />
      </div>
    </>
  );
}
