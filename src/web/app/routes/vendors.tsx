import { ShieldAlertIcon } from 'lucide-react';

import { canManageVendors } from '#contract/policies/vendors.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { VendorFormDialog } from '#web/features/vendors/components/vendor-form-dialog.tsx';
import { VendorList } from '#web/features/vendors/components/vendor-list.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 037: the chain's outside vendors, admins only.
export default function VendorsScreen() {
  const user = useSignedInUser();
  if (!canManageVendors(user)) {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <ShieldAlertIcon className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Access Denied</h1>
          <p className="text-muted-foreground">You don&apos;t have permission to view vendors.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <PageHeader
        title="Vendors"
        description="The service companies repairs are sent to: their trades, the stores they serve and in which order."
        actions={<VendorFormDialog editing={null} />}
      />
      <VendorList />
    </>
  );
}
