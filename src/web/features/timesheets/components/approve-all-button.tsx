import { CheckCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ApproveAllResult, ApproveAllTimesheetsInput } from '#contract/schemas/timesheet.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';

import { useApproveAll } from '../api/timesheets.ts';

/**
 * Issue 36: 'Approve all' of a range (the week shown, or a pay period). The server approves every
 * week without open flags that the caller may approve; `run` shows what it did and what it skipped.
 */
export function useApproveAllAction(range: ApproveAllTimesheetsInput) {
  const { t } = useTranslation('timesheets');
  const approveAll = useApproveAll();
  const [result, setResult] = useState<ApproveAllResult | null>(null);
  return {
    isPending: approveAll.isPending,
    result,
    run: () => {
      approveAll.mutate(range, {
        onSuccess: setResult,
        onError: (error) => {
          notifyError(t('approveAll.failed'), errorText(error, t('tryAgain')));
        },
      });
    },
    close: () => {
      setResult(null);
    },
  };
}

export function ApproveAllButton({
  action,
  label,
}: {
  action: Pick<ReturnType<typeof useApproveAllAction>, 'isPending' | 'run'>;
  /** What is approved, for screen readers ('the week of Nov 22, 2026'). */
  label: string;
}) {
  const { t } = useTranslation('timesheets');
  return (
    <Button
      variant="outline"
      disabled={action.isPending}
      aria-label={t('approveAll.label', { what: label })}
      onClick={action.run}
    >
      <CheckCheckIcon aria-hidden="true" />
      {action.isPending ? t('approval.approving') : t('approveAll.button')}
    </Button>
  );
}
