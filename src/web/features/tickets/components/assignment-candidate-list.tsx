import { useTranslation } from 'react-i18next';

import type { AssignmentCandidate } from '#contract/schemas/assignment-candidate.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useCertificationName } from '#web/lib/i18n/certification-name.ts';
import { cn } from '#web/lib/utils.ts';

import { formatDateTime } from '../lib/ticket-format.ts';

function CandidateFacts({ candidate }: { candidate: AssignmentCandidate }) {
  const { t } = useTranslation('tickets');
  const certificationName = useCertificationName();
  return (
    <div className="grid gap-1.5 text-xs text-muted-foreground">
      <div className="flex flex-wrap gap-1">
        {candidate.certifications.length === 0 ? <span>{t('assign.noCertifications')}</span> : null}
        {candidate.certifications.map((certification, index) => (
          <Badge
            key={`${certification.name}-${String(index)}`}
            variant={
              certification.matchesCategory
                ? certification.expired
                  ? 'destructive'
                  : 'default'
                : 'outline'
            }
            className="whitespace-normal"
          >
            {certification.expired
              ? t('assign.expired', { name: certificationName(certification.name) })
              : certificationName(certification.name)}
          </Badge>
        ))}
      </div>
      <p>
        {t('assign.facts', {
          openTickets: t('assign.openTickets', { count: candidate.openTickets }),
          nextJob: candidate.nextJob
            ? t('assign.nextJob', {
                number: candidate.nextJob.ticketNumber,
                when: formatDateTime(candidate.nextJob.scheduledStart),
              })
            : t('assign.noJobs'),
        })}
      </p>
    </div>
  );
}

/**
 * Decision 024: every active technician with what an admin assigns by — certifications for the
 * ticket's category (expired ones marked), open tickets and the next scheduled job. Choosing a row
 * picks that technician, as the select above does.
 */
export function AssignmentCandidateList({
  candidates,
  chosenId,
  onChoose,
  disabled,
}: {
  candidates: AssignmentCandidate[];
  chosenId: string;
  onChoose: (id: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('tickets');
  return (
    <ul className="grid gap-2" aria-label={t('assign.technicians')}>
      {candidates.map((candidate) => {
        const isChosen = candidate.id === chosenId;
        return (
          <li key={candidate.id} data-testid="assignment-candidate">
            <button
              type="button"
              disabled={disabled}
              aria-pressed={isChosen}
              onClick={() => {
                onChoose(candidate.id);
              }}
              className={cn(
                'grid min-h-11 w-full gap-1.5 rounded-md border p-3 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
                isChosen && 'border-primary bg-accent',
              )}
            >
              <span className="flex items-center justify-between gap-2 text-sm font-medium">
                {candidate.name}
                {candidate.hasValidMatchingCertification ? (
                  <span className="text-xs font-normal text-muted-foreground">
                    {t('assign.certified')}
                  </span>
                ) : null}
              </span>
              <CandidateFacts candidate={candidate} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
