import { zodResolver } from '@hookform/resolvers/zod';
import { CheckIcon, UndoIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type { Timesheet } from '#contract/schemas/timesheet.ts';
import { UnapproveTimesheetInputSchema } from '#contract/schemas/timesheet.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifySuccess, toastOutcome } from '#web/lib/notify.ts';

import { useApproveWeek, useUnapproveWeek } from '../api/timesheets.ts';
import { approveBlocker } from '../lib/approval.ts';

const ReasonSchema = UnapproveTimesheetInputSchema.pick({ reason: true });

/** 'Approve week', or who approved it and 'Un-approve' (a manager or an admin). */
export function ApprovalActions({ sheet }: { sheet: Timesheet }) {
  const approve = useApproveWeek();
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
        <FormDialog
          open={isUnapproving}
          onOpenChange={setIsUnapproving}
          title="Un-approve week"
          description={`${sheet.user.name}'s week can be changed again. The reason is recorded.`}
        >
          {(close) => <UnapproveForm input={input} onDone={close} />}
        </FormDialog>
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

function UnapproveForm({
  input,
  onDone,
}: {
  input: { userId: string; weekStart: string };
  onDone: () => void;
}) {
  const unapprove = useUnapproveWeek();
  const { control, handleSubmit } = useForm<
    z.input<typeof ReasonSchema>,
    unknown,
    z.output<typeof ReasonSchema>
  >({ resolver: zodResolver(ReasonSchema), defaultValues: { reason: '' } });
  const submit = handleSubmit((values) => {
    unapprove.mutate(
      { ...input, reason: values.reason },
      {
        onSuccess: () => {
          notifySuccess('Week un-approved');
          onDone();
        },
      },
    );
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormError error={unapprove.error} fallback="Failed to un-approve the week" />
      <TextField
        control={control}
        name="reason"
        id="unapprove-reason"
        label="Reason *"
        isMultiline
        rows={3}
        aria-required="true"
        maxLength={maxLengthOf(ReasonSchema.shape.reason)}
        disabled={unapprove.isPending}
      />
      <FormActions
        isEditing
        isPending={unapprove.isPending}
        canSave={!unapprove.isPending}
        onCancel={onDone}
        submitLabel="Un-approve"
        pendingLabel="Un-approving..."
      />
    </form>
  );
}
