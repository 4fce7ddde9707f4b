import type { PmPlan } from '#contract/schemas/pm-plan.ts';
import { useTranslation } from 'react-i18next';

/** What a plan covers: its unit, or its category at N stores, or its store(s), in the shown language. */
export function useCoversText(): (plan: PmPlan) => string {
  const { t } = useTranslation('maintenance-plans');
  return (plan) => {
    if (plan.scope === 'equipment') {
      const unit = plan.equipment?.name ?? t('covers.equipment');
      const store = plan.locations[0]?.name;
      return store ? t('covers.unitAt', { unit, store }) : unit;
    }
    const stores =
      plan.locations.length === 1
        ? (plan.locations[0]?.name ?? t('covers.stores', { count: 1 }))
        : t('covers.stores', { count: plan.locations.length });
    return plan.scope === 'category'
      ? t('covers.categoryAt', { category: plan.category, stores })
      : stores;
  };
}

/** '92 % on time', or '—' before the first due date. */
export function useOnTimeText(): (rate: number | null) => string {
  const { t } = useTranslation('maintenance-plans');
  return (rate) => (rate === null ? '—' : t('onTime', { percent: Math.round(rate * 100) }));
}
