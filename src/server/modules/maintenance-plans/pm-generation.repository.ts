import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import { equipment, locations, pmOccurrences, pmPlanLocations, pmPlans } from '../../db/schema.ts';

// Decision 034: what the PM generator reads and writes besides tickets (those go
// through the tickets module).

export type GenerationPlan = typeof pmPlans.$inferSelect & { locationIds: string[] };

/** A unit an occurrence is for: a piece of equipment, or a store for a store-wide plan. */
interface PlanUnit {
  unitKey: string;
  locationId: string;
  equipmentId: string | null;
  equipmentName: string | null;
}

export function createPmGenerationRepository(db: Database) {
  return {
    async activePlanIds(): Promise<string[]> {
      const rows = await db
        .select({ id: pmPlans.id })
        .from(pmPlans)
        .where(and(eq(pmPlans.status, 'active'), isNull(pmPlans.deletedAt)));
      return rows.map((row) => row.id);
    },

    /**
     * Waits for (and then holds, until the transaction ends) the plan's generation lock, so two
     * instances, or the minute check and a plan edit, never work on one plan at once. The unique
     * index on occurrences is the guarantee either way.
     */
    async lockPlan(planId: string, tx: Executor): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`pm-plan:${planId}`}, 0))`,
      );
    },

    async findPlan(planId: string, tx: Executor): Promise<GenerationPlan | undefined> {
      const [plan] = await tx.select().from(pmPlans).where(eq(pmPlans.id, planId));
      if (!plan) return undefined;
      const rows = await tx
        .select({ locationId: pmPlanLocations.locationId })
        .from(pmPlanLocations)
        .where(eq(pmPlanLocations.planId, planId));
      return { ...plan, locationIds: rows.map((row) => row.locationId) };
    },

    /** The units the plan covers now; retired equipment gets nothing. */
    async unitsOf(plan: GenerationPlan, tx: Executor): Promise<PlanUnit[]> {
      if (plan.scope === 'store') {
        if (plan.locationIds.length === 0) return [];
        const stores = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(inArray(locations.id, plan.locationIds))
          .orderBy(locations.id);
        return stores.map((store) => ({
          unitKey: store.id,
          locationId: store.id,
          equipmentId: null,
          equipmentName: null,
        }));
      }
      const covered =
        plan.scope === 'equipment'
          ? eq(equipment.id, plan.equipmentId ?? '00000000-0000-0000-0000-000000000000')
          : plan.locationIds.length === 0
            ? sql`false`
            : and(
                eq(equipment.categoryId, plan.categoryId),
                inArray(equipment.locationId, plan.locationIds),
              );
      const units = await tx
        .select({ id: equipment.id, locationId: equipment.locationId, name: equipment.name })
        .from(equipment)
        .where(and(covered, ne(equipment.status, 'retired')))
        .orderBy(equipment.id);
      return units.map((unit) => ({
        unitKey: unit.id,
        locationId: unit.locationId,
        equipmentId: unit.id,
        equipmentName: unit.name,
      }));
    },

    /** Inserts the occurrence unless it exists; answers its id only when this call inserted it. */
    async claimOccurrence(
      values: {
        planId: string;
        unit: PlanUnit;
        dueAt: Date;
        dueDate: string;
        status: 'generated' | 'missed';
      },
      tx: Executor,
    ): Promise<string | undefined> {
      const [row] = await tx
        .insert(pmOccurrences)
        .values({
          planId: values.planId,
          locationId: values.unit.locationId,
          equipmentId: values.unit.equipmentId,
          unitKey: values.unit.unitKey,
          dueAt: values.dueAt,
          dueDate: values.dueDate,
          status: values.status,
        })
        .onConflictDoNothing({
          target: [pmOccurrences.planId, pmOccurrences.unitKey, pmOccurrences.dueDate],
        })
        .returning({ id: pmOccurrences.id });
      return row?.id;
    },

    async setOccurrenceTicket(occurrenceId: string, ticketId: string, tx: Executor): Promise<void> {
      await tx.update(pmOccurrences).set({ ticketId }).where(eq(pmOccurrences.id, occurrenceId));
    },

    async setCheckedThrough(planId: string, through: Date, tx: Executor): Promise<void> {
      await tx.update(pmPlans).set({ checkedThrough: through }).where(eq(pmPlans.id, planId));
    },
  };
}

export type PmGenerationRepository = ReturnType<typeof createPmGenerationRepository>;
