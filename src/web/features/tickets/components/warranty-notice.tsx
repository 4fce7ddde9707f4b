import { ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';

import { warrantyNoticeText } from '../lib/warranty-notice.ts';

/** Decision 033: before a ticket is sent on a unit under warranty, who to call before paying. */
export function WarrantyNotice({ unit }: { unit: Equipment | null }) {
  const { t } = useTranslation('tickets');
  const text = unit ? warrantyNoticeText(t, unit) : null;
  if (!text) return null;
  return (
    // A status, not an alert: it appears as a unit is picked and should not interrupt.
    <Alert role="status" variant="warning">
      <ShieldCheckIcon aria-hidden="true" />
      <AlertDescription>
        <p>{text}</p>
      </AlertDescription>
    </Alert>
  );
}
