import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { PmChecklistItem, PmPlanScope, PmPlanStatus } from '#contract/schemas/pm-plan.ts';
import type { TicketPriority } from '#contract/schemas/ticket.ts';

import type { Database, Executor } from '../../db/database.ts';
import {
  categories,
  equipment,
  locations,
  pmOccurrences,
  pmPlanLocations,
  pmPlans,
  tickets,
  users,
} from '../../db/schema.ts';

/** Which plans a caller sees (decided by the service): every plan, or those covering a store. */
export type PmPlanScopeFilter = { kind: 'all' } | { kind: 'store'; locationId: string | null };

/** A plan's stored columns with the names the answer shows. */
export interface StoredPlan {
  id: string;
  title: string;
  description: string | null;
  scope: PmPlanScope;
  equipmentId: string | null;
  equipmentName: string | null;
  equipmentLocationId: string | null;
  equipmentLocation: string | null;
  categoryId: string;
  category: string;
  rrule: string;
  startDate: string;
  dueTime: string;
  leadDays: number;
  priority: TicketPriority;
  defaultTechnicianId: string | null;
  defaultTechnician: string | null;
  estimatedMinutes: number;
  checklist: PmChecklistItem[];
  status: PmPlanStatus;
  effectiveFrom: Date;
  templateId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What create and edit write (the service has checked every reference). */
export interface PlanValues {
  title: string;
  description: string | null;
  scope: PmPlanScope;
  equipmentId: string | null;
  categoryId: string;
  rrule: string;
  startDate: string;
  dueTime: string;
  leadDays: number;
  priority: TicketPriority;
  defaultTechnicianId: string | null;
  estimatedMinutes: number;
  checklist: PmChecklistItem[];
  /** For a 'category' or 'store' plan; an 'equipment' plan's store is its unit's. */
  locationIds: string[];
  effectiveFrom: Date;
  updatedAt: Date;
}

/** Per plan numbers of its history, computed in grouped queries (never one query per plan). */
interface PlanStats {
  lastDoneAt: Date | null;
  /** Occurrences whose due day ended (generated or missed), and those completed by then. */
  settled: number;
  onTime: number;
  unitCount: number;
}

/** A stored occurrence for the calendar's due dates. */
interface StoredOccurrence {
  planId: string;
  unitKey: string;
  locationId: string;
  location: string;
  equipmentId: string | null;
  equipmentName: string | null;
  dueAt: Date;
  dueDate: string;
  status: 'generated' | 'missed';
  ticketId: string | null;
  ticketNumber: number | null;
}

/** A unit a plan covers now, for the calendar's computed (upcoming) due dates. */
interface CoveredUnit {
  planId: string;
  unitKey: string;
  locationId: string;
  location: string;
  equipmentId: string | null;
  equipmentName: string | null;
}

function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** A plan covers a store through its stores list, or (an 'equipment' plan) its unit's store. */
function coversStore(locationId: string): SQL {
  return sql`(exists (select 1 from ${pmPlanLocations} where ${pmPlanLocations.planId} = ${pmPlans.id} and ${pmPlanLocations.locationId} = ${locationId}) or ${equipment.locationId} = ${locationId})`;
}

function scopeCondition(scope: PmPlanScopeFilter): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.locationId ? coversStore(scope.locationId) : sql`false`;
}

/**
 * `column = any(ids)` with the ids as one parameter (decision 042 cut 58): `inArray` sends one
 * parameter per id, and drizzle's building of the plans list's statements with 250 of them each
 * cost the server's thread about 14 ms a request, more than the statements took.
 */
