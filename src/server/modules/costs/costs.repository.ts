import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { SpendGroup } from '#contract/schemas/spend.ts';

import type { Database, Executor } from '../../db/database.ts';
import {
  categories,
  dispatches,
  dispatchVisits,
  equipment,
  locations,
  tickets,
  timeSessions,
  users,
  vendors,
  vendorSettings,
} from '../../db/schema.ts';
import { workedMinutesSql } from '../../db/worked-time.ts';
import type { DayRange } from '../../lib/business-time.ts';

// Decision 037 "Costs": each figure is one SQL statement that sums in the database (decisions 007 and 008: never
// rows in memory). The tables of vendors and dispatches belong to their modules; this module only
// reads them. Labour is counted per time session (worked minutes × the person's hourly cost / 60,
// rounded to the cent per session; no hourly cost counts 0 but the minutes still show); vendor
// spend is the invoices with an approval (approved or paid).

const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

function inRange(column: SQL | typeof timeSessions.clockInTime, range: DayRange | null): SQL {
  return range
    ? sql`${column} >= ${iso(range.start)} and ${column} < ${iso(range.end)}`
    : sql`true`;
}

/** A session's labour cost in cents, rounded to the cent (numeric rounds half away from zero). */
function sessionLabourCents(now: Date): SQL {
  return sql`round(${workedMinutesSql(now)}::numeric * coalesce(${users.hourlyCostCents}, 0) / 60)`;
}

export interface CostRow {
  labourMinutes: number;
  labourCents: number;
  vendorCents: number;
}

interface SpendSqlRow {
  id: string | null;
  name: string | null;
  month: string | null;
  isRow: boolean;
  isMonth: boolean;
  labourCents: number;
  vendorCents: number;
  tickets: number;
}

interface ScorecardRow {
  dispatches: number;
  accepted: number;
  declined: number;
  medianAcceptMinutes: number | null;
  avgAcceptMinutes: number | null;
  onTimeRate: number | null;
  avgOnSiteMinutes: number | null;
  repeatVisits: number;
  averageInvoiceCents: number | null;
  invoicesOverNte: number;
  totalInvoicedCents: number;
}

export interface RepeatVendorVisitRow {
  vendor: string;
  unit: string;
  location: string;
  category: string;
  ticketNumbers: number[];
}

const GROUP_TABLES: Record<SpendGroup, { table: SQL; key: SQL }> = {
  store: { table: sql`${locations}`, key: sql`e.location_id` },
  category: { table: sql`${categories}`, key: sql`e.category_id` },
  vendor: { table: sql`${vendors}`, key: sql`e.vendor_id` },
};

/** A row of the spend statement as the driver answers it (numbers may come as text). */
interface RawSpendRow {
  id: string | null;
  name: string | null;
  month: string | null;
  no_group: unknown;
  no_month: unknown;
  labour_cents: unknown;
  vendor_cents: unknown;
  tickets: unknown;
}

/**
 * Issue 36: a repair of a unit: a ticket on a unit that no preventive maintenance plan generated. A
 * planned visit is not a failure, so it is never a repeat visit nor the visit one repeats.
 */
function isRepairOfUnit(ticket: SQL): SQL {
  return sql`(${ticket}.equipment_id is not null and not ${ticket}.preventive)`;
}

/**
 * The one definition of a vendor's repeat visit, for the scorecard and the insights (architecture
 * §7): dispatch `dispatch` on repair `ticket` went to the same vendor within 30 days after an earlier
 * dispatch of theirs on a repair of the same unit. The caller keeps `ticket` a repair of a unit.
 */
function isRepeatVisit(dispatch: SQL, ticket: SQL): SQL {
  return sql`exists (
    select 1 from ${dispatches} d0 join ${tickets} t0 on t0.id = d0.ticket_id
    where d0.vendor_id = ${dispatch}.vendor_id and d0.id <> ${dispatch}.id
      and t0.equipment_id = ${ticket}.equipment_id and not t0.preventive
      and d0.sent_at < ${dispatch}.sent_at and d0.sent_at >= ${dispatch}.sent_at - interval '30 days'
  )`;
}

const toNumber = (value: unknown): number => Number(value ?? 0);
const toNullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * The spend's entries (decision 037), one rule for the spend report and the maintenance
 * dashboard: each labour session of a ticket, counted at its start, with its cost in cents; each
 * approved invoice, counted at its approval. `columns(at)` picks the entry's own columns from its
 * ticket `t` (id, location_id, category_id), its `vendor_id` and the instant `at` it counts at;
 * `within(at)` bounds `at`.
 */
