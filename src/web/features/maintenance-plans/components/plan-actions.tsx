import { PauseIcon, PencilIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeletePmPlan, useSetPmPlanPaused } from '../api/save-pm-plan.ts';
import { editPlanPath, PLANS_PATH } from '../lib/plan-links.ts';

/** Edit, Pause / Resume and Delete (confirmed): the admin's actions on a plan. */
export function PlanActions({ plan }: { plan: PmPlan }) {
  const { t } = useTranslation('maintenance-plans');
  const navigate = useNavigate();
  const pause = useSetPmPlanPaused();
  const remove = useDeletePmPlan();
  const isPaused = plan.status === 'paused';
  return (
    <>
      <Button asChild variant="outline">
        <Link to={editPlanPath(plan.id)}>
          <PencilIcon aria-hidden="true" />
          {t('actions.edit')}
        </Link>
      </Button>
      <Button
        variant="outline"
        disabled={pause.isPending}
        onClick={() => {
          pause.mutate(
            { id: plan.id, isPaused: !isPaused },
            toastOutcome(
              isPaused ? t('actions.resumed') : t('actions.paused'),
              isPaused ? t('actions.resumeFailed') : t('actions.pauseFailed'),
            ),
          );
        }}
      >
        {isPaused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
        {isPaused ? t('actions.resume') : t('actions.pause')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={remove.isPending}>
            <Trash2Icon aria-hidden="true" />
            {t('actions.delete')}
          </Button>
        }
        title={t('actions.deleteTitle', { title: plan.title })}
        description={t('actions.deleteText')}
        confirmLabel={t('actions.delete')}
        onConfirm={() => {
          remove.mutate(
            plan.id,
            toastOutcome(t('actions.deleted'), t('actions.deleteFailed'), () => {
              void navigate(PLANS_PATH);
            }),
          );
        }}
      />
    </>
  );
}
