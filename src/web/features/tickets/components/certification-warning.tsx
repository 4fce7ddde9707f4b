import type { TFunction } from 'i18next';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { AssignmentCandidate } from '#contract/schemas/assignment-candidate.ts';
import { requiredCertificationFor } from '#contract/rules/certification-match.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCertificationName } from '#web/lib/i18n/certification-name.ts';

/** Why the chosen technician is not certified for the ticket's category, in words. */
function certificationProblem(
  t: TFunction<'tickets'>,
  candidate: AssignmentCandidate,
  category: string,
  certificationName: (name: string) => string,
): string {
  const required = certificationName(requiredCertificationFor(category));
  const expired = candidate.certifications.find(
    (certification) => certification.matchesCategory && certification.expired,
  );
  return expired?.expiresAt
    ? t('certification.expiredOn', {
        name: candidate.name,
        certification: required,
        date: expired.expiresAt,
      })
    : t('certification.missing', { name: candidate.name, certification: required, category });
}

/** Decision 024: assigning someone without a valid matching certification is confirmed first. */
export function CertificationWarning({
  candidate,
  category,
  isPending,
  onConfirm,
  onCancel,
}: {
  candidate: AssignmentCandidate;
  category: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('tickets');
  const certificationName = useCertificationName();
  return (
    <Alert variant="warning">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{t('certification.title')}</AlertTitle>
      <AlertDescription className="grid justify-items-stretch gap-3">
        <p>{certificationProblem(t, candidate, category, certificationName)}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
            {t('certification.chooseAnother')}
          </Button>
          <Button type="button" onClick={onConfirm} disabled={isPending}>
            {isPending ? t('certification.assigning') : t('certification.assignAnyway')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
