import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { equipmentAudienceFor } from '#contract/policies/equipment.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { LabelSheetScreen } from '#web/features/equipment/components/label-sheet-screen.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function EquipmentLabelsScreen() {
  const { t } = useTranslation('equipment');
  const user = useSignedInUser();
  // Product rules §11: admins print any store's labels, managers their own store's.
  const isAdmin = equipmentAudienceFor(user).kind === 'all';
  const [searchParams, setSearchParams] = useSearchParams();
  // A manager's sheet is their store's; the server holds them to it whatever is asked.
  const store = isAdmin ? (searchParams.get('store') ?? '') : (user.locationName ?? '');
  return (
    <>
      <div className="print-hidden">
        <PageHeader title={t('labels.title')} description={t('labels.description')} />
      </div>
      <LabelSheetScreen
        store={store}
        canPickStore={isAdmin}
        onStoreChange={(next) => {
          setSearchParams({ store: next }, { replace: true });
        }}
      />
    </>
  );
}
