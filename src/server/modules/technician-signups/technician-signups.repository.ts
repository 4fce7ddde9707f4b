import { and, desc, eq, sql } from 'drizzle-orm';

import type {
  TechnicianSignup,
  TechnicianSignupStatus,
} from '#contract/schemas/technician-signup.ts';

import type { Database, Executor } from '../../db/database.ts';
import { technicianSignups } from '../../db/schema.ts';

const signupColumns = {
  id: technicianSignups.id,
  name: technicianSignups.name,
  email: technicianSignups.email,
  phone: technicianSignups.phone,
  certifications: technicianSignups.certifications,
  status: technicianSignups.status,
  joinedDate: technicianSignups.joinedDate,
  reviewedAt: technicianSignups.reviewedAt,
  userId: technicianSignups.userId,
};

interface SignupRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  certifications: string[];
  status: TechnicianSignupStatus;
  joinedDate: Date;
  reviewedAt: Date | null;
  userId: string | null;
}

function toSignup(row: SignupRow): TechnicianSignup {
  return {
    ...row,
    joinedDate: row.joinedDate.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

export function createTechnicianSignupsRepository(db: Database) {
  return {
    async insert(
      values: {
        name: string;
        email: string;
        phone: string;
        certifications: string[];
        joinedDate: Date;
      },
      executor: Executor = db,
    ): Promise<TechnicianSignup> {
      const [row] = await executor
        .insert(technicianSignups)
        .values({ ...values, status: 'pending' })
        .returning(signupColumns);
      if (!row) throw new Error('technician signup insert returned nothing');
      return toSignup(row);
    },

    /** Newest first. */
    async list(
      status: TechnicianSignupStatus | 'all',
      executor: Executor = db,
    ): Promise<TechnicianSignup[]> {
      const rows = await executor
        .select(signupColumns)
        .from(technicianSignups)
        .where(status === 'all' ? undefined : eq(technicianSignups.status, status))
        .orderBy(desc(technicianSignups.joinedDate), desc(technicianSignups.id));
      return rows.map(toSignup);
    },

    async findPendingByEmail(
      email: string,
      executor: Executor = db,
    ): Promise<TechnicianSignup | undefined> {
      const [row] = await executor
        .select(signupColumns)
        .from(technicianSignups)
        .where(
          and(
            eq(technicianSignups.status, 'pending'),
            sql`lower(${technicianSignups.email}) = lower(${email})`,
          ),
        )
        .limit(1);
      return row ? toSignup(row) : undefined;
    },

    /** Locks the row until the transaction ends, so one signup is reviewed once. */
    async findByIdForUpdate(id: string, executor: Executor): Promise<TechnicianSignup | undefined> {
      const [row] = await executor
        .select(signupColumns)
        .from(technicianSignups)
        .where(eq(technicianSignups.id, id))
        .for('update');
      return row ? toSignup(row) : undefined;
    },

    async markReviewed(
      id: string,
      review: {
        status: 'approved' | 'rejected';
        reviewedBy: string;
        reviewedAt: Date;
        userId: string | null;
      },
      executor: Executor = db,
    ): Promise<TechnicianSignup | undefined> {
      const [row] = await executor
        .update(technicianSignups)
        .set(review)
        .where(eq(technicianSignups.id, id))
        .returning(signupColumns);
      return row ? toSignup(row) : undefined;
    },
  };
}

export type TechnicianSignupsRepository = ReturnType<typeof createTechnicianSignupsRepository>;
