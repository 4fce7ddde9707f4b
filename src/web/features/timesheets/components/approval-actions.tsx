import { CheckIcon, UndoIcon } from 'lucide-react';
import { useState } from 'react';

import type { Timesheet } from '#contract/schemas/timesheet.ts';
import { UnapproveTimesheetInputSchema } from '#contract/schemas/timesheet.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { ReasonDialog } from '#web/components/form/reason-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { notifySuccess, toastOutcome } from '#web/lib/notify.ts';

import { useApproveWeek, useUnapproveWeek } from '../api/timesheets.ts';
import { approveBlocker } from '../lib/approval.ts';

const UNAPPROVE_REASON = { name: 'reason', schema: UnapproveTimesheetInputSchema.shape.reason };

/** 'Approve week', or who approved it and 'Un-approve' (a manager or an admin). */
export function ApprovalActions({ sheet }: { sheet: Timesheet }) {
  const approve = useApproveWeek();
  const unapprove = useUnapproveWeek();
  const [isUnapproving, setIsUnapproving] = useState(false);
  const input = { userId: sheet.user.id, weekStart: sheet.weekStart };
  if (sheet.approval) {
    return (
      <div className="grid gap-2">
        <p className="text-sm">
          Approved
          {sheet.approval.approvedBy ? ` by ${sheet.approval.approvedBy.name}` : ''} on{' '}
          {formatDateTime(sheet.approval.approvedAt)}
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={sheet.locked}
          aria-describedby={sheet.locked ? 'unapprove-blocked' : undefined}
          onClick={() => {
            setIsUnapproving(true);
          }}
        >
          <UndoIcon aria-hidden="true" />
          Un-approve
        </Button>
        {sheet.locked ? (
          <p id="unapprove-blocked" className="text-sm text-muted-foreground">
            The pay period is locked. An admin must unlock it first.
          </p>
        ) : null}
        <ReasonDialog
          open={isUnapproving}
          onOpenChange={setIsUnapproving}
          title="Un-approve week"
          description={`${sheet.user.name}'s week can be changed again. The reason is recorded.`}
          field={UNAPPROVE_REASON}
          id="unapprove-reason"
          label="Reason *"
          submitLabel="Un-approve"
          pendingLabel="Un-approving..."
          isPending={unapprove.isPending}
          onSubmit={(reason) => unapprove.mutateAsync({ ...input, reason })}
          onSuccess={() => {
            notifySuccess('Week un-approved');
          }}
          error={<FormError error={unapprove.error} fallback="Failed to un-approve the week" />}
        />
      </div>
    );
  }
  const blocker = approveBlocker(sheet);
  return (
    <div className="grid gap-2">
      <Button
        className="justify-self-start"
        disabled={blocker !== null || approve.isPending}
        aria-describedby={blocker ? 'approve-blocked' : undefined}
        onClick={() => {
          approve.mutate(input, toastOutcome('Week approved', 'Failed to approve the week'));
        }}
      >
        <CheckIcon aria-hidden="true" />
        {approve.isPending ? 'Approving...' : 'Approve week'}
      </Button>
      {blocker ? (
        <p id="approve-blocked" className="text-sm text-muted-foreground">
          {blocker}
        </p>
      ) : null}
    </div>
  );
}
