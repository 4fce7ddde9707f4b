import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { dayOf, dayRange } from '../../lib/business-time.ts';
import type { CreatePreventiveTicket } from '../tickets/preventive-ticket.ts';
import type { GenerationPlan, PmGenerationRepository } from './pm-generation.repository.ts';
import { occurrencesBetween } from './recurrence.ts';

// Decision 034 "Exactly once" and "Lead time and missed". Each run looks at the due
// instants between the plan's `checked_through` (or `effective_from`, whichever is later) and the
// end of the last day whose window has opened (today + lead days), in one transaction per plan:
// - an occurrence whose window is open gets its row and its ticket (created by the tickets module)
//   together; one whose due day already ended (the server was down) is recorded 'missed';
// - the occurrence row is inserted `on conflict do nothing` on (plan, unit, due day), and only the
//   insert that won creates the ticket, so a rerun, a second instance, a clock set back or a crash
//   between steps never makes a second ticket (a crash rolls back the row with its ticket).
// The advisory lock only saves the losing instance the work.

export const PM_GENERATION_CHECK = 'pm-plans.generation';

export function createPmGeneration(deps: {
  db: Database;
  repository: PmGenerationRepository;
  tickets: { createPreventive: CreatePreventiveTicket };
  clock: Clock;
  timeZone: string;
  log?: FastifyBaseLogger;
}) {
  const { db, repository, tickets, clock, timeZone } = deps;

  /** The end (exclusive) of the last business day whose occurrences' windows have opened by now. */
  function horizonFor(plan: GenerationPlan, now: Date): Date {
    const day = addDays(new TZDate(now.getTime(), timeZone), plan.leadDays);
    return dayRange(new Date(day.getTime()), timeZone).end;
  }

  function descriptionFor(plan: GenerationPlan, dueAt: Date): string {
    if (plan.description) return plan.description;
    return `Preventive maintenance from the plan "${plan.title}", due ${dayOf(dueAt, timeZone)}.`;
  }

  async function generateForPlan(planId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await repository.lockPlan(planId, tx);
      const plan = await repository.findPlan(planId, tx);
      if (!plan || plan.status !== 'active' || plan.deletedAt) return;
      const now = clock.now();
      const from = new Date(
        Math.max(plan.effectiveFrom.getTime(), plan.checkedThrough?.getTime() ?? -Infinity),
      );
      const to = horizonFor(plan, now);
      // A clock set back (a restored backup) lands here: nothing new to look at yet.
      if (to.getTime() <= from.getTime()) return;
      const dues = occurrencesBetween(plan, from, to, timeZone);
      const units = dues.length > 0 ? await repository.unitsOf(plan, tx) : [];
      for (const dueAt of dues) {
        const dueDate = dayOf(dueAt, timeZone);
        const missed = now.getTime() >= dayRange(dueAt, timeZone).end.getTime();
        for (const unit of units) {
          const occurrenceId = await repository.claimOccurrence(
            { planId: plan.id, unit, dueAt, dueDate, status: missed ? 'missed' : 'generated' },
            tx,
          );
          if (!occurrenceId || missed) continue;
          const ticket = await tickets.createPreventive(
            {
              planId: plan.id,
              title: unit.equipmentName ? `${plan.title} — ${unit.equipmentName}` : plan.title,
              description: descriptionFor(plan, dueAt),
              locationId: unit.locationId,
              categoryId: plan.categoryId,
              equipmentId: unit.equipmentId,
              priority: plan.priority,
              dueAt,
              estimatedMinutes: plan.estimatedMinutes,
              technicianId: plan.defaultTechnicianId,
              checklist: plan.checklist.map((item) => item.text),
              now,
            },
            tx,
          );
          await repository.setOccurrenceTicket(occurrenceId, ticket.id, tx);
        }
      }
      await repository.setCheckedThrough(plan.id, to, tx);
    });
  }

  return {
    /**
     * Generates what is due of one plan now. Called by the minute check and after a plan is
     * created, edited or resumed; safe to call any number of times, anywhere, at once.
     */
    generateForPlan,

    /** Every active plan, one transaction each; one plan failing does not stop the others. */
    async generateDue(): Promise<void> {
      const errors: unknown[] = [];
      for (const planId of await repository.activePlanIds()) {
        try {
          await generateForPlan(planId);
        } catch (error) {
          errors.push(error);
          deps.log?.error({ err: error, planId }, 'preventive maintenance generation failed');
        }
      }
      if (errors.length > 0) throw new AggregateError(errors, 'PM generation failed');
    },
  };
}

export type PmGeneration = ReturnType<typeof createPmGeneration>;
