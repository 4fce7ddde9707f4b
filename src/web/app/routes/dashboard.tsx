import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { hasTodayList, seesChainTrends } from '#contract/policies/dashboard.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { readCurrentUser, useSignedInUser } from '#web/lib/current-user.ts';
import type { StoredUser } from '#web/lib/current-user.ts';
import { greetingFor } from '#web/lib/greeting.ts';

// Decision 043: each role's dashboard is its own chunk, so an admin never downloads the technician's
// Today list and break controls nor a manager the chain's chart; the AI panel and the active-session
// card follow the role's numbers. The signed-in user's chunk starts downloading with this one.
const loadAdmin = () => import('#web/features/dashboard/components/admin-dashboard.tsx');
const loadTechnician = () => import('#web/features/dashboard/components/technician-dashboard.tsx');
const loadManager = () => import('#web/features/dashboard/components/manager-dashboard.tsx');

const AdminDashboard = lazy(() =>
  loadAdmin().then((module) => ({ default: module.AdminDashboard })),
);
const TechnicianDashboard = lazy(() =>
  loadTechnician().then((module) => ({ default: module.TechnicianDashboard })),
);
const ManagerDashboard = lazy(() =>
  loadManager().then((module) => ({ default: module.ManagerDashboard })),
);
const AiInsightsPanel = lazy(() =>
  import('#web/features/ai/components/ai-insights-panel.tsx').then((module) => ({
    default: module.AiInsightsPanel,
  })),
);
const ActiveSessionCard = lazy(() =>
  import('#web/features/time-clock/components/active-session-card.tsx').then((module) => ({
    default: module.ActiveSessionCard,
  })),
);

function loadFor(user: StoredUser) {
  return seesChainTrends(user) ? loadAdmin : hasTodayList(user) ? loadTechnician : loadManager;
}

const cachedUser = readCurrentUser();
if (cachedUser) void loadFor(cachedUser)();

/** The role's numbers while its chunk loads (the page header is already drawn). */
function NumbersFallback() {
  const { t } = useTranslation();
  return (
    <div
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
      role="status"
      aria-label={t('loading')}
    >
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}

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
      <Suspense fallback={<NumbersFallback />}>
        {seesChainTrends(user) ? (
          <AdminDashboard
            insightsPanel={
              // The panel's own height (its tabs are 26rem), so nothing below it moves when it arrives.
              <Suspense fallback={<Skeleton className="h-[34rem] w-full rounded-xl" />}>
                <AiInsightsPanel />
              </Suspense>
            }
          />
        ) : hasTodayList(user) ? (
          <TechnicianDashboard
            activeSessionCard={
              <Suspense fallback={null}>
                <ActiveSessionCard />
              </Suspense>
            }
          />
        ) : (
          <ManagerDashboard />
        )}
      </Suspense>
    </>
  );
}
