import { canManageCertifications } from '#contract/policies/certifications.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  Certification,
  CertificationsQuery,
  CreateCertificationInput,
  UpdateCertificationInput,
} from '#contract/schemas/certification.ts';

import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/business-time.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CertificationRecord, CertificationValues } from './certifications.repository.ts';
import type { CertificationsRepository } from './certifications.repository.ts';

// Signups name their certifications but carry no numbers; the admin fills them in later.
const CERTIFICATION_NUMBER_NOT_PROVIDED = 'Not provided';

function assertAdmin(actor: SessionUser): void {
  if (!canManageCertifications(actor))
    throw forbidden('Only administrators can manage certifications');
}

export function createCertificationsService(deps: {
  repository: CertificationsRepository;
  users: Pick<UsersService, 'findById'>;
  clock: Clock;
  timeZone: string;
}) {
  const { repository, users, clock, timeZone } = deps;

  /** architecture §5: a full date-time is read as its day in the business time zone. */
  function toDay(value: string | null): string | null {
    if (value === null || /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    return dayOf(new Date(value), timeZone);
  }

  function toCertification(record: CertificationRecord, today: string): Certification {
    // Valid through its expiration day; expired from the next day on, in the business time zone.
    return {
      ...record,
      isExpired: record.expirationDate !== null && record.expirationDate < today,
    };
  }

  function values(input: UpdateCertificationInput): CertificationValues {
    return {
      certificationName: input.certificationName,
      certificationNumber: input.certificationNumber,
      expirationDate: toDay(input.expirationDate),
    };
  }

  async function assertUserExists(userId: string): Promise<void> {
    if (!(await users.findById(userId))) throw notFound('User', userId);
  }

  return {
    async list(actor: SessionUser, query: CertificationsQuery): Promise<Certification[]> {
      assertAdmin(actor);
      if (query.userId) await assertUserExists(query.userId);
      const records = await repository.list(query.userId ? { userIds: [query.userId] } : {});
      const today = dayOf(clock.now(), timeZone);
      return records.map((record) => toCertification(record, today));
    },

    /** For other modules (scheduling): the certifications of the given users. */
    async listForUsers(userIds: string[]): Promise<Certification[]> {
      if (userIds.length === 0) return [];
      const today = dayOf(clock.now(), timeZone);
      return (await repository.list({ userIds })).map((record) => toCertification(record, today));
    },

    async create(actor: SessionUser, input: CreateCertificationInput): Promise<Certification> {
      assertAdmin(actor);
      await assertUserExists(input.userId);
      const [created] = await repository.insertMany(input.userId, [values(input)], clock.now());
      if (!created) throw notFound('User', input.userId);
      return toCertification(created, dayOf(clock.now(), timeZone));
    },

    async update(
      actor: SessionUser,
      id: string,
      input: UpdateCertificationInput,
    ): Promise<Certification> {
      assertAdmin(actor);
      const updated = await repository.update(id, values(input));
      if (!updated) throw notFound('Certification', id);
      return toCertification(updated, dayOf(clock.now(), timeZone));
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      assertAdmin(actor);
      if (!(await repository.remove(id))) throw notFound('Certification', id);
    },

    /** The certifications named in an approved signup, in the caller's transaction. */
    async addFromSignup(userId: string, names: string[], executor: Executor): Promise<void> {
      await repository.insertMany(
        userId,
        names.map((certificationName) => ({
          certificationName,
          certificationNumber: CERTIFICATION_NUMBER_NOT_PROVIDED,
          expirationDate: null,
        })),
        clock.now(),
        executor,
      );
    },
  };
}

export type CertificationsService = ReturnType<typeof createCertificationsService>;
