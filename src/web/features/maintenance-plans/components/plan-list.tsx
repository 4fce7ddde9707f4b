import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { PM_PLAN_STATUSES } from '#contract/schemas/pm-plan.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime } from '#web/lib/date-format.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { useStoreOptions } from '../api/get-plan-options.ts';
import { usePmPlans } from '../api/get-pm-plans.ts';
import type { PmPlanFilters } from '../api/get-pm-plans.ts';
import { planPath } from '../lib/plan-links.ts';
import { useCoversText, useOnTimeText } from '../lib/plan-text.ts';
import { PlanStatusBadge } from './plan-status-badge.tsx';

const ALL = 'all';

function when(value: string | null, show: (value: string) => string): string {
  return value === null ? '—' : show(value);
}

function PlanFilters({
  filters,
  onChange,
}: {
  filters: PmPlanFilters;
  onChange: (next: PmPlanFilters) => void;
}) {
  const { t } = useTranslation('maintenance-plans');
  const stores = useStoreOptions();
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <Select
        value={filters.locationId ?? ALL}
        onValueChange={(value) => {
          const { locationId: _old, ...rest } = filters;
          onChange(value === ALL ? rest : { ...rest, locationId: value });
        }}
      >
        <SelectTrigger aria-label={t('list.store')} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions
          options={[
            { value: ALL, label: t('list.allStores') },
            ...(stores.data ?? []).map((store) => ({ value: store.id, label: store.name })),
          ]}
        />
      </Select>
      <Select
        value={filters.status ?? ALL}
        onValueChange={(value) => {
          const { status: _old, ...rest } = filters;
          const status = PM_PLAN_STATUSES.find((known) => known === value);
          onChange(status ? { ...rest, status } : rest);
        }}
      >
        <SelectTrigger aria-label={t('list.status')} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions
          options={[
            { value: ALL, label: t('list.anyStatus') },
            { value: 'active', label: t('status.active') },
            { value: 'paused', label: t('status.paused') },
          ]}
        />
      </Select>
    </div>
  );
}

function PlanCards({ plans }: { plans: PmPlan[] }) {
  const { t } = useTranslation('maintenance-plans');
  const coversText = useCoversText();
  const onTimeText = useOnTimeText();
  return (
    <ul className="grid gap-3" aria-label={t('list.label')}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <Card className="py-4">
            <CardContent className="grid gap-1 px-4 text-sm">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={planPath(plan.id)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {plan.title}
                </Link>
                <PlanStatusBadge status={plan.status} />
              </div>
              <p className="text-muted-foreground">{coversText(plan)}</p>
              <p>{plan.recurrenceText}</p>
              <p>{t('list.nextDue', { when: when(plan.nextDueAt, formatDateTime) })}</p>
              <p>{t('list.lastDone', { when: when(plan.lastDoneAt, formatDate) })}</p>
              <p>{plan.onTimeRate === null ? t('list.onTimeNone') : onTimeText(plan.onTimeRate)}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function PlanTable({ plans }: { plans: PmPlan[] }) {
  const { t } = useTranslation('maintenance-plans');
  const coversText = useCoversText();
  const onTimeText = useOnTimeText();
  return (
    <Table aria-label={t('list.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('list.plan')}</TableHead>
          <TableHead>{t('list.covers')}</TableHead>
          <TableHead>{t('list.repeats')}</TableHead>
          <TableHead>{t('list.nextDueHeading')}</TableHead>
          <TableHead>{t('list.lastDoneHeading')}</TableHead>
          <TableHead>{t('list.onTimeHeading')}</TableHead>
          <TableHead>{t('list.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {plans.map((plan) => (
          <TableRow key={plan.id}>
            <TableCell className="min-w-40 font-medium whitespace-normal">
              <Link to={planPath(plan.id)} className="underline-offset-4 hover:underline">
                {plan.title}
              </Link>
            </TableCell>
            <TableCell className="min-w-32 whitespace-normal">{coversText(plan)}</TableCell>
            <TableCell className="min-w-44 whitespace-normal">{plan.recurrenceText}</TableCell>
            <TableCell className="min-w-28 whitespace-normal">
              {when(plan.nextDueAt, formatDateTime)}
            </TableCell>
            <TableCell>{when(plan.lastDoneAt, formatDate)}</TableCell>
            <TableCell>{onTimeText(plan.onTimeRate)}</TableCell>
            <TableCell>
              <PlanStatusBadge status={plan.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The plans with their filters; cards on a phone, a table wider up. */
export function PlanList({
  filters,
  onFiltersChange,
  isAdmin,
  onBrowseTemplates,
}: {
  filters: PmPlanFilters;
  onFiltersChange: (next: PmPlanFilters) => void;
  isAdmin: boolean;
  onBrowseTemplates: () => void;
}) {
  const { t } = useTranslation('maintenance-plans');
  const plans = usePmPlans(filters);
  const isMobile = useIsMobile();
  let body;
  if (plans.isPending) {
    body = (
      <div className="grid gap-2" aria-label={t('list.loading')}>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else if (plans.isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription>{errorText(plans.error, t('list.failed'))}</AlertDescription>
      </Alert>
    );
  } else if (plans.data.length === 0) {
    body = (
      <div className="grid justify-items-center gap-3 rounded-md border border-dashed p-8 text-center">
        <p className="font-medium">{t('list.empty')}</p>
        {isAdmin ? (
          <Button variant="outline" onClick={onBrowseTemplates}>
            {t('list.browseTemplates')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = isMobile ? <PlanCards plans={plans.data} /> : <PlanTable plans={plans.data} />;
  }
  return (
    <>
      <PlanFilters filters={filters} onChange={onFiltersChange} />
      {body}
    </>
  );
}
