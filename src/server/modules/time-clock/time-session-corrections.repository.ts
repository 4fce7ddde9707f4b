import { and, asc, eq, sql } from 'drizzle-orm';

import type { SessionSnapshot } from '#contract/schemas/time-correction.ts';

import type { Database, Executor } from '../../db/database.ts';
import {
  tickets,
  timeBreaks,
  timeCorrectionRequests,
  timeSessionChanges,
  timeSessions,
  timeSettings,
  users,
} from '../../db/schema.ts';

// Reads and writes of corrections (decision 035 §6): sessions with their breaks, the history of
// changes and the technicians' correction requests.

export interface StoredBreak {
  startTime: Date;
  endTime: Date | null;
}

export interface SessionForChange {
  id: string;
  userId: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  notes: string | null;
}

export interface SessionOwner {
  id: string;
  name: string;
  role: 'admin' | 'manager' | 'technician';
  status: 'active' | 'inactive' | 'pending';
  homeLocationId: string | null;
}

interface ChangeRow {
  sessionId: string;
  actorId: string | null;
  kind: 'created' | 'edited' | 'correction-requested' | 'correction-resolved';
  before: SessionSnapshot | null;
  after: SessionSnapshot | null;
  reason: string;
}

export function createTimeSessionCorrectionsRepository(db: Database) {
  return {
    /** The session, locked for the rest of the transaction (FOR UPDATE) when `executor` is one. */
    async findSession(
      id: string,
      executor: Executor = db,
      lock = false,
    ): Promise<SessionForChange | undefined> {
      const query = executor
        .select({
          id: timeSessions.id,
          userId: timeSessions.userId,
          clockInTime: timeSessions.clockInTime,
          clockOutTime: timeSessions.clockOutTime,
          notes: timeSessions.notes,
        })
        .from(timeSessions)
        .where(eq(timeSessions.id, id))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findUser(id: string, executor: Executor = db): Promise<SessionOwner | undefined> {
      const [row] = await executor
        .select({
          id: users.id,
          name: users.name,
          role: users.role,
          status: users.status,
          homeLocationId: users.homeLocationId,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async breaksOf(sessionId: string, executor: Executor = db): Promise<StoredBreak[]> {
      return executor
        .select({ startTime: timeBreaks.startTime, endTime: timeBreaks.endTime })
        .from(timeBreaks)
        .where(eq(timeBreaks.sessionId, sessionId))
        .orderBy(asc(timeBreaks.startTime));
    },

    /** The chain's paid/unpaid break setting now (time_settings has one row, id 1). */
    async breaksPaid(executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ breaksPaid: timeSettings.breaksPaid })
        .from(timeSettings)
        .where(eq(timeSettings.id, 1))
        .limit(1);
      return row?.breaksPaid ?? false;
    },

    /** Whom a ticket is assigned to; undefined when there is no such ticket. */
    async ticketAssignee(
      ticketId: string,
      executor: Executor = db,
    ): Promise<{ assignedTo: string | null } | undefined> {
      const [row] = await executor
        .select({ assignedTo: tickets.assignedTo })
        .from(tickets)
        .where(eq(tickets.id, ticketId))
        .limit(1);
      return row;
    },

    async updateSession(
      id: string,
      values: {
        clockInTime: Date;
        clockOutTime: Date | null;
        durationMinutes: number | null;
        notes: string | null;
        breakMinutes: number;
        unpaidBreakMinutes: number;
        correctedAt: Date;
      },
      executor: Executor,
    ): Promise<void> {
      await executor.update(timeSessions).set(values).where(eq(timeSessions.id, id));
    },

    async insertSession(
      values: {
        userId: string;
        ticketId: string | null;
        clockInTime: Date;
        clockOutTime: Date;
        durationMinutes: number;
        notes: string | null;
        breakMinutes: number;
        unpaidBreakMinutes: number;
        correctedAt: Date;
      },
      executor: Executor,
    ): Promise<string> {
      const [row] = await executor
        .insert(timeSessions)
        .values({ ...values, source: 'manual' })
        .returning({ id: timeSessions.id });
      if (!row) throw new Error('time session insert returned nothing');
      return row.id;
    },

    /** Replaces the session's breaks with `breaks`. */
    async replaceBreaks(
      sessionId: string,
      breaks: readonly StoredBreak[],
      executor: Executor,
    ): Promise<void> {
      await executor.delete(timeBreaks).where(eq(timeBreaks.sessionId, sessionId));
      if (breaks.length === 0) return;
      await executor
        .insert(timeBreaks)
        .values(
          breaks.map((span) => ({ sessionId, startTime: span.startTime, endTime: span.endTime })),
        );
    },

    /**
     * Appends a history entry. Its time is `now`, or just after the session's latest entry when
     * that is not earlier (two changes in one instant, or a clock set back), so oldest-first is
     * always the order the changes were made in; the person's session lock serialises writers.
     */
    async insertChange(row: ChangeRow, now: Date, executor: Executor): Promise<void> {
      await executor.insert(timeSessionChanges).values({
        ...row,
        createdAt: sql`greatest(${now.toISOString()}::timestamptz, (select max(${timeSessionChanges.createdAt}) + interval '1 millisecond' from ${timeSessionChanges} where ${timeSessionChanges.sessionId} = ${row.sessionId}::uuid))`,
      });
    },

    /** The session's history, oldest first, with each actor's name. */
    async history(sessionId: string) {
      return db
        .select({
          id: timeSessionChanges.id,
          sessionId: timeSessionChanges.sessionId,
          kind: timeSessionChanges.kind,
          actorId: timeSessionChanges.actorId,
          actorName: users.name,
          before: timeSessionChanges.before,
          after: timeSessionChanges.after,
          reason: timeSessionChanges.reason,
          createdAt: timeSessionChanges.createdAt,
        })
        .from(timeSessionChanges)
        .leftJoin(users, eq(timeSessionChanges.actorId, users.id))
        .where(eq(timeSessionChanges.sessionId, sessionId))
        .orderBy(asc(timeSessionChanges.createdAt), asc(timeSessionChanges.id));
    },

    async insertRequest(
      values: { sessionId: string; requestedBy: string; note: string; createdAt: Date },
      executor: Executor,
    ) {
      const [row] = await executor.insert(timeCorrectionRequests).values(values).returning({
        id: timeCorrectionRequests.id,
        status: timeCorrectionRequests.status,
        createdAt: timeCorrectionRequests.createdAt,
      });
      if (!row) throw new Error('correction request insert returned nothing');
      return row;
    },

    /** Marks the session's open requests resolved; answers their notes. */
    async resolveRequests(
      sessionId: string,
      resolvedBy: string,
      at: Date,
      executor: Executor,
    ): Promise<{ id: string; note: string }[]> {
      return executor
        .update(timeCorrectionRequests)
        .set({ status: 'resolved', resolvedBy, resolvedAt: at })
        .where(
          and(
            eq(timeCorrectionRequests.sessionId, sessionId),
            eq(timeCorrectionRequests.status, 'open'),
          ),
        )
        .returning({ id: timeCorrectionRequests.id, note: timeCorrectionRequests.note });
    },

    /** The active managers of a store (users.location_id). */
    async storeManagerIds(locationId: string, executor: Executor): Promise<string[]> {
      const rows = await executor
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.role, 'manager'),
            eq(users.status, 'active'),
            eq(users.locationId, locationId),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type TimeSessionCorrectionsRepository = ReturnType<
  typeof createTimeSessionCorrectionsRepository
>;
