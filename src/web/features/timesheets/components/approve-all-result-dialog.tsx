import type { ApproveAllResult } from '#contract/schemas/timesheet.ts';
import { APPROVE_ALL_SKIP_LABELS } from '#contract/schemas/timesheet.ts';
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

function weekOf(weekStart: string): string {
  return `week of ${formatDay(weekStart)}`;
}

function count(n: number, one: string, many: string): string {
  return `${String(n)} ${n === 1 ? one : many}`;
}

/** What 'Approve all' did: the approved weeks, and each skipped one with why. */
export function ApproveAllResultDialog({
  result,
  onClose,
}: {
  result: ApproveAllResult | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Approve all</DialogTitle>
          <DialogDescription>
            {result
              ? `${count(result.approved.length, 'week approved', 'weeks approved')}, ${count(
                  result.skipped.length,
                  'week skipped',
                  'weeks skipped',
                )}${
                  result.alreadyApproved > 0
                    ? `, ${count(result.alreadyApproved, 'was', 'were')} approved already`
                    : ''
                }.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {result && result.approved.length > 0 ? (
          <section aria-labelledby="approve-all-approved" className="grid gap-2 text-sm">
            <h3 id="approve-all-approved" className="font-medium">
              Approved
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
              Skipped
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
                  <p>{week.reasons.map((reason) => APPROVE_ALL_SKIP_LABELS[reason]).join('; ')}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
