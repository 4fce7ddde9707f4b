import { useState } from 'react';

import { hasTodayList, seesChainTrends } from '#contract/policies/dashboard.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { AiInsightsPanel } from '#web/features/ai/components/ai-insights-panel.tsx';
import { AdminDashboard } from '#web/features/dashboard/components/admin-dashboard.tsx';
import { ManagerDashboard } from '#web/features/dashboard/components/manager-dashboard.tsx';
import { TechnicianDashboard } from '#web/features/dashboard/components/technician-dashboard.tsx';
import { ActiveSessionCard } from '#web/features/time-clock/components/active-session-card.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';
import { greetingFor, ROLE_SUBTITLES } from '#web/lib/greeting.ts';

export default function DashboardScreen() {
  const user = useSignedInUser();
  const [now] = useState(() => new Date());
  return (
    <>
      <PageHeader
        title={`${greetingFor(now)}, ${user.username}`}
        description={ROLE_SUBTITLES[user.role]}
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