function spendEntries(input: {
  now: Date;
  columns: (at: SQL, vendorId: SQL) => SQL;
  within: (at: SQL) => SQL;
  withLabour: boolean;
}): SQL {
  const { now, columns, within } = input;
  const sessionStart = sql`${timeSessions.clockInTime}`;
  const approval = sql`${dispatches.approvedAt}`;
  // Each session of the range looks its ticket up by id (`offset 0` keeps the lookup per
  // session): a plain join let the planner hash every ticket of the chain to match a month's
  // sessions, most of the statement's time at 100,000 tickets (decision 046).
  const labour = sql`
    select ${columns(sessionStart, sql`null::uuid`)},
           ${sessionLabourCents(now)} as labour, 0::numeric as vendor
    from ${timeSessions}
    join lateral (
      select ${tickets.id} as id, ${tickets.locationId} as location_id,
             ${tickets.categoryId} as category_id
      from ${tickets} where ${tickets.id} = ${timeSessions.ticketId} offset 0
    ) t on true
    left join ${users} on ${users.id} = ${timeSessions.userId}
    where ${timeSessions.ticketId} is not null and ${within(sessionStart)}`;
  const invoices = sql`
    select ${columns(approval, sql`${dispatches.vendorId}`)},
           0::numeric as labour, ${dispatches.invoiceCents}::numeric as vendor
    from ${dispatches}
    join ${tickets} t on t.id = ${dispatches.ticketId}
    where ${dispatches.approvedAt} is not null and ${dispatches.invoiceCents} is not null
      and ${within(approval)}`;
  return input.withLabour ? sql`${labour} union all ${invoices}` : invoices;
}

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const answer: unknown = await executor.execute(query);
  return (answer as { rows: T[] }).rows;
}

