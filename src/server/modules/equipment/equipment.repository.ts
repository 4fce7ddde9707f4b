import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Equipment, EquipmentStatus, EquipmentHistory } from '#contract/schemas/equipment.ts';
import { REPEAT_REPAIR_DAYS, REPEAT_REPAIR_THRESHOLD } from '#contract/schemas/equipment.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import { categories, equipment, locations, tickets, users } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';
import { integerInText } from '../../db/integer-in-text.ts';
import { isoInstant } from '../../db/instant-text.ts';
import { loggedMinutes, ticketsWithSessions, timeLoggedByTicket } from '../../db/time-logged.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

/**
 * Which units a caller sees (decided by the service, docs/decisions/033): every unit, a store's
 * units, or the units of the tickets an audience sees (technicians: their assigned tickets).
 */
export type EquipmentScope =
  | { kind: 'all' }
  | { kind: 'store'; locationId: string | null }
  | { kind: 'tickets'; audience: TicketAudience };

export interface EquipmentFilters {
  q?: string;
  /** A store's id or name. */
  location?: string;
  /** A category's id or name. */
  category?: string;
  statuses: EquipmentStatus[];
  warranty?: 'active' | 'expired' | 'none';
  repeat?: boolean;
  limit: number;
  offset: number;
}

/** What a unit's answer is computed against: today in the business time zone, 90 days ago. */
export interface EquipmentMoment {
  today: string;
  repairsSince: Date;
}

export interface EquipmentValues {
  name: string;
  locationId: string;
  categoryId: string;
  make: string | null;
  model: string | null;
  serialNumber: string | null;
  installDate: string | null;
  warrantyEndDate: string | null;
  warrantyProvider: string | null;
  notes: string | null;
  status: EquipmentStatus;
  retiredAt: Date | null;
}

interface StoredUnit {
  id: string;
  name: string;
  location: string;
  locationId: string;
  status: EquipmentStatus;
  retiredAt: Date | null;
  photoStorageKey: string | null;
  photoContentType: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A store or category named by id or by name (any letter case). */
function byIdOrName(table: typeof locations | typeof categories, value: string): SQL {
  return UUID.test(value) ? eq(table.id, value) : sql`lower(${table.name}) = lower(${value})`;
}

/** `%text%` for LIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The same expression as the trigram index equipment_search_trgm_idx, so the index serves it. */
const searchText = sql`lower(${equipment.name} || ' ' || coalesce(${equipment.make}, '') || ' ' || coalesce(${equipment.model}, '') || ' ' || coalesce(${equipment.serialNumber}, ''))`;

function scopeCondition(scope: EquipmentScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'store':
      return scope.locationId ? eq(equipment.locationId, scope.locationId) : sql`false`;
    case 'tickets':
      // The one SQL rule of who sees which ticket (decision 020), applied to the unit's tickets.
      return sql`exists (select 1 from ${tickets} where ${tickets.equipmentId} = ${equipment.id} and ${
        ticketVisibleTo(scope.audience) ?? sql`true`
      })`;
  }
}

/**
 * Decision 034: planned preventive work is not a repair (the repeat-repairs rule's tickets).
 * Written into the statement, not sent as a parameter: the partial index tickets_repairs_idx
 * (`not preventive`) serves only a plan that knows the value, so a generic plan could not use it.
 */
const isRepair = sql`not ${tickets.preventive}`;

/** A unit's repair count as of an instant for the maintenance dashboard: one period of it. */
interface RepeatRepairPeriod {
  name: string;
  until: Date;
}

/** Where a page of a unit's history ended: its last ticket (parseTicketCursor's fields). */
interface HistoryPosition {
  submittedAt: string;
  id: string;
}

/** A row of the list's one statement as the driver answers it: a unit (null past the page) and the counts. */
interface ListRow {
  id: string | null;
  short_code: string;
  name: string;
  location_id: string;
  location: string;
  category_id: string;
  category: string;
  make: string | null;
  model: string | null;
  serial_number: string | null;
  install_date: string | null;
  warranty_end_date: string | null;
  warranty_provider: string | null;
  status: EquipmentStatus;
  notes: string | null;
  photo_storage_key: string | null;
  repairs_last_90_days: number;
  created_at: string;
  updated_at: string;
  total: number;
  in_service: number;
  down: number;
  retired: number;
  under_warranty: number;
  repeat_repairs: number;
  matching: number;
}

