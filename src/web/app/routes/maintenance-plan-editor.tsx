import { Navigate, useParams } from 'react-router';

import { canManagePmPlans } from '#contract/policies/maintenance-plans.ts';

import { PlanEditorScreen } from '#web/features/maintenance-plans/components/plan-editor-screen.tsx';
import { PLANS_PATH } from '#web/features/maintenance-plans/lib/plan-links.ts';
import { useSignedInUser } from '#web/lib/current-user.ts';

/** New plan, or edit one: admins only (the server refuses others too). */
export default function MaintenancePlanEditorScreen() {
  const user = useSignedInUser();
  const { planId } = useParams();
  if (!canManagePmPlans(user)) return <Navigate to={PLANS_PATH} replace />;
  return <PlanEditorScreen key={planId ?? 'new'} id={planId ?? null} />;
}