export function createCostsRepository(db: Database) {
  /** Labour and vendor spend of the tickets `ticketFilter` selects (it reads `tickets`). */
  async function costOf(ticketFilter: SQL, range: DayRange | null, now: Date): Promise<CostRow> {
    const [row] = await rowsOf<Record<string, unknown>>(
      db,
      sql`
      select l.minutes as labour_minutes, l.cents as labour_cents, v.cents as vendor_cents
      from (
        select coalesce(sum(${workedMinutesSql(now)}), 0)::float8 as minutes,
               coalesce(sum(${sessionLabourCents(now)}), 0)::float8 as cents
        from ${timeSessions}
        join ${tickets} on ${tickets.id} = ${timeSessions.ticketId}
        left join ${users} on ${users.id} = ${timeSessions.userId}
        where ${ticketFilter} and ${inRange(timeSessions.clockInTime, range)}
      ) l, (
        select coalesce(sum(${dispatches.invoiceCents}), 0)::float8 as cents
        from ${dispatches}
        join ${tickets} on ${tickets.id} = ${dispatches.ticketId}
        where ${dispatches.approvedAt} is not null and ${ticketFilter}
          and ${inRange(sql`${dispatches.approvedAt}`, range)}
      ) v`,
    );
    return {
      labourMinutes: toNumber(row?.labour_minutes),
      labourCents: toNumber(row?.labour_cents),
      vendorCents: toNumber(row?.vendor_cents),
    };
  }

  return {
    /** The chain's currency; USD while no vendor settings were saved. */
    async currency(): Promise<string> {
      const [row] = await db
        .select({ currency: vendorSettings.currency })
        .from(vendorSettings)
        .where(sql`${vendorSettings.id} = 1`);
      return row?.currency ?? 'USD';
    },

    async ticketExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(sql`${tickets.id} = ${id}`);
      return row !== undefined;
    },

    async equipmentExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: equipment.id })
        .from(equipment)
        .where(sql`${equipment.id} = ${id}`);
      return row !== undefined;
    },

    async locationExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(sql`${locations.id} = ${id}`);
      return row !== undefined;
    },

    async vendorName(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: vendors.name })
        .from(vendors)
        .where(sql`${vendors.id} = ${id}`);
      return row?.name;
    },

    ticketCost(ticketId: string, now: Date): Promise<CostRow> {
      return costOf(sql`${tickets.id} = ${ticketId}`, null, now);
    },

    equipmentCost(equipmentId: string, now: Date): Promise<CostRow> {
      return costOf(sql`${tickets.equipmentId} = ${equipmentId}`, null, now);
    },

    locationCost(locationId: string, range: DayRange | null, now: Date): Promise<CostRow> {
      return costOf(sql`${tickets.locationId} = ${locationId}`, range, now);
    },

    /** Architecture §7, the chat: the spend of a range, optionally of one store and/or one category. */
    filteredCost(
      filter: { locationId: string | null; categoryId: string | null },
      range: DayRange,
      now: Date,
    ): Promise<CostRow> {
      const conditions = [
        filter.locationId ? sql`${tickets.locationId} = ${filter.locationId}` : sql`true`,
        filter.categoryId ? sql`${tickets.categoryId} = ${filter.categoryId}` : sql`true`,
      ];
      return costOf(sql.join(conditions, sql` and `), range, now);
    },

    /**
     * The spend of a range in one statement: labour sessions by their start and invoices by their
     * approval, grouped per store, category or vendor, per business month, and in total (grouping
     * sets), with the distinct tickets of each.
     */
    async spend(input: {
      groupBy: SpendGroup;
      range: DayRange;
      timeZone: string;
      now: Date;
    }): Promise<SpendSqlRow[]> {
      const { groupBy, range, timeZone, now } = input;
      const entries = spendEntries({
        now,
        columns: (at, vendorId) => sql`t.id as ticket_id, t.location_id as location_id,
          t.category_id as category_id, ${vendorId} as vendor_id,
          to_char(${at} at time zone ${timeZone}, 'YYYY-MM') as month`,
        within: (at) => inRange(at, range),
        // By vendor, only invoices count: labour has no vendor.
        withLabour: groupBy !== 'vendor',
      });
      const group = GROUP_TABLES[groupBy];
      const rows = await rowsOf<RawSpendRow>(
        db,
        sql`
        with e as (${entries})
        select g.id as id, g.name as name, e.month as month,
               grouping(g.id, g.name) as no_group, grouping(e.month) as no_month,
               coalesce(sum(e.labour), 0)::float8 as labour_cents,
               coalesce(sum(e.vendor), 0)::float8 as vendor_cents,
               count(distinct e.ticket_id)::int as tickets
        from e join ${group.table} as g on g.id = ${group.key}
        group by grouping sets ((g.id, g.name), (e.month), ())`,
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        month: row.month,
        isRow: toNumber(row.no_group) === 0,
        isMonth: toNumber(row.no_month) === 0,
        labourCents: toNumber(row.labour_cents),
        vendorCents: toNumber(row.vendor_cents),
        tickets: toNumber(row.tickets),
      }));
    },

    /**
     * Issue 39, the maintenance dashboard: each store's spend in each period, the spend report's
     * entries summed per store only (no months, no ticket counts). `locationId` null: every store.
     */
    async spendByStore(input: {
      periods: readonly { name: string; range: DayRange }[];
      locationId: string | null;
      now: Date;
    }): Promise<{ period: string; locationId: string; totalCents: number }[]> {
      const { periods, locationId, now } = input;
      // One statement per period, run side by side: one for both periods read the same rows but
      // became the dashboard's longest statement, which sets its time on two cores (046).
      const perPeriod = await Promise.all(
        periods.map(async ({ name, range }) => {
          const entries = spendEntries({
            now,
            columns: () => sql`t.location_id as location_id`,
            within: (at) => inRange(at, range),
            withLabour: true,
          });
          const rows = await rowsOf<{ location_id: string; total_cents: unknown }>(
            db,
            sql`
            with e as (${entries})
            select e.location_id,
                   (coalesce(sum(e.labour), 0) + coalesce(sum(e.vendor), 0))::float8 as total_cents
            from e
            where ${locationId === null ? sql`true` : sql`e.location_id = ${locationId}`}
            group by e.location_id`,
          );
          return rows.map((row) => ({
            period: name,
            locationId: row.location_id,
            totalCents: toNumber(row.total_cents),
          }));
        }),
      );
      return perPeriod.flat();
    },

    /**
     * Architecture §7: each vendor and unit where the vendor was sent back within 30 days of an earlier
     * dispatch (the scorecard's repeat visit, isRepeatVisit), with every repair ticket they were sent
     * to for that unit since `since`, in one statement; preventive tickets never count.
     */
    async repeatVendorVisits(since: Date): Promise<RepeatVendorVisitRow[]> {
      const rows = await rowsOf<{
        vendor: string;
        unit: string;
        location: string;
        category: string;
        ticket_numbers: unknown[];
      }>(
        db,
        sql`
        with d as (
          select d.id, d.vendor_id, d.sent_at, t.equipment_id, t.ticket_number,
            ${isRepeatVisit(sql.raw('d'), sql.raw('t'))} as is_repeat
          from ${dispatches} d join ${tickets} t on t.id = d.ticket_id
          where ${isRepairOfUnit(sql.raw('t'))} and d.sent_at >= ${iso(since)}
        ),
        repeats as (select distinct d.vendor_id, d.equipment_id from d where d.is_repeat)
        select v.name as vendor, e.name as unit, l.name as location, c.name as category,
          array_agg(distinct d.ticket_number order by d.ticket_number) as ticket_numbers
        from repeats r
        join d on d.vendor_id = r.vendor_id and d.equipment_id = r.equipment_id
        join ${vendors} v on v.id = r.vendor_id
        join ${equipment} e on e.id = r.equipment_id
        join ${locations} l on l.id = e.location_id
        join ${categories} c on c.id = e.category_id
        group by v.name, e.name, l.name, c.name
        order by count(distinct d.id) desc, v.name, l.name, e.name`,
      );
      return rows.map((row) => ({
        vendor: row.vendor,
        unit: row.unit,
        location: row.location,
        category: row.category,
        ticketNumbers: row.ticket_numbers.map(Number),
      }));
    },

    /** The vendor's dispatches sent in the range (every one without a range), in one statement. */
    async scorecard(vendorId: string, range: DayRange | null): Promise<ScorecardRow> {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`
        with d as (
          select * from ${dispatches}
          where ${dispatches.vendorId} = ${vendorId} and ${inRange(sql`${dispatches.sentAt}`, range)}
        ),
        first_visit as (
          select v.dispatch_id, min(v.checked_in_at) as checked_in_at
          from ${dispatchVisits} v where v.dispatch_id in (select id from d)
          group by v.dispatch_id
        )
        select
          count(*)::int as dispatches,
          count(d.accepted_at)::int as accepted,
          count(d.declined_at)::int as declined,
          (percentile_cont(0.5) within group (
            order by extract(epoch from (d.accepted_at - d.sent_at)) / 60))::float8 as median_accept,
          avg(extract(epoch from (d.accepted_at - d.sent_at)) / 60)::float8 as avg_accept,
          (select (count(*) filter (where f.checked_in_at <= d2.due_by))::float8 / nullif(count(*), 0)
             from first_visit f join d d2 on d2.id = f.dispatch_id) as on_time_rate,
          (select avg(extract(epoch from (v.checked_out_at - v.checked_in_at)) / 60)::float8
             from ${dispatchVisits} v
             where v.dispatch_id in (select id from d) and v.checked_out_at is not null) as avg_on_site,
          (select count(*)::int from d d1 join ${tickets} t on t.id = d1.ticket_id
             where ${isRepairOfUnit(sql.raw('t'))}
               and ${isRepeatVisit(sql.raw('d1'), sql.raw('t'))}) as repeat_visits,
          avg(d.invoice_cents)::float8 as average_invoice,
          (count(*) filter (where d.invoice_cents > d.nte_cents))::int as over_nte,
          coalesce(sum(d.invoice_cents), 0)::float8 as total_invoiced
        from d`,
      );
      return {
        dispatches: toNumber(row?.dispatches),
        accepted: toNumber(row?.accepted),
        declined: toNumber(row?.declined),
        medianAcceptMinutes: toNullableNumber(row?.median_accept),
        avgAcceptMinutes: toNullableNumber(row?.avg_accept),
        onTimeRate: toNullableNumber(row?.on_time_rate),
        avgOnSiteMinutes: toNullableNumber(row?.avg_on_site),
        repeatVisits: toNumber(row?.repeat_visits),
        averageInvoiceCents: toNullableNumber(row?.average_invoice),
        invoicesOverNte: toNumber(row?.over_nte),
        totalInvoicedCents: toNumber(row?.total_invoiced),
      };
    },
  };
}

export type CostsRepository = ReturnType<typeof createCostsRepository>;
