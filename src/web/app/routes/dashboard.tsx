import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { hasTodayList, seesChainTrends } from '#contract/policies/dashboard.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { AiInsightsPanel } from '#web/features/ai/components/ai-insights-panel.tsx';
import { AdminDashboard } from '#web/features/dashboard/components/admin-dashboard.tsx';
import { ManagerDashboard } from '#web/features/dashboard/components/manager-dashboard.tsx';
import { TechnicianDashboard } from '#web/features/dashboard/components/technician-dashboard.tsx';
import { ActiveSessionCard } from '#web/features/time-clock/components/active-session-card.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';
import { greetingFor } from '#web/lib/greeting.ts';

export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const user = useSignedInUser();
  const [now] = useState(() => new Date());
  return (
    <>
      <PageHeader
        title={t(`greeting.${greetingFor(now)}`, { name: user.username })}
        description={t(`roleSubtitle.${user.role}`)}
      />
      {seesChainTrends(user) ? (
        <AdminDashboard insightsPanel={<AiInsightsPanel />} />
      ) : hasTodayList(user) ? (
        <TechnicianDashboard activeSessionCard={<ActiveSessionCard />} />
      ) : (
        <ManagerDashboard />
      )}
    </>
  );
}