/**
 * The page's limit in the statement's text (integer-in-text.ts, decision 042 cut 47); Drizzle
 * writes an SQL limit as it is.
 */
function limitInText(limit: number): number {
  return integerInText(limit, 0) as unknown as number;
}

/**
 * A unit's tickets, the unit's id read through a scalar subquery (issue 37, decision 042 cut 51;
 * cut 47 did the same for the register's moment). As a bare parameter the custom plan of the
 * bench's busiest unit was costed from its own count in the statistics (1,960 tickets), a little
 * below the generic plan's average unit (1,999), so PGlite planned the history's totals again on
 * every request (generic_plans 0 in pg_prepared_statements). Behind the subquery both plans are
 * costed alike and the generic one is kept after the fifth run, with the same indexes.
 */
function ofUnit(equipmentId: string): SQL {
  return sql`${tickets.equipmentId} = (select ${equipmentId}::uuid)`;
}

/**
 * A history page's limit read through a scalar subquery (decision 042 cut 51), not written into
 * the text as the register's is (limitInText). As a bare parameter the generic plan was costed for
 * a tenth of the unit's tickets and the custom one for the page, so the admin's page was planned
 * on every request on both databases. Behind the subquery both are costed for a tenth and the
 * generic plan is kept. In the text, the plans of a manager's and a technician's page changed for
 * the worse (PGlite: 374 -> 557 and 337 -> 418 buffers): the planner expects them to see 60 of the
 * unit's 2,000 tickets, so a page of 51 looked like most of the unit, and it read and sorted all.
 */
function pageLimit(limit: number): number {
  return sql`(select ${limit}::int)` as unknown as number;
}

/**
 * A unit's own columns, as the register's page and a single unit read them (each adds its store's
 * and category's names and its repairs in its own way).
 */
const unitColumns = {
  id: equipment.id,
  shortCode: equipment.shortCode,
  name: equipment.name,
  locationId: equipment.locationId,
  categoryId: equipment.categoryId,
  make: equipment.make,
  model: equipment.model,
  serialNumber: equipment.serialNumber,
  installDate: equipment.installDate,
  warrantyEndDate: equipment.warrantyEndDate,
  warrantyProvider: equipment.warrantyProvider,
  status: equipment.status,
  notes: equipment.notes,
  photoStorageKey: equipment.photoStorageKey,
  createdAt: equipment.createdAt,
  updatedAt: equipment.updatedAt,
};

/** An instant as a Date (Drizzle's mapping) or the database's text (the driver's rows). */
function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : isoInstant(value);
}

