import { useTranslation } from 'react-i18next';

import type { ApproveAllResult } from '#contract/schemas/timesheet.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { formatDay } from '#web/lib/date-format.ts';

/** What 'Approve all' did: the approved weeks, and each skipped one with why. */
export function ApproveAllResultDialog({
  result,
  onClose,
}: {
  result: ApproveAllResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('timesheets');
  const weekOf = (weekStart: string) => t('week.ofDay', { day: formatDay(weekStart) });
  const summary = (done: ApproveAllResult) => {
    const approved = t('approveAll.approvedCount', { count: done.approved.length });
    const skipped = t('approveAll.skippedCount', { count: done.skipped.length });
    return done.alreadyApproved > 0
      ? t('approveAll.summaryAlready', {
          approved,
          skipped,
          already: t('approveAll.alreadyCount', { count: done.alreadyApproved }),
        })
      : t('approveAll.summary', { approved, skipped });
  };
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('approveAll.title')}</DialogTitle>
          <DialogDescription>{result ? summary(result) : null}</DialogDescription>
        </DialogHeader>
        {result && result.approved.length > 0 ? (
          <section aria-labelledby="approve-all-approved" className="grid gap-2 text-sm">
            <h3 id="approve-all-approved" className="font-medium">
              {t('approveAll.approved')}
            </h3>
            <ul className="grid gap-1">
              {result.approved.map((week) => (
                <li key={`${week.user.id}-${week.weekStart}`}>
                  {week.user.name}{' '}
                  <span className="text-muted-foreground">· {weekOf(week.weekStart)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {result && result.skipped.length > 0 ? (
          <section aria-labelledby="approve-all-skipped" className="grid gap-2 text-sm">
            <h3 id="approve-all-skipped" className="font-medium">
              {t('approveAll.skipped')}
            </h3>
            <ul className="grid gap-2">
              {result.skipped.map((week) => (
                <li
                  key={`${week.user.id}-${week.weekStart}`}
                  className="rounded-md border border-warning/40 bg-warning/10 p-2"
                >
                  <p>
                    {week.user.name}{' '}
                    <span className="text-muted-foreground">· {weekOf(week.weekStart)}</span>
                  </p>
                  <p>
                    {week.reasons.map((reason) => t(`approveAll.reasons.${reason}`)).join('; ')}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>{t('approveAll.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
