import { TriangleAlertIcon } from 'lucide-react';

import type { AssignmentCandidate } from '#contract/schemas/assignment-candidate.ts';
import { requiredCertificationFor } from '#contract/rules/certification-match.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';

const ASSIGN_ANYWAY = 'Assign anyway';

/** Why the chosen technician is not certified for the ticket's category, in words. */
function certificationProblem(candidate: AssignmentCandidate, category: string): string {
  const required = requiredCertificationFor(category);
  const expired = candidate.certifications.find(
    (certification) => certification.matchesCategory && certification.expired,
  );
  return expired?.expiresAt
    ? `${candidate.name}’s ${required} certification expired on ${expired.expiresAt}.`
    : `${candidate.name} has no ${required} certification, which ${category} tickets need.`;
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
  return (
    <Alert variant="warning">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>Not certified for this ticket</AlertTitle>
      <AlertDescription className="grid justify-items-stretch gap-3">
        <p>{certificationProblem(candidate, category)}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
            Choose another
          </Button>
          <Button type="button" onClick={onConfirm} disabled={isPending}>
            {isPending ? 'Assigning...' : ASSIGN_ANYWAY}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
