import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime } from '#web/lib/date-format.ts';

import { usePmPlan } from '../api/get-pm-plans.ts';
import { PLANS_PATH } from '../lib/plan-links.ts';
import { useCoversText, useOnTimeText } from '../lib/plan-text.ts';
import { PlanActions } from './plan-actions.tsx';
import { PlanStatusBadge } from './plan-status-badge.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function PlanFacts({ plan }: { plan: PmPlan }) {
  const { t } = useTranslation('maintenance-plans');
  const coversText = useCoversText();
  const onTimeText = useOnTimeText();
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('detail.status')}>
          <PlanStatusBadge status={plan.status} />
        </Fact>
        <Fact label={t('detail.covers')}>{coversText(plan)}</Fact>
        <Fact label={t('detail.repeats')}>{plan.recurrenceText}</Fact>
        <Fact label={t('detail.nextDue')}>
          {plan.nextDueAt ? formatDateTime(plan.nextDueAt) : '—'}
        </Fact>
        <Fact label={t('detail.lastDone')}>
          {plan.lastDoneAt ? formatDate(plan.lastDoneAt) : '—'}
        </Fact>
        <Fact label={t('detail.onTime')}>{onTimeText(plan.onTimeRate)}</Fact>
        <Fact label={t('detail.leadTime')}>{t('detail.leadDays', { count: plan.leadDays })}</Fact>
        <Fact label={t('detail.technician')}>
          {plan.defaultTechnician?.name ?? t('detail.unassigned')}
        </Fact>
        <Fact label={t('detail.duration')}>
          {t('detail.minutes', { count: plan.estimatedMinutes })}
        </Fact>
      </dl>
      {plan.description ? <p className="text-sm whitespace-pre-line">{plan.description}</p> : null}
      <section aria-labelledby="plan-checklist" className="grid gap-2">
        <h2 id="plan-checklist" className="font-semibold">
          {t('detail.checklist')}
        </h2>
        {plan.checklist.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.noChecklist')}</p>
        ) : (
          <ol className="list-decimal pl-5 text-sm">
            {plan.checklist.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** One plan (deep link /maintenance-plans/:id); admins get its actions, managers read it. */
export function PlanDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const { t } = useTranslation('maintenance-plans');
  const plan = usePmPlan(id);
  const back = (
    <Link
      to={PLANS_PATH}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
  if (plan.isPending) return <Skeleton className="h-48" />;
  if (plan.isError) {
    return (
      <>
        {back}
        <Alert variant="destructive">
          <AlertDescription>{errorText(plan.error, t('detail.failed'))}</AlertDescription>
        </Alert>
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader
        title={plan.data.title}
        actions={isAdmin ? <PlanActions plan={plan.data} /> : null}
      />
      <PlanFacts plan={plan.data} />
    </>
  );
}
