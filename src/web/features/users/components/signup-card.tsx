import { CheckIcon, MailIcon, PhoneIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TechnicianSignup } from '#contract/schemas/technician-signup.ts';
import { formatPhone } from '#contract/utils/phone.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCertificationName } from '#web/lib/i18n/certification-name.ts';
import { toastOutcome } from '#web/lib/notify.ts';

import { useRejectTechnicianSignup } from '../api/reject-technician-signup.ts';
import { ApproveSignupForm } from './approve-signup-form.tsx';
import { formatDate } from '#web/lib/date-format.ts';

function formatJoined(iso: string): string {
  return formatDate(iso);
}

/** One pending application, approved or rejected by the admin. */
export function SignupCard({ signup }: { signup: TechnicianSignup }) {
  const [isApproving, setIsApproving] = useState(false);
  const { t } = useTranslation('users');
  const certificationName = useCertificationName();
  const rejectMutation = useRejectTechnicianSignup();

  function handleReject() {
    rejectMutation.mutate(
      signup.id,
      toastOutcome(t('signups.rejected'), t('signups.rejectFailed')),
    );
  }

  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{signup.name}</p>
          <p className="flex items-center gap-1.5 text-sm break-all text-muted-foreground">
            <MailIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {signup.email}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <PhoneIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {formatPhone(signup.phone)}
          </p>
        </div>
        <p className="text-xs text-muted-foreground">
          {t('signups.applied', { date: formatJoined(signup.joinedDate) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {signup.certifications.length === 0 ? (
          <span className="text-sm text-muted-foreground">{t('signups.noCertifications')}</span>
        ) : (
          signup.certifications.map((certification) => (
            <Badge key={certification} variant="secondary">
              {certificationName(certification)}
            </Badge>
          ))
        )}
      </div>
      {isApproving ? (
        <ApproveSignupForm
          signup={signup}
          onCancel={() => {
            setIsApproving(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => {
              setIsApproving(true);
            }}
            aria-label={t('signups.approveName', { name: signup.name })}
          >
            <CheckIcon aria-hidden="true" />
            {t('signups.approve')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                aria-label={t('signups.rejectName', { name: signup.name })}
                disabled={rejectMutation.isPending}
              >
                <XIcon aria-hidden="true" />
                {t('signups.reject')}
              </Button>
            }
            title={t('signups.rejectTitle', { name: signup.name })}
            description={t('signups.rejectText')}
            confirmLabel={t('signups.reject')}
            isDestructive
            onConfirm={handleReject}
          />
        </div>
      )}
    </li>
  );
}
