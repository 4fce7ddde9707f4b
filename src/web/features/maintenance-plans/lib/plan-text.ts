import type { PmPlan } from '#contract/schemas/pm-plan.ts';

/** What a plan covers: its unit, or its category at N stores, or its store(s). */
export function coversText(plan: PmPlan): string {
  if (plan.scope === 'equipment') {
    const store = plan.locations[0]?.name;
    return `${plan.equipment?.name ?? 'Equipment'}${store ? ` · ${store}` : ''}`;
  }
  const stores =
    plan.locations.length === 1
      ? (plan.locations[0]?.name ?? '1 store')
      : `${String(plan.locations.length)} stores`;
  return plan.scope === 'category' ? `${plan.category} at ${stores}` : stores;
}

/** '92 % on time', or '—' before the first due date. */
export function onTimeText(rate: number | null): string {
  return rate === null ? '—' : `${String(Math.round(rate * 100))} % on time`;
}
