import { useTranslation } from 'react-i18next';

import { CostSummary } from '#web/components/cost-summary.tsx';

import { useLocationCost } from '../api/get-location-cost.ts';

/** Decision 037: what the store's repairs cost, over all its tickets (admins only). */
export function LocationCost({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('locations');
  const query = useLocationCost(id, true);
  return (
    <div className="mt-2 grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">{t('row.repairCost')}</p>
      <CostSummary query={query} label={t('row.repairCostOf', { name })} className="text-xs" />
    </div>
  );
}
