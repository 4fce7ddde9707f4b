import { Navigate, useParams } from 'react-router';

import { canManagePmPlans } from '#contract/policies/maintenance-plans.ts';

import { PlanDetail } from '#web/features/maintenance-plans/components/plan-detail.tsx';
import { PLANS_PATH } from '#web/features/maintenance-plans/lib/plan-links.ts';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function MaintenancePlanScreen() {
  const user = useSignedInUser();
  const { planId } = useParams();
  if (!planId) return <Navigate to={PLANS_PATH} replace />;
  return <PlanDetail key={planId} id={planId} isAdmin={canManagePmPlans(user)} />;
}
