import { and, asc, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { tickets } from '../../db/schema.ts';

// Read-only workload figures over the tickets table (decision 024): the tickets module writes it,
// this module only counts, as the dashboard does.

interface TechnicianWorkload {
  openTickets: number;
  nextJob: { ticketId: string; ticketNumber: number; scheduledStart: Date } | null;
}

export function createAssignmentCandidatesRepository(db: Database) {
  return {
    /** Per technician: uncompleted tickets assigned, and the earliest such job not ended by `now`. */
    async workloadOf(userIds: string[], now: Date): Promise<Map<string, TechnicianWorkload>> {
      const result = new Map<string, TechnicianWorkload>(
        userIds.map((id) => [id, { openTickets: 0, nextJob: null }]),
      );
      if (userIds.length === 0) return result;
      const uncompleted = and(
        inArray(tickets.assignedTo, userIds),
        ne(tickets.status, 'completed'),
      );
      const [counts, jobs] = await Promise.all([
        db
          .select({ userId: tickets.assignedTo, open: sql<number>`count(*)::int` })
          .from(tickets)
          .where(uncompleted)
          .groupBy(tickets.assignedTo),
        db
          .selectDistinctOn([tickets.assignedTo], {
            userId: tickets.assignedTo,
            ticketId: tickets.id,
            ticketNumber: tickets.ticketNumber,
            scheduledStart: tickets.scheduledStart,
          })
          .from(tickets)
          .where(and(uncompleted, isNotNull(tickets.scheduledStart), gt(tickets.scheduledEnd, now)))
          .orderBy(asc(tickets.assignedTo), asc(tickets.scheduledStart), asc(tickets.ticketNumber)),
      ]);
      for (const row of counts) {
        const entry = row.userId ? result.get(row.userId) : undefined;
        if (entry) entry.openTickets = row.open;
      }
      for (const row of jobs) {
        const entry = row.userId ? result.get(row.userId) : undefined;
        if (entry && row.scheduledStart) {
          entry.nextJob = {
            ticketId: row.ticketId,
            ticketNumber: row.ticketNumber,
            scheduledStart: row.scheduledStart,
          };
        }
      }
      return result;
    },
  };
}

export type AssignmentCandidatesRepository = ReturnType<
  typeof createAssignmentCandidatesRepository
>;
