import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageHeader } from '#web/components/page-header.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { usePmPlan } from '../api/get-pm-plans.ts';
import { PLANS_PATH, planPath } from '../lib/plan-links.ts';
import { PlanEditor } from './plan-editor.tsx';

/** /maintenance-plans/new and /maintenance-plans/:id/edit (admins). */
export function PlanEditorScreen({ id }: { id: string | null }) {
  const { t } = useTranslation('maintenance-plans');
  const navigate = useNavigate();
  const plan = usePmPlanOrNull(id);
  if (id !== null && plan.isPending) return <Skeleton className="h-96" />;
  if (id !== null && plan.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorText(plan.error, t('editor.failed'))}</AlertDescription>
      </Alert>
    );
  }
  const editing = plan.data ?? null;
  return (
    <>
      <PageHeader
        title={editing ? t('editor.editTitle', { title: editing.title }) : t('editor.newTitle')}
      />
      <PlanEditor
        editing={editing}
        onDone={(saved) => {
          void navigate(planPath(saved.id));
        }}
        onCancel={() => {
          void navigate(editing ? planPath(editing.id) : PLANS_PATH);
        }}
      />
    </>
  );
}

function usePmPlanOrNull(id: string | null) {
  return usePmPlan(id ?? '', id !== null);
}
