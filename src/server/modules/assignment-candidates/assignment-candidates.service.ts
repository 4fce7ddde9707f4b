import { canAssignTechnicians, isAssignableTechnician } from '#contract/policies/tickets.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  AssignmentCandidate,
  CandidateCertification,
} from '#contract/schemas/assignment-candidate.ts';
import { certificationMatchesCategory } from '#contract/rules/certification-match.ts';

import type { Clock } from '../../integrations/clock.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { CertificationsService } from '../certifications/certifications.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AssignmentCandidatesRepository } from './assignment-candidates.repository.ts';

// The assign dialog's list (decision 024): each active technician with the facts an admin assigns
// by. Tickets, users and certifications are read through their modules' services.

function byRelevance(left: AssignmentCandidate, right: AssignmentCandidate): number {
  return (
    Number(right.hasValidMatchingCertification) - Number(left.hasValidMatchingCertification) ||
    left.openTickets - right.openTickets ||
    left.name.localeCompare(right.name)
  );
}

export function createAssignmentCandidatesService(deps: {
  repository: AssignmentCandidatesRepository;
  tickets: Pick<TicketsService, 'get'>;
  users: Pick<UsersService, 'list'>;
  certifications: Pick<CertificationsService, 'listForUsers'>;
  clock: Clock;
}) {
  const { repository, tickets, users, certifications, clock } = deps;

  return {
    async list(actor: SessionUser, ticketId: string): Promise<AssignmentCandidate[]> {
      // Who may assign is asked before whether the ticket exists: others learn nothing of it.
      if (!canAssignTechnicians(actor)) throw forbidden('Only admins can assign technicians');
      const ticket = await tickets.get(actor, ticketId);
      const technicians = (await users.list(actor)).filter((user) => isAssignableTechnician(user));
      const ids = technicians.map((technician) => technician.id);
      const [certificationList, workload] = await Promise.all([
        certifications.listForUsers(ids),
        repository.workloadOf(ids, clock.now()),
      ]);
      return technicians
        .map((technician): AssignmentCandidate => {
          const held: CandidateCertification[] = certificationList
            .filter((certification) => certification.userId === technician.id)
            .map((certification) => ({
              name: certification.certificationName,
              expiresAt: certification.expirationDate,
              expired: certification.isExpired,
              matchesCategory: certificationMatchesCategory(
                certification.certificationName,
                ticket.category,
              ),
            }))
            .sort((left, right) => Number(right.matchesCategory) - Number(left.matchesCategory));
          const load = workload.get(technician.id);
          return {
            id: technician.id,
            name: technician.name,
            certifications: held,
            openTickets: load?.openTickets ?? 0,
            nextJob: load?.nextJob
              ? {
                  ticketId: load.nextJob.ticketId,
                  ticketNumber: load.nextJob.ticketNumber,
                  scheduledStart: load.nextJob.scheduledStart.toISOString(),
                }
              : null,
            hasValidMatchingCertification: held.some(
              (certification) => certification.matchesCategory && !certification.expired,
            ),
          };
        })
        .sort(byRelevance);
    },
  };
}

export type AssignmentCandidatesService = ReturnType<typeof createAssignmentCandidatesService>;