export function createEquipmentRepository(db: Database) {
  /**
   * Tickets per unit submitted since a moment: one grouped query over the repairs index
   * (submitted_at, equipment_id where not preventive), joined to the units, never a query per unit.
   *
   * The moment is read through a scalar subquery (issue 37, decision 042 cut 47). As a bare
   * parameter PostgreSQL planned every run for its value: the generic plan, costed for a third of
   * the tickets, always cost more than the custom one, so the list's page and counts were planned
   * on every request (custom_plans only in pg_prepared_statements), which in PGlite's thread was
   * a third of the page's time. Behind the subquery both plans are costed alike and the generic
   * one is kept after the fifth run; the index still serves the range.
   */
  function repairsQuery(since: Date) {
    return db
      .select({
        equipmentId: sql<string>`${tickets.equipmentId}`.as('repairs_equipment_id'),
        repairs: sql<number>`count(*)::int`.as('repairs'),
      })
      .from(tickets)
      .where(
        and(
          sql`${tickets.equipmentId} is not null`,
          sql`${tickets.submittedAt} >= (select ${since.toISOString()}::timestamptz)`,
          isRepair,
        ),
      )
      .groupBy(tickets.equipmentId);
  }

  function repairsSubquery(since: Date) {
    return repairsQuery(since).as('repairs');
  }

  function selectUnits(executor: Executor, moment: EquipmentMoment) {
    const repairs = repairsSubquery(moment.repairsSince);
    const repairCount = sql<number>`coalesce(${repairs.repairs}, 0)::int`;
    const query = executor
      .select({
        ...unitColumns,
        location: locations.name,
        category: categories.name,
        repairsLast90Days: repairCount,
      })
      .from(equipment)
      .innerJoin(locations, eq(equipment.locationId, locations.id))
      .innerJoin(categories, eq(equipment.categoryId, categories.id))
      .leftJoin(repairs, eq(repairs.equipmentId, equipment.id))
      .$dynamic();
    return { query, repairCount };
  }

  type SelectedUnit = Awaited<
    ReturnType<ReturnType<typeof selectUnits>['query']['execute']>
  >[number];
  /**
   * A unit as Drizzle maps it (instants as Dates) or as the register's one statement reads it from
   * the driver (instants as the database's text, decision 042 cut 50); toIso answers both alike.
   */
  type UnitRow = Omit<SelectedUnit, 'createdAt' | 'updatedAt'> & {
    createdAt: Date | string;
    updatedAt: Date | string;
  };

  function toEquipment(row: UnitRow, moment: EquipmentMoment): Equipment {
    return {
      id: row.id,
      shortCode: row.shortCode,
      name: row.name,
      locationId: row.locationId,
      location: row.location,
      categoryId: row.categoryId,
      category: row.category,
      make: row.make,
      model: row.model,
      serialNumber: row.serialNumber,
      installDate: row.installDate,
      warrantyEndDate: row.warrantyEndDate,
      warrantyProvider: row.warrantyProvider,
      status: row.status,
      notes: row.notes,
      // The key changes with every new photo, so a cached old image is never shown for a new one.
      photoUrl: row.photoStorageKey
        ? `/api/equipment/${row.id}/photo?v=${row.photoStorageKey.slice(-8)}`
        : null,
      underWarranty: row.warrantyEndDate !== null && row.warrantyEndDate >= moment.today,
      repairsLast90Days: row.repairsLast90Days,
      repeatRepairs: row.repairsLast90Days >= REPEAT_REPAIR_THRESHOLD,
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
    };
  }

  /** The conditions of every filter but status and repeat repairs (counts are over these). */
  function filterConditions(
    scope: EquipmentScope,
    filters: Omit<EquipmentFilters, 'statuses' | 'limit' | 'offset'>,
    moment: EquipmentMoment,
  ): (SQL | undefined)[] {
    const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
    if (filters.q) conditions.push(sql`${searchText} like ${containsPattern(filters.q)}`);
    if (filters.location) conditions.push(byIdOrName(locations, filters.location));
    if (filters.category) conditions.push(byIdOrName(categories, filters.category));
    if (filters.warranty === 'active') {
      conditions.push(gte(equipment.warrantyEndDate, moment.today));
    } else if (filters.warranty === 'expired') {
      conditions.push(lt(equipment.warrantyEndDate, moment.today));
    } else if (filters.warranty === 'none') {
      conditions.push(sql`${equipment.warrantyEndDate} is null`);
    }
    return conditions;
  }

  function repeatCondition(repeat: boolean | undefined, repairCount: SQL): SQL | undefined {
    if (repeat === true) return sql`${repairCount} >= ${REPEAT_REPAIR_THRESHOLD}`;
    if (repeat === false) return sql`${repairCount} < ${REPEAT_REPAIR_THRESHOLD}`;
    return undefined;
  }

  /**
   * One pass over the units of every filter but status, grouped by status: each status's units,
   * those under warranty and those with repeat repairs (`isRepeat`). The caller adds the filters.
   * The store and the category are joined only when a filter names one (issue 37, decision 042
   * cut 47): each unit has exactly one of each (not null, foreign keys), so the joins neither add
   * nor drop a unit, and hash-joining every unit to both cost a third of the counts in PGlite's
   * thread.
   */
  function unitsByStatus(filters: EquipmentFilters, moment: EquipmentMoment, isRepeat: SQL) {
    const counted = db
      .select({
        status: sql<EquipmentStatus>`${equipment.status}`.as('status'),
        units: sql<number>`count(*)`.as('units'),
        underWarranty:
          sql<number>`count(*) filter (where ${equipment.warrantyEndDate} >= ${moment.today})`.as(
            'under_warranty',
          ),
        repeatRepairs: sql<number>`count(*) filter (where ${isRepeat})`.as('repeat_repairs'),
      })
      .from(equipment)
      .$dynamic();
    if (filters.location) {
      counted.innerJoin(locations, eq(equipment.locationId, locations.id));
    }
    if (filters.category) {
      counted.innerJoin(categories, eq(equipment.categoryId, categories.id));
    }
    return counted;
  }

  /**
   * The tabs' counts and the page's total from unitsByStatus's three rows at most (issue 37,
   * decision 042 cut 50): the pass over the units evaluates two filters a unit instead of seven
   * (the counts' part of PGlite's thread about a fifth less in bare PGlite).
   */
  function countsQuery(
    byStatus: ReturnType<typeof unitsByStatusTable>,
    statuses: readonly EquipmentStatus[],
  ) {
    const units = (condition: SQL) =>
      sql<number>`coalesce(sum(${byStatus.units}) filter (where ${condition}), 0)::int`;
    const statusList = sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    );
    return db
      .select({
        total: sql<number>`coalesce(sum(${byStatus.units}), 0)::int`.as('total'),
        inService: units(sql`${byStatus.status} = 'in-service'`).as('in_service'),
        down: units(sql`${byStatus.status} = 'down'`).as('down'),
        retired: units(sql`${byStatus.status} = 'retired'`).as('retired'),
        underWarranty: sql<number>`coalesce(sum(${byStatus.underWarranty}), 0)::int`.as(
          'under_warranty',
        ),
        repeatRepairs: sql<number>`coalesce(sum(${byStatus.repeatRepairs}), 0)::int`.as(
          'repeat_repairs',
        ),
        matching: units(sql`${byStatus.status} in (${statusList})`).as('matching'),
      })
      .from(byStatus);
  }

  /** unitsByStatus as a table to read from (its type for countsQuery). */
  function unitsByStatusTable(query: ReturnType<typeof unitsByStatus>) {
    return query.groupBy(equipment.status).as('by_status');
  }

  type Counts = Awaited<ReturnType<ReturnType<typeof countsQuery>['execute']>>[number];

  function listAnswer(rows: UnitRow[], counts: Counts | undefined, moment: EquipmentMoment) {
    const { matching, ...rest } = counts ?? {
      total: 0,
      inService: 0,
      down: 0,
      retired: 0,
      underWarranty: 0,
      repeatRepairs: 0,
      matching: 0,
    };
    return { equipment: rows.map((row) => toEquipment(row, moment)), matching, counts: rest };
  }

  /**
   * The list without the repeat filter, in one statement (issue 37, decision 042 cut 50): the
   * repairs' grouped read once, as a CTE read by the page and by the counts. Before, the page and
   * the counts each ran it (1.2-1.4 ms of PGlite's thread each) and each was a message to PGlite's
   * thread. The page is limited before its units meet their repairs, so it walks the store index
   * as before (with the repairs joined first, as helper C2 tried, the planner joined all 5,000
   * units). The counts ask whether a unit is among the repeat ones (a hashed subplan over the
   * grouped read's few rows) instead of joining every unit to the repairs. The page's rows come
   * with the counts in their columns, and the counts' one row comes even when the page is empty.
   */
  async function listWithRepairsOnce(
    scope: EquipmentScope,
    filters: EquipmentFilters,
    moment: EquipmentMoment,
  ) {
    const conditions = filterConditions(scope, filters, moment);
    const repairs = db.$with('repairs').as(repairsQuery(moment.repairsSince));
    const page = db.$with('page').as(
      db
        .select({
          ...unitColumns,
          location: sql<string>`${locations.name}`.as('location'),
          category: sql<string>`${categories.name}`.as('category'),
        })
        .from(equipment)
        .innerJoin(locations, eq(equipment.locationId, locations.id))
        .innerJoin(categories, eq(equipment.categoryId, categories.id))
        .where(and(...conditions, inArray(equipment.status, filters.statuses)))
        .orderBy(
          asc(sql`lower(${locations.name})`),
          asc(sql`lower(${equipment.name})`),
          asc(equipment.id),
        )
        .limit(limitInText(filters.limit))
        .offset(filters.offset),
    );
    const isRepeat = sql`${equipment.id} in (select ${repairs.equipmentId} from ${repairs} where ${repairs.repairs} >= ${REPEAT_REPAIR_THRESHOLD})`;
    const counts = db
      .$with('counts')
      .as(
        countsQuery(
          unitsByStatusTable(unitsByStatus(filters, moment, isRepeat).where(and(...conditions))),
          filters.statuses,
        ),
      );
    const statement = db
      .with(repairs, page, counts)
      .select({
        ...page._.selectedFields,
        repairs: sql<number>`coalesce(${repairs.repairs}, 0)::int`.as('repairs_last_90_days'),
        ...counts._.selectedFields,
      })
      .from(counts)
      .leftJoin(page, sql`true`)
      .leftJoin(repairs, eq(repairs.equipmentId, page.id))
      .orderBy(asc(sql`lower(${page.location})`), asc(sql`lower(${page.name})`), asc(page.id));
    // The driver's rows, not Drizzle's mapping: for this statement's 26 columns, each a field of a
    // CTE, Drizzle's `is()` and mapResultRow cost more of the server's thread than the second
    // statement saved (issue 37, decision 042 cut 50). Instants come as the database's text.
    const answer: unknown = await db.execute(statement);
    const rows = (answer as { rows: ListRow[] }).rows;
    const units: UnitRow[] = [];
    for (const row of rows) {
      if (row.id === null) continue;
      units.push({
        id: row.id,
        shortCode: row.short_code,
        name: row.name,
        locationId: row.location_id,
        location: row.location,
        categoryId: row.category_id,
        category: row.category,
        make: row.make,
        model: row.model,
        serialNumber: row.serial_number,
        installDate: row.install_date,
        warrantyEndDate: row.warranty_end_date,
        warrantyProvider: row.warranty_provider,
        status: row.status,
        notes: row.notes,
        photoStorageKey: row.photo_storage_key,
        repairsLast90Days: row.repairs_last_90_days,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      });
    }
    const [first] = rows;
    return listAnswer(
      units,
      first && {
        total: first.total,
        inService: first.in_service,
        down: first.down,
        retired: first.retired,
        underWarranty: first.under_warranty,
        repeatRepairs: first.repeat_repairs,
        matching: first.matching,
      },
      moment,
    );
  }

  return {
    async list(scope: EquipmentScope, filters: EquipmentFilters, moment: EquipmentMoment) {
      if (filters.repeat === undefined) return listWithRepairsOnce(scope, filters, moment);
      // The repeat filter keeps units by their repairs, so the page needs them before its limit.
      const { query, repairCount } = selectUnits(db, moment);
      const common = filterConditions(scope, filters, moment);
      const rows = await query
        .where(
          and(
            ...common,
            repeatCondition(filters.repeat, repairCount),
            inArray(equipment.status, filters.statuses),
          ),
        )
        .orderBy(
          asc(sql`lower(${locations.name})`),
          asc(sql`lower(${equipment.name})`),
          asc(equipment.id),
        )
        .limit(limitInText(filters.limit))
        .offset(filters.offset);

      const repairs = repairsSubquery(moment.repairsSince);
      const countRepairs = sql`coalesce(${repairs.repairs}, 0)`;
      const [counts] = await countsQuery(
        unitsByStatusTable(
          unitsByStatus(filters, moment, sql`${countRepairs} >= ${REPEAT_REPAIR_THRESHOLD}`)
            .leftJoin(repairs, eq(repairs.equipmentId, equipment.id))
            .where(and(...common, repeatCondition(filters.repeat, countRepairs))),
        ),
        filters.statuses,
      );
      return listAnswer(rows, counts, moment);
    },

    /**
     * Issue 39, the maintenance dashboard: units flagged for repeat repairs (the register's rule:
     * REPEAT_REPAIR_THRESHOLD or more repair tickets in the REPEAT_REPAIR_DAYS before) as of each
     * period's end, per period and store of the unit, in one statement. `locationId` null: every
     * store.
     */
    async repeatRepairsByStore(
      periods: readonly RepeatRepairPeriod[],
      locationId: string | null,
    ): Promise<{ period: string; locationId: string; units: number }[]> {
      if (periods.length === 0) return [];
      const rows = sql.join(
        periods.map((p) => sql`(${p.name}::text, ${p.until.toISOString()}::timestamptz)`),
        sql`, `,
      );
      // The periods' span as constants too: joined to the values alone, the planner cannot use
      // the submission index and reads every ticket (the maintenance dashboard's bench, 046).
      const untils = periods.map((p) => p.until.getTime());
      const earliest = new Date(Math.min(...untils) - REPEAT_REPAIR_DAYS * 86_400_000);
      const latest = new Date(Math.max(...untils));
      const answer: unknown = await db.execute(sql`
        with p(period, until_at) as (values ${rows}),
        repairs as (
          select p.period, ${tickets.equipmentId} as equipment_id, count(*) as repairs
          from p join ${tickets} on ${tickets.equipmentId} is not null and ${isRepair}
            and ${tickets.submittedAt} >= p.until_at - make_interval(days => ${REPEAT_REPAIR_DAYS})
            and ${tickets.submittedAt} < p.until_at
          where ${tickets.submittedAt} >= ${earliest.toISOString()}::timestamptz
            and ${tickets.submittedAt} < ${latest.toISOString()}::timestamptz
          group by p.period, ${tickets.equipmentId}
        )
        select r.period, ${equipment.locationId} as location_id, count(*)::int as units
        from repairs r join ${equipment} on ${equipment.id} = r.equipment_id
        where r.repairs >= ${REPEAT_REPAIR_THRESHOLD}
          and ${locationId === null ? sql`true` : sql`${equipment.locationId} = ${locationId}`}
        group by r.period, ${equipment.locationId}`);
      return (
        answer as { rows: { period: string; location_id: string; units: unknown }[] }
      ).rows.map((row) => ({
        period: row.period,
        locationId: row.location_id,
        units: Number(row.units),
      }));
    },

    /** One unit the scope sees, or undefined. */
    async find(
      scope: EquipmentScope,
      id: string,
      moment: EquipmentMoment,
      executor: Executor = db,
    ): Promise<Equipment | undefined> {
      const { query } = selectUnits(executor, moment);
      const [row] = await query.where(and(eq(equipment.id, id), scopeCondition(scope)));
      return row ? toEquipment(row, moment) : undefined;
    },

    /** A unit's own row, for writes; `lock` holds it until the transaction ends. */
    async findStored(
      id: string,
      executor: Executor = db,
      options: { lock?: boolean } = {},
    ): Promise<StoredUnit | undefined> {
      const query = executor
        .select({
          id: equipment.id,
          name: equipment.name,
          location: locations.name,
          locationId: equipment.locationId,
          status: equipment.status,
          retiredAt: equipment.retiredAt,
          photoStorageKey: equipment.photoStorageKey,
          photoContentType: equipment.photoContentType,
        })
        .from(equipment)
        .innerJoin(locations, eq(equipment.locationId, locations.id))
        .where(eq(equipment.id, id));
      const [row] = options.lock ? await query.for('update', { of: equipment }) : await query;
      return row;
    },

    /** A store by id or name. */
    async findLocation(value: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(byIdOrName(locations, value))
        .limit(1);
      return row;
    },

    async findCategory(id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.id, id))
        .limit(1);
      return row;
    },

    /** Another unit of the store, not retired, with this name in any letter case. */
    async nameTaken(
      locationId: string,
      name: string,
      excludeId: string | undefined,
      executor: Executor = db,
    ): Promise<boolean> {
      const [row] = await executor
        .select({ id: equipment.id })
        .from(equipment)
        .where(
          and(
            eq(equipment.locationId, locationId),
            sql`lower(${equipment.name}) = lower(${name})`,
            ne(equipment.status, 'retired'),
            excludeId ? ne(equipment.id, excludeId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The new unit, or 'duplicate' when a unique index refused it (name or short code). */
    async insert(
      values: EquipmentValues & { shortCode: string; createdAt: Date },
      executor: Executor,
    ): Promise<{ id: string } | 'duplicate'> {
      try {
        const [row] = await executor
          .insert(equipment)
          .values({ ...values, updatedAt: values.createdAt })
          .returning({ id: equipment.id });
        if (!row) throw new Error('equipment insert returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /** 'updated', or 'duplicate' when the name is taken at the store. */
    async update(
      id: string,
      values: Partial<EquipmentValues> & { updatedAt: Date },
      executor: Executor,
    ): Promise<'updated' | 'duplicate'> {
      try {
        await executor.update(equipment).set(values).where(eq(equipment.id, id));
        return 'updated';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    async setPhoto(
      id: string,
      photo: { storageKey: string; contentType: string },
      updatedAt: Date,
      executor: Executor,
    ): Promise<void> {
      await executor
        .update(equipment)
        .set({
          photoStorageKey: photo.storageKey,
          photoContentType: photo.contentType,
          updatedAt,
        })
        .where(eq(equipment.id, id));
    },

    /** Every photo key a unit references, for the photo storage's start-up sweep. */
    async photoStorageKeys(): Promise<string[]> {
      const rows = await db
        .select({ key: equipment.photoStorageKey })
        .from(equipment)
        .where(sql`${equipment.photoStorageKey} is not null`);
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /**
     * A page of the unit's tickets an audience sees, newest first, with the minutes logged on each:
     * `limit` + 1 rows (the extra one says another page follows), after `after` when given.
     */
    async historyPage(
      equipmentId: string,
      audience: TicketAudience,
      now: Date,
      page: { after: HistoryPosition | undefined; limit: number },
    ): Promise<EquipmentHistory['tickets']> {
      const assignee = alias(users, 'assignee');
      const onPage = and(
        ofUnit(equipmentId),
        ticketVisibleTo(audience),
        page.after
          ? sql`(${tickets.submittedAt}, ${tickets.id}) < (${page.after.submittedAt}::timestamptz, ${page.after.id}::uuid)`
          : undefined,
      );
      const newestFirst = [desc(tickets.submittedAt), desc(tickets.id)];
      // Minutes only for the page's tickets: the busiest unit has thousands.
      const logged = timeLoggedByTicket(
        db,
        now,
        sql`select ${tickets.id} from ${tickets} where ${onPage} order by ${tickets.submittedAt} desc, ${tickets.id} desc limit ${pageLimit(page.limit + 1)}`,
      );
      const rows = await db
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          status: tickets.status,
          priority: tickets.priority,
          submittedAt: tickets.submittedAt,
          completedAt: tickets.completedAt,
          assignedToName: assignee.name,
          timeLogged: loggedMinutes(logged),
        })
        .from(tickets)
        .leftJoin(logged, eq(logged.ticketId, tickets.id))
        .leftJoin(assignee, eq(tickets.assignedTo, assignee.id))
        .where(onPage)
        .orderBy(...newestFirst)
        .limit(pageLimit(page.limit + 1));
      return rows.map((row) => ({
        ...row,
        submittedAt: toIso(row.submittedAt),
        completedAt: row.completedAt ? toIso(row.completedAt) : null,
      }));
    },

    /** How many of the unit's tickets an audience sees, and the minutes logged on them. */
    async historyTotals(
      equipmentId: string,
      audience: TicketAudience,
      now: Date,
    ): Promise<{ ticketCount: number; totalMinutesLogged: number }> {
      // The sessions are read only for the tickets the audience sees (decision 042 cut 51): the
      // join kept only those anyway, and a technician's 498 of the busiest unit's 2,000 tickets
      // were looked up in the sessions' index for all 2,000.
      const seen = and(ofUnit(equipmentId), ticketVisibleTo(audience));
      const logged = timeLoggedByTicket(
        db,
        now,
        ticketsWithSessions(sql`select ${tickets.id} from ${tickets} where ${seen}`),
      );
      const [row] = await db
        .select({
          ticketCount: sql<number>`count(*)::integer`,
          totalMinutesLogged: sql<number>`coalesce(sum(${loggedMinutes(logged)}), 0)::integer`,
        })
        .from(tickets)
        .leftJoin(logged, eq(logged.ticketId, tickets.id))
        .where(seen);
      return row ?? { ticketCount: 0, totalMinutesLogged: 0 };
    },

    /** Units not retired for label sheets, by store and name. */
    async labels(locationId: string | undefined) {
      return db
        .select({
          id: equipment.id,
          name: equipment.name,
          location: locations.name,
          category: categories.name,
          shortCode: equipment.shortCode,
        })
        .from(equipment)
        .innerJoin(locations, eq(equipment.locationId, locations.id))
        .innerJoin(categories, eq(equipment.categoryId, categories.id))
        .where(
          and(
            ne(equipment.status, 'retired'),
            locationId ? eq(equipment.locationId, locationId) : undefined,
          ),
        )
        .orderBy(
          asc(sql`lower(${locations.name})`),
          asc(sql`lower(${equipment.name})`),
          asc(equipment.id),
        );
    },
  };
}

export type EquipmentRepository = ReturnType<typeof createEquipmentRepository>;