function isAnyOf(column: AnyPgColumn, ids: string[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(',')}::text, ',')::uuid[])`;
}

type PlanFigure = 'done' | 'settled' | 'units' | 'stores';

/** A row of statsOf's union as the driver answers it (figureColumns' aliases). */
interface FigureRow {
  figure: PlanFigure;
  plan_id: string | null;
  at: Date | string | null;
  first: number;
  second: number;
}

/**
 * One branch's columns in statsOf's union (decision 042 cut 65): every branch must name and type
 * its columns alike, so they are written here once. A figure leaves the columns it does not use
 * empty (no instant, counts of 0).
 */
function figureColumns(
  figure: PlanFigure,
  planId: AnyPgColumn,
  values: { at?: SQL; first?: SQL; second?: SQL },
) {
  return {
    figure: sql<PlanFigure>`${figure}::text`.as('figure'),
    planId: sql<string | null>`${planId}`.as('plan_id'),
    at: sql<Date | string | null>`${values.at ?? sql`null::timestamptz`}`.as('at'),
    first: sql<number>`${values.first ?? sql`0`}`.as('first'),
    second: sql<number>`${values.second ?? sql`0`}`.as('second'),
  };
}

export function createPmPlansRepository(db: Database) {
  function selectPlans(executor: Executor) {
    return executor
      .select({
        id: pmPlans.id,
        title: pmPlans.title,
        description: pmPlans.description,
        scope: pmPlans.scope,
        equipmentId: pmPlans.equipmentId,
        equipmentName: equipment.name,
        equipmentLocationId: equipment.locationId,
        equipmentLocation: locations.name,
        categoryId: pmPlans.categoryId,
        category: categories.name,
        rrule: pmPlans.rrule,
        startDate: pmPlans.startDate,
        dueTime: pmPlans.dueTime,
        leadDays: pmPlans.leadDays,
        priority: pmPlans.priority,
        defaultTechnicianId: pmPlans.defaultTechnicianId,
        defaultTechnician: users.name,
        estimatedMinutes: pmPlans.estimatedMinutes,
        checklist: pmPlans.checklist,
        status: pmPlans.status,
        effectiveFrom: pmPlans.effectiveFrom,
        templateId: pmPlans.templateId,
        createdAt: pmPlans.createdAt,
        updatedAt: pmPlans.updatedAt,
      })
      .from(pmPlans)
      .innerJoin(categories, eq(categories.id, pmPlans.categoryId))
      .leftJoin(equipment, eq(equipment.id, pmPlans.equipmentId))
      .leftJoin(locations, eq(locations.id, equipment.locationId))
      .leftJoin(users, eq(users.id, pmPlans.defaultTechnicianId));
  }

  function normalise(row: Awaited<ReturnType<ReturnType<typeof selectPlans>['execute']>>[number]) {
    return {
      ...row,
      effectiveFrom: toDate(row.effectiveFrom) ?? new Date(0),
      createdAt: toDate(row.createdAt) ?? new Date(0),
      updatedAt: toDate(row.updatedAt) ?? new Date(0),
    } satisfies StoredPlan;
  }

  async function writeLocations(planId: string, locationIds: string[], tx: Executor) {
    await tx.delete(pmPlanLocations).where(eq(pmPlanLocations.planId, planId));
    if (locationIds.length > 0) {
      await tx
        .insert(pmPlanLocations)
        .values(locationIds.map((locationId) => ({ planId, locationId })));
    }
  }

  return {
    async list(
      scope: PmPlanScopeFilter,
      filters: { locationId?: string; status?: PmPlanStatus },
    ): Promise<StoredPlan[]> {
      const rows = await selectPlans(db)
        .where(
          and(
            isNull(pmPlans.deletedAt),
            scopeCondition(scope),
            filters.locationId ? coversStore(filters.locationId) : undefined,
            filters.status ? eq(pmPlans.status, filters.status) : undefined,
          ),
        )
        // The id last: two plans with the same title made in the same instant (a bulk import)
        // came back in either order, so the list reordered itself between two loads.
        .orderBy(asc(pmPlans.title), asc(pmPlans.createdAt), asc(pmPlans.id));
      return rows.map(normalise);
    },

    async find(
      scope: PmPlanScopeFilter,
      id: string,
      executor: Executor = db,
    ): Promise<StoredPlan | undefined> {
      const [row] = await selectPlans(executor)
        .where(and(eq(pmPlans.id, id), isNull(pmPlans.deletedAt), scopeCondition(scope)))
        .limit(1);
      return row ? normalise(row) : undefined;
    },

    /** The stores of each plan (its stores list, or its unit's store), by name. */
    async storesOf(plans: StoredPlan[]): Promise<Map<string, { id: string; name: string }[]>> {
      const result = new Map<string, { id: string; name: string }[]>();
      for (const plan of plans) {
        result.set(
          plan.id,
          plan.equipmentLocationId && plan.equipmentLocation
            ? [{ id: plan.equipmentLocationId, name: plan.equipmentLocation }]
            : [],
        );
      }
      const ids = plans.filter((plan) => plan.scope !== 'equipment').map((plan) => plan.id);
      if (ids.length === 0) return result;
      const rows = await db
        .select({ planId: pmPlanLocations.planId, id: locations.id, name: locations.name })
        .from(pmPlanLocations)
        .innerJoin(locations, eq(locations.id, pmPlanLocations.locationId))
        .where(isAnyOf(pmPlanLocations.planId, ids))
        .orderBy(asc(locations.name));
      for (const row of rows) result.get(row.planId)?.push({ id: row.id, name: row.name });
      return result;
    },

    /**
     * Last completion, on-time counts and units covered, per plan. An occurrence is settled once
     * its due day (business zone) has ended: `today` is that day's date, so `due_date < today`.
     */
    async statsOf(plans: StoredPlan[], today: string, timeZone: string) {
      const stats = new Map<string, PlanStats>();
      for (const plan of plans) {
        stats.set(plan.id, { lastDoneAt: null, settled: 0, onTime: 0, unitCount: 0 });
      }
      const ids = plans.map((plan) => plan.id);
      if (ids.length === 0) return stats;
      // The end of the due day in the business zone: midnight after it, read in that zone.
      const dueDayEnd = sql`((${pmOccurrences.dueDate} + 1)::timestamp at time zone ${timeZone})`;
      // Decision 042 cut 58: an occurrence's ticket is its plan's (generation writes both), so it
      // is found among these plans' tickets in tickets_pm_plan_idx (a hash of a few thousand), not
      // among all 100,000 (a scan of the table on both databases, 35-50 ms). One not found there
      // (a ticket of no listed plan, which nothing writes) is looked up by its id: the same answer
      // whatever the data.
      const completedAt = sql`(case when ${tickets.id} is not null then ${tickets.completedAt} when ${pmOccurrences.ticketId} is not null then (select other.completed_at from ${tickets} other where other.id = ${pmOccurrences.ticketId}) end)`;
      // Decision 042 cut 65: the four figures are one statement (a union of four grouped reads,
      // each row tagged with its figure), not four round trips on a fresh list.
      const done = db
        .select(figureColumns('done', tickets.pmPlanId, { at: sql`max(${tickets.completedAt})` }))
        .from(tickets)
        .where(isAnyOf(tickets.pmPlanId, ids))
        .groupBy(tickets.pmPlanId);
      const settled = db
        .select(
          figureColumns('settled', pmOccurrences.planId, {
            first: sql`count(*)::int`,
            second: sql`count(*) filter (where ${completedAt} < ${dueDayEnd})::int`,
          }),
        )
        .from(pmOccurrences)
        .leftJoin(
          tickets,
          and(eq(tickets.id, pmOccurrences.ticketId), isAnyOf(tickets.pmPlanId, ids)),
        )
        .where(and(isAnyOf(pmOccurrences.planId, ids), lt(pmOccurrences.dueDate, today)))
        .groupBy(pmOccurrences.planId);
      // Decision 042 cut 68: a category plan's units counted store by store, each count read by
      // equipment_location_idx on the store and the category together. Joined, the planner
      // walked each store's every unit and filtered by category (4,500 rows removed of 5,000 on
      // the bench's chain, 2.5-3.6 ms of the statement; counted this way 0.65-0.8 ms).
      const unitsAtStore = sql`(select count(*) from ${equipment}
        where ${equipment.locationId} = ${pmPlanLocations.locationId}
          and ${equipment.categoryId} = ${pmPlans.categoryId}
          and ${ne(equipment.status, 'retired')})`;
      const units = db
        .select(figureColumns('units', pmPlans.id, { first: sql`sum(${unitsAtStore})::int` }))
        .from(pmPlans)
        .innerJoin(pmPlanLocations, eq(pmPlanLocations.planId, pmPlans.id))
        .where(and(isAnyOf(pmPlans.id, ids), eq(pmPlans.scope, 'category')))
        .groupBy(pmPlans.id);
      const stores = db
        .select(figureColumns('stores', pmPlanLocations.planId, { first: sql`count(*)::int` }))
        .from(pmPlanLocations)
        .where(isAnyOf(pmPlanLocations.planId, ids))
        .groupBy(pmPlanLocations.planId);
      // Decision 042 cut 67: the union's rows read as the driver gives them (columns by their
      // aliases), not mapped by Drizzle, whose mapping tests each of a row's five computed
      // fields against three of its classes in turn (a tenth of the server's time on this list).
      const answer: unknown = await db.execute(unionAll(done, settled, units, stores));
      const rows = (answer as { rows: FigureRow[] }).rows;
      const unitsByPlan = new Map<string, number>();
      const storesByPlan = new Map<string, number>();
      for (const row of rows) {
        const planId = row.plan_id;
        const entry = planId ? stats.get(planId) : undefined;
        if (!entry || !planId) continue;
        if (row.figure === 'done') entry.lastDoneAt = toDate(row.at);
        else if (row.figure === 'settled') {
          entry.settled = row.first;
          entry.onTime = row.second;
        } else if (row.figure === 'units') unitsByPlan.set(planId, row.first);
        else storesByPlan.set(planId, row.first);
      }
      for (const plan of plans) {
        const entry = stats.get(plan.id);
        if (!entry) continue;
        entry.unitCount =
          plan.scope === 'equipment'
            ? 1
            : plan.scope === 'store'
              ? (storesByPlan.get(plan.id) ?? 0)
              : (unitsByPlan.get(plan.id) ?? 0);
      }
      return stats;
    },

    async insert(
      values: PlanValues & { templateId: string | null; createdBy: string },
      tx: Executor,
    ): Promise<string> {
      const { locationIds, ...columns } = values;
      const [row] = await tx
        .insert(pmPlans)
        .values({ ...columns, status: 'active', createdAt: values.updatedAt })
        .returning({ id: pmPlans.id });
      if (!row) throw new Error('pm plan insert returned no row');
      await writeLocations(row.id, locationIds, tx);
      return row.id;
    },

    /** Replaces the plan's fields; false when it is gone (deleted meanwhile). */
    async update(id: string, values: PlanValues, tx: Executor): Promise<boolean> {
      const { locationIds, ...columns } = values;
      // The new rule starts from effectiveFrom: the generator looks again at everything after it,
      // not only past where it had checked the old rule (which may run into the lead window).
      const updated = await tx
        .update(pmPlans)
        .set({ ...columns, checkedThrough: null })
        .where(and(eq(pmPlans.id, id), isNull(pmPlans.deletedAt)))
        .returning({ id: pmPlans.id });
      if (updated.length === 0) return false;
      await writeLocations(id, locationIds, tx);
      return true;
    },

    async setStatus(
      id: string,
      status: PmPlanStatus,
      at: Date,
      options: { effectiveFrom: boolean },
    ): Promise<boolean> {
      const updated = await db
        .update(pmPlans)
        .set({
          status,
          updatedAt: at,
          ...(options.effectiveFrom ? { effectiveFrom: at, checkedThrough: null } : {}),
        })
        .where(and(eq(pmPlans.id, id), isNull(pmPlans.deletedAt)))
        .returning({ id: pmPlans.id });
      return updated.length > 0;
    },

    async softDelete(id: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(pmPlans)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(pmPlans.id, id), isNull(pmPlans.deletedAt)))
        .returning({ id: pmPlans.id });
      return updated.length > 0;
    },

    async findUnit(id: string) {
      const [row] = await db
        .select({
          id: equipment.id,
          status: equipment.status,
          categoryId: equipment.categoryId,
          locationId: equipment.locationId,
        })
        .from(equipment)
        .where(eq(equipment.id, id))
        .limit(1);
      return row;
    },

    async categoryExists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id));
      return rows.length > 0;
    },

    /** The category named so (any letter case), for templates. */
    async categoryNamed(name: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${name})`)
        .limit(1);
      return row?.id;
    },

    /** Which of these store ids exist. */
    async existingLocations(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(inArray(locations.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async isActiveTechnician(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'technician'), eq(users.status, 'active')));
      return rows.length > 0;
    },

    /**
     * The units active plans cover now at the given stores (null: every store): an 'equipment'
     * plan its unit unless retired, a 'category' plan its category's units that are not retired,
     * a 'store' plan each store.
     */
    async coveredUnits(planIds: string[], locationId: string | null): Promise<CoveredUnit[]> {
      if (planIds.length === 0) return [];
      const byUnit = await db
        .select({
          planId: pmPlans.id,
          unitKey: equipment.id,
          locationId: equipment.locationId,
          location: locations.name,
          equipmentId: equipment.id,
          equipmentName: equipment.name,
        })
        .from(pmPlans)
        .innerJoin(
          equipment,
          or(
            and(eq(pmPlans.scope, 'equipment'), eq(equipment.id, pmPlans.equipmentId)),
            and(
              eq(pmPlans.scope, 'category'),
              eq(equipment.categoryId, pmPlans.categoryId),
              sql`exists (select 1 from ${pmPlanLocations} where ${pmPlanLocations.planId} = ${pmPlans.id} and ${pmPlanLocations.locationId} = ${equipment.locationId})`,
            ),
          ),
        )
        .innerJoin(locations, eq(locations.id, equipment.locationId))
        .where(
          and(
            inArray(pmPlans.id, planIds),
            ne(equipment.status, 'retired'),
            locationId ? eq(equipment.locationId, locationId) : undefined,
          ),
        );
      const byStore = await db
        .select({
          planId: pmPlans.id,
          unitKey: locations.id,
          locationId: locations.id,
          location: locations.name,
        })
        .from(pmPlans)
        .innerJoin(pmPlanLocations, eq(pmPlanLocations.planId, pmPlans.id))
        .innerJoin(locations, eq(locations.id, pmPlanLocations.locationId))
        .where(
          and(
            inArray(pmPlans.id, planIds),
            eq(pmPlans.scope, 'store'),
            locationId ? eq(locations.id, locationId) : undefined,
          ),
        );
      return [
        ...byUnit,
        ...byStore.map((row) => ({ ...row, equipmentId: null, equipmentName: null })),
      ];
    },

    /** Stored occurrences of these plans due in [start, end), at one store or every store. */
    async occurrences(
      planIds: string[],
      range: { start: Date; end: Date },
      locationId: string | null,
    ): Promise<StoredOccurrence[]> {
      if (planIds.length === 0) return [];
      const rows = await db
        .select({
          planId: pmOccurrences.planId,
          unitKey: pmOccurrences.unitKey,
          locationId: pmOccurrences.locationId,
          location: locations.name,
          equipmentId: pmOccurrences.equipmentId,
          equipmentName: equipment.name,
          dueAt: pmOccurrences.dueAt,
          dueDate: pmOccurrences.dueDate,
          status: pmOccurrences.status,
          ticketId: pmOccurrences.ticketId,
          ticketNumber: tickets.ticketNumber,
        })
        .from(pmOccurrences)
        .innerJoin(locations, eq(locations.id, pmOccurrences.locationId))
        .leftJoin(equipment, eq(equipment.id, pmOccurrences.equipmentId))
        .leftJoin(tickets, eq(tickets.id, pmOccurrences.ticketId))
        .where(
          and(
            inArray(pmOccurrences.planId, planIds),
            gte(pmOccurrences.dueAt, range.start),
            lt(pmOccurrences.dueAt, range.end),
            locationId ? eq(pmOccurrences.locationId, locationId) : undefined,
          ),
        )
        .orderBy(asc(pmOccurrences.dueAt));
      return rows.map((row) => ({ ...row, dueAt: toDate(row.dueAt) ?? new Date(0) }));
    },
  };
}

export type PmPlansRepository = ReturnType<typeof createPmPlansRepository>;
