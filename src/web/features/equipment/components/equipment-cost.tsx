import { useTranslation } from 'react-i18next';

import { CostSummary } from '#web/components/cost-summary.tsx';

import { useEquipmentCost } from '../api/get-equipment-cost.ts';

/** Decision 037: what the unit's repairs cost, summed over its tickets (admins only). */
export function EquipmentCost({ id }: { id: string }) {
  const { t } = useTranslation('equipment');
  const query = useEquipmentCost(id, true);
  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-labelledby="equipment-cost-title">
      <h2 id="equipment-cost-title" className="text-sm text-muted-foreground">
        {t('detail.repairCost')}
      </h2>
      <CostSummary query={query} label={t('detail.repairCostOf')} />
    </section>
  );
}
