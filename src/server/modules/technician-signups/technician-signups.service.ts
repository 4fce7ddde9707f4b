import { canReviewTechnicianSignups } from '#contract/policies/technician-signups.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  ApproveTechnicianSignupInput,
  ApprovedTechnicianSignup,
  TechnicianSignup,
  TechnicianSignupValues,
  TechnicianSignupsQuery,
} from '#contract/schemas/technician-signup.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../../lib/password.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { CertificationsService } from '../certifications/certifications.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { TechnicianSignupsRepository } from './technician-signups.repository.ts';

// The signup form is public: a client address may file a few applications per window, no more.
export const SIGNUP_LIMIT = { maxSubmissions: 10, windowMs: 15 * 60 * 1000 } as const;

function assertAdmin(actor: SessionUser): void {
  if (!canReviewTechnicianSignups(actor))
    throw forbidden('Only administrators can review technician signups');
}

function alreadyReviewed(signup: TechnicianSignup) {
  return conflict('CONFLICT', `This application was already ${signup.status}`);
}

export function createTechnicianSignupsService(deps: {
  db: Database;
  repository: TechnicianSignupsRepository;
  users: Pick<UsersService, 'createTechnician'>;
  certifications: Pick<CertificationsService, 'addFromSignup'>;
  activity: ActivityRecorder;
  /** Decision 032: admins are told of each application as it is stored. */
  notifications: Pick<NotificationsService, 'signupReceived'>;
  /** The auth module's limiter: submissions count per client address like sign-ins. */
  limiter: Pick<AuthService, 'admitAttempt'>;
  clock: Clock;
}) {
  const { db, repository, users, certifications, activity, notifications, limiter, clock } = deps;

  return {
    /** Product rules §2 "Technician signup": stored as pending until an admin reviews it. */
    async submit(input: TechnicianSignupValues, meta: { ip: string }): Promise<TechnicianSignup> {
      const now = clock.now();
      await limiter.admitAttempt(`signup:${meta.ip}`, {
        maxFailures: SIGNUP_LIMIT.maxSubmissions,
        windowMs: SIGNUP_LIMIT.windowMs,
      });
      if (await repository.findPendingByEmail(input.email)) {
        throw conflict('CONFLICT', 'An application with this email is already awaiting review');
      }
      return db.transaction(async (tx) => {
        const signup = await repository.insert({ ...input, joinedDate: now }, tx);
        await notifications.signupReceived(signup, tx);
        return signup;
      });
    },

    async list(actor: SessionUser, query: TechnicianSignupsQuery): Promise<TechnicianSignup[]> {
      assertAdmin(actor);
      return repository.list(query.status);
    },

    /**
     * Creates the active technician with the username and temporary password the admin chose,
     * and the certifications the applicant named, in one transaction.
     */
    async approve(
      actor: SessionUser,
      id: string,
      input: ApproveTechnicianSignupInput,
    ): Promise<ApprovedTechnicianSignup> {
      assertAdmin(actor);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const signup = await repository.findByIdForUpdate(id, tx);
        if (!signup) throw notFound('Technician signup', id);
        if (signup.status !== 'pending') throw alreadyReviewed(signup);
        const user = await users.createTechnician(
          actor,
          {
            name: signup.name,
            username: input.username,
            passwordHash,
            email: signup.email,
            phone: signup.phone,
          },
          tx,
        );
        await certifications.addFromSignup(user.id, signup.certifications, tx);
        const now = clock.now();
        const reviewed = await repository.markReviewed(
          id,
          { status: 'approved', reviewedBy: actor.id, reviewedAt: now, userId: user.id },
          tx,
        );
        if (!reviewed) throw notFound('Technician signup', id);
        await activity.record(
          {
            actorId: actor.id,
            kind: 'signup.approved',
            details: { signupId: id, userId: user.id, name: user.name, username: user.username },
            createdAt: now,
          },
          tx,
        );
        return { signup: reviewed, user };
      });
    },

    async reject(actor: SessionUser, id: string): Promise<TechnicianSignup> {
      assertAdmin(actor);
      return db.transaction(async (tx) => {
        const signup = await repository.findByIdForUpdate(id, tx);
        if (!signup) throw notFound('Technician signup', id);
        if (signup.status !== 'pending') throw alreadyReviewed(signup);
        const now = clock.now();
        const reviewed = await repository.markReviewed(
          id,
          { status: 'rejected', reviewedBy: actor.id, reviewedAt: now, userId: null },
          tx,
        );
        if (!reviewed) throw notFound('Technician signup', id);
        await activity.record(
          {
            actorId: actor.id,
            kind: 'signup.rejected',
            details: { signupId: id, name: signup.name },
            createdAt: now,
          },
          tx,
        );
        return reviewed;
      });
    },
  };
}

export type TechnicianSignupsService = ReturnType<typeof createTechnicianSignupsService>;
