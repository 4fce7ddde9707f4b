import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { PM_PLAN_STATUSES } from '#contract/schemas/pm-plan.ts';
import { canManagePmPlans } from '#contract/policies/maintenance-plans.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import type { PmPlanFilters } from '#web/features/maintenance-plans/api/get-pm-plans.ts';
import { PlanList } from '#web/features/maintenance-plans/components/plan-list.tsx';
import { TemplateList } from '#web/features/maintenance-plans/components/template-list.tsx';
import { NEW_PLAN_PATH } from '#web/features/maintenance-plans/lib/plan-links.ts';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 034: preventive maintenance plans; the filters and the tab live in the address.
export default function MaintenancePlansScreen() {
  const { t } = useTranslation('maintenance-plans');
  const user = useSignedInUser();
  const isAdmin = canManagePmPlans(user);
  const [search, setSearch] = useSearchParams();
  const tab = isAdmin && search.get('tab') === 'templates' ? 'templates' : 'plans';
  const status = PM_PLAN_STATUSES.find((known) => known === search.get('status'));
  const locationId = search.get('locationId');
  const filters: PmPlanFilters = {
    ...(locationId ? { locationId } : {}),
    ...(status ? { status } : {}),
  };
  const showTab = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === 'templates') params.set('tab', 'templates');
    else params.delete('tab');
    setSearch(params, { replace: true });
  };
  const list = (
    <PlanList
      filters={filters}
      isAdmin={isAdmin}
      onBrowseTemplates={() => {
        showTab('templates');
      }}
      onFiltersChange={(next) => {
        const params = new URLSearchParams();
        if (next.locationId) params.set('locationId', next.locationId);
        if (next.status) params.set('status', next.status);
        setSearch(params, { replace: true });
      }}
    />
  );
  return (
    <>
      <PageHeader
        title={t('title')}
        description={isAdmin ? t('descriptionAdmin') : t('descriptionManager')}
        actions={
          isAdmin ? (
            <Button asChild>
              <Link to={NEW_PLAN_PATH}>
                <PlusIcon aria-hidden="true" />
                {t('newPlan')}
              </Link>
            </Button>
          ) : null
        }
      />
      {isAdmin ? (
        <Tabs value={tab} onValueChange={showTab}>
          <TabsList className="mb-4">
            <TabsTrigger value="plans">{t('plansTab')}</TabsTrigger>
            <TabsTrigger value="templates">{t('templatesTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="plans">{list}</TabsContent>
          <TabsContent value="templates">
            <TemplateList isAdmin />
          </TabsContent>
        </Tabs>
      ) : (
        list
      )}
    </>
  );
}
