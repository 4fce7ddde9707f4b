import { useSearchParams } from 'react-router';

import { PageHeader } from '#web/components/page-header.tsx';
import { LabelSheetScreen } from '#web/features/equipment/components/label-sheet-screen.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function EquipmentLabelsScreen() {
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  // A manager's sheet is their store's; the server holds them to it whatever is asked.
  const store = isAdmin ? (searchParams.get('store') ?? '') : (user.locationName ?? '');
  return (
    <>
      <div className="print-hidden">
        <PageHeader
          title="Equipment Labels"
          description="QR labels for each unit: scanning one opens a problem report for it."
        />
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
