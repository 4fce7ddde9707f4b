import { ShieldAlertIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { canViewCosts } from '#contract/policies/costs.ts';
import { canViewReports } from '#contract/policies/reports.ts';

import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { PmComplianceReport } from '#web/features/reports/components/pm-compliance-report.tsx';
import { SpendReportTab } from '#web/features/reports/components/spend-report-tab.tsx';
import { TimeReport } from '#web/features/reports/components/time-report.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Issue 39: the Maintenance tab (and its charts) load when it is opened, not with the screen.
const MaintenanceReportTab = lazy(
  () => import('#web/features/reports/maintenance/maintenance-report-tab.tsx'),
);

const TABS = ['pm', 'spend', 'maintenance'] as const;

export default function ReportsScreen() {
  const { t } = useTranslation('reports');
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  // Product rules §2: admin or manager only; others see 'Access Denied'.
  if (!canViewReports(user)) {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <ShieldAlertIcon className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">{t('accessDenied')}</h1>
          <p className="text-muted-foreground">{t('noPermission')}</p>
        </CardContent>
      </Card>
    );
  }
  // Decision 034: the tab lives in the address (?tab=pm) so it survives a reload and can be linked.
  // Decision 037: 'Spend' (repair costs) is for admins only.
  const isAdmin = canViewCosts(user);
  const asked = params.get('tab');
  const tab =
    asked === 'pm' || asked === 'maintenance'
      ? asked
      : asked === 'spend' && isAdmin
        ? 'spend'
        : 'time';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        const next = new URLSearchParams(params);
        if ((TABS as readonly string[]).includes(value)) next.set('tab', value);
        else next.delete('tab');
        setParams(next, { replace: true });
      }}
    >
      {/* Four tabs are wider than a phone (Spanish most of all): one row that scrolls sideways
          there, fading at the right edge to say there is more; wrapped, they read as two rows of
          tabs (issue 40). Arrow keys move along the row and scroll the focused tab into view. */}
      <TabsList className="print-hidden max-w-full [scrollbar-width:thin] justify-start overflow-x-auto max-sm:mask-r-from-85%">
        <TabsTrigger value="time">{t('tabs.time')}</TabsTrigger>
        <TabsTrigger value="pm">{t('tabs.pm')}</TabsTrigger>
        {isAdmin ? <TabsTrigger value="spend">{t('tabs.spend')}</TabsTrigger> : null}
        <TabsTrigger value="maintenance">{t('tabs.maintenance')}</TabsTrigger>
      </TabsList>
      <TabsContent value="time">
        <TimeReport />
      </TabsContent>
      <TabsContent value="pm">
        <PmComplianceReport />
      </TabsContent>
      {isAdmin ? (
        <TabsContent value="spend">
          <SpendReportTab />
        </TabsContent>
      ) : null}
      <TabsContent value="maintenance">
        {tab === 'maintenance' ? (
          <Suspense fallback={<Skeleton className="h-64" aria-label={t('loadingMaintenance')} />}>
            <MaintenanceReportTab />
          </Suspense>
        ) : null}
      </TabsContent>
    </Tabs>
  );
}
