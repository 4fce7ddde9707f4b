import { ShieldAlertIcon } from 'lucide-react';

import { Card, CardContent } from '#web/components/ui/card.tsx';
import { TimeReport } from '#web/features/reports/components/time-report.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function ReportsScreen() {
  const user = useSignedInUser();
  // Product rules §2: admin or manager only; others see 'Access Denied'.
  if (user.role !== 'admin' && user.role !== 'manager') {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <ShieldAlertIcon className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Access Denied</h1>
          <p className="text-muted-foreground">You don&apos;t have permission to view reports.</p>
        </CardContent>
      </Card>
    );
  }
  return <TimeReport />;
}
