import { CheckIcon, UndoIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('timesheets');
  const approve = useApproveWeek();
  const unapprove = useUnapproveWeek();
  const [isUnapproving, setIsUnapproving] = useState(false);
  const input = { userId: sheet.user.id, weekStart: sheet.weekStart };
  if (sheet.approval) {
    return (
      <div className="grid gap-2">
        <p className="text-sm">
          {sheet.approval.approvedBy
            ? t('approval.approvedBy', {
                name: sheet.approval.approvedBy.name,
                at: formatDateTime(sheet.approval.approvedAt),
              })
            : t('approval.approvedOn', { at: formatDateTime(sheet.approval.approvedAt) })}
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
          {t('approval.unapprove')}
        </Button>
        {sheet.locked ? (
          <p id="unapprove-blocked" className="text-sm text-muted-foreground">
            {t('approval.lockedHint')}
          </p>
        ) : null}
        <ReasonDialog
          open={isUnapproving}
          onOpenChange={setIsUnapproving}
          title={t('approval.unapproveTitle')}
          description={t('approval.unapproveDescription', { name: sheet.user.name })}
          field={UNAPPROVE_REASON}
          id="unapprove-reason"
          label={t('approval.reason')}
          submitLabel={t('approval.unapprove')}
          pendingLabel={t('approval.unapproving')}
          isPending={unapprove.isPending}
          onSubmit={(reason) => unapprove.mutateAsync({ ...input, reason })}
          onSuccess={() => {
            notifySuccess(t('approval.unapproved'));
          }}
          error={<FormError error={unapprove.error} fallback={t('approval.unapproveFailed')} />}
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
          approve.mutate(input, toastOutcome(t('approval.approved'), t('approval.approveFailed')));
        }}
      >
        <CheckIcon aria-hidden="true" />
        {approve.isPending ? t('approval.approving') : t('approval.approve')}
      </Button>
      {blocker ? (
        <p id="approve-blocked" className="text-sm text-muted-foreground">
          {t(`approval.${blocker}`)}
        </p>
      ) : null}
    </div>
  );
}
