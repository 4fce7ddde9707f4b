import { asc, eq, inArray, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import { certifications } from '../../db/schema.ts';

export interface CertificationRecord {
  id: string;
  userId: string;
  certificationName: string;
  certificationNumber: string;
  expirationDate: string | null;
}

export interface CertificationValues {
  certificationName: string;
  certificationNumber: string;
  expirationDate: string | null;
}

const certificationColumns = {
  id: certifications.id,
  userId: certifications.userId,
  certificationName: certifications.certificationName,
  certificationNumber: certifications.certificationNumber,
  expirationDate: certifications.expirationDate,
};

export function createCertificationsRepository(db: Database) {
  return {
    /** One user's, or every user's when no user is given; by name. */
    async list(
      filter: { userIds?: string[] } = {},
      executor: Executor = db,
    ): Promise<CertificationRecord[]> {
      return executor
        .select(certificationColumns)
        .from(certifications)
        .where(filter.userIds ? inArray(certifications.userId, filter.userIds) : undefined)
        .orderBy(
          asc(certifications.userId),
          asc(sql`lower(${certifications.certificationName})`),
          asc(certifications.createdAt),
        );
    },

    async findById(id: string, executor: Executor = db): Promise<CertificationRecord | undefined> {
      const [row] = await executor
        .select(certificationColumns)
        .from(certifications)
        .where(eq(certifications.id, id))
        .limit(1);
      return row;
    },

    async insertMany(
      userId: string,
      values: CertificationValues[],
      createdAt: Date,
      executor: Executor = db,
    ): Promise<CertificationRecord[]> {
      if (values.length === 0) return [];
      return executor
        .insert(certifications)
        .values(values.map((value) => ({ ...value, userId, createdAt })))
        .returning(certificationColumns);
    },

    async update(
      id: string,
      values: CertificationValues,
      executor: Executor = db,
    ): Promise<CertificationRecord | undefined> {
      const [row] = await executor
        .update(certifications)
        .set(values)
        .where(eq(certifications.id, id))
        .returning(certificationColumns);
      return row;
    },

    async remove(id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .delete(certifications)
        .where(eq(certifications.id, id))
        .returning({ id: certifications.id });
      return rows.length > 0;
    },
  };
}

export type CertificationsRepository = ReturnType<typeof createCertificationsRepository>;
