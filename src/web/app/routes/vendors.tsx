import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { canManageVendors } from '#contract/policies/vendors.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { VendorFormDialog } from '#web/features/vendors/components/vendor-form-dialog.tsx';
import { VendorList } from '#web/features/vendors/components/vendor-list.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 037: the chain's outside vendors, admins only.
export default function VendorsScreen() {
  const { t } = useTranslation('vendors');
  const user = useSignedInUser();
  if (!canManageVendors(user)) {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <ShieldAlertIcon className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">{t('accessDenied')}</h1>
          <p className="text-muted-foreground">{t('noPermission')}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<VendorFormDialog editing={null} />}
      />
      <VendorList />
    </>
  );
}
