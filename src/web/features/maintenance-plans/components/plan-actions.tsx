import { PauseIcon, PencilIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeletePmPlan, useSetPmPlanPaused } from '../api/save-pm-plan.ts';
import { editPlanPath, PLANS_PATH } from '../lib/plan-links.ts';

/** Edit, Pause / Resume and Delete (confirmed): the admin's actions on a plan. */
export function PlanActions({ plan }: { plan: PmPlan }) {
  const navigate = useNavigate();
  const pause = useSetPmPlanPaused();
  const remove = useDeletePmPlan();
  const isPaused = plan.status === 'paused';
  return (
    <>
      <Button asChild variant="outline">
        <Link to={editPlanPath(plan.id)}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <Button
        variant="outline"
        disabled={pause.isPending}
        onClick={() => {
          pause.mutate(
            { id: plan.id, isPaused: !isPaused },
            toastOutcome(
              isPaused ? 'Plan resumed' : 'Plan paused',
              isPaused ? 'Failed to resume the plan' : 'Failed to pause the plan',
            ),
          );
        }}
      >
        {isPaused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
        {isPaused ? 'Resume' : 'Pause'}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={remove.isPending}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        }
        title={<>Delete {plan.title}?</>}
        description={
          <>No more tickets are created from it. Tickets it already created stay as they are.</>
        }
        confirmLabel="Delete"
        onConfirm={() => {
          remove.mutate(
            plan.id,
            toastOutcome('Plan deleted', 'Failed to delete the plan', () => {
              void navigate(PLANS_PATH);
            }),
          );
        }}
      />
    </>
  );
}
