import { ShieldAlertIcon } from 'lucide-react';

import { canChangeSettings } from '#contract/policies/settings.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { TimeSettingsCard } from '#web/features/settings/components/time-settings-card.tsx';
import { VendorSettingsCard } from '#web/features/settings/components/vendor-settings-card.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 035: the chain's settings, admins only (the server refuses others' saves as well).
export default function SettingsScreen() {
  const user = useSignedInUser();
  if (!canChangeSettings(user)) {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <ShieldAlertIcon className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Access Denied</h1>
          <p className="text-muted-foreground">You don&apos;t have permission to view settings.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <PageHeader title="Settings" description="Rules that apply across the chain." />
      <TimeSettingsCard />
      <VendorSettingsCard />
    </>
  );
}
