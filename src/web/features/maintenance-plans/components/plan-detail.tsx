import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime } from '#web/lib/date-format.ts';

import { usePmPlan } from '../api/get-pm-plans.ts';
import { PLANS_PATH } from '../lib/plan-links.ts';
import { coversText, onTimeText } from '../lib/plan-text.ts';
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
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Status">
          <PlanStatusBadge status={plan.status} />
        </Fact>
        <Fact label="Covers">{coversText(plan)}</Fact>
        <Fact label="Repeats">{plan.recurrenceText}</Fact>
        <Fact label="Next due">{plan.nextDueAt ? formatDateTime(plan.nextDueAt) : '—'}</Fact>
        <Fact label="Last done">{plan.lastDoneAt ? formatDate(plan.lastDoneAt) : '—'}</Fact>
        <Fact label="On time">{onTimeText(plan.onTimeRate)}</Fact>
        <Fact label="Lead time">
          {plan.leadDays} day{plan.leadDays === 1 ? '' : 's'} before
        </Fact>
        <Fact label="Default technician">{plan.defaultTechnician?.name ?? 'Unassigned'}</Fact>
        <Fact label="Estimated duration">{plan.estimatedMinutes} min</Fact>
      </dl>
      {plan.description ? <p className="text-sm whitespace-pre-line">{plan.description}</p> : null}
      <section aria-labelledby="plan-checklist" className="grid gap-2">
        <h2 id="plan-checklist" className="font-semibold">
          Checklist
        </h2>
        {plan.checklist.length === 0 ? (
          <p className="text-sm text-muted-foreground">No checklist</p>
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
  const plan = usePmPlan(id);
  const back = (
    <Link
      to={PLANS_PATH}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Maintenance plans
    </Link>
  );
  if (plan.isPending) return <Skeleton className="h-48" />;
  if (plan.isError) {
    return (
      <>
        {back}
        <Alert variant="destructive">
          <AlertDescription>{errorText(plan.error, 'Failed to load the plan')}</AlertDescription>
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
