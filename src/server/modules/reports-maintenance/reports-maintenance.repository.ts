import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { activity, locations, tickets } from '../../db/schema.ts';
import type { DayRange } from '../../lib/business-time.ts';

// Issue 39, the maintenance dashboard's own figures over tickets: one SQL statement per metric
// (decisions 007 and 008: sums in the database, never rows in memory). Each statement answers both
// periods (current and previous) per store and in total at once (grouping sets), so the dashboard
// costs one round trip per metric whatever the number of stores. Spend, PM compliance and repeat
// repairs are not here: their owners (costs, maintenance plans, equipment) answer them.

/** The periods a statement covers and which stores: null every store. */
export interface MaintenanceWindow {
  current: DayRange;
  previous: DayRange;
  /** One store, or every store when null (the service decides what the viewer may see). */
  locationId: string | null;
  /** Backlog and downtime are not counted past this instant (a range ending in the future). */
  now: Date;
}

/** One row of a statement: a period, and a store or the total (locationId null). */
export interface PeriodRow {
  period: 'current' | 'previous';
  locationId: string | null;
  values: Record<string, number | null>;
}

/** Days a repair is expected to hold: a next ticket on the unit within them is not a first-time fix. */
const FIRST_FIX_DAYS = 14;

const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The two periods as rows (period, start_at, end_at, as_of): as_of caps at now. */
function periodsSql(window: MaintenanceWindow): SQL {
  const row = (name: string, range: DayRange) =>
    sql`(${name}::text, ${iso(range.start)}, ${iso(range.end)}, least(${iso(range.end)}, ${iso(window.now)}))`;
  return sql`select * from (values ${row('current', window.current)}, ${row('previous', window.previous)}) as v(period, start_at, end_at, as_of)`;
}

/**
 * The rows either period can hold, as constants: the join on the periods' rows alone hides the
 * range from the planner, which then reads every ticket (the bench, decision 046).
 */
function inBothPeriods(window: MaintenanceWindow, column: SQL): SQL {
  const start = Math.min(window.previous.start.getTime(), window.current.start.getTime());
  const end = Math.max(window.previous.end.getTime(), window.current.end.getTime());
  return sql`${column} >= ${iso(new Date(start))} and ${column} < ${iso(new Date(end))}`;
}

/** The earlier of the periods' starts: no ticket completed before it was down in either. */
function earliestStart(window: MaintenanceWindow): Date {
  return new Date(Math.min(window.previous.start.getTime(), window.current.start.getTime()));
}

/** The earlier of the periods' ends (capped at now): no ticket completed before it is backlog. */
function earliestAsOf(window: MaintenanceWindow): Date {
  const first = Math.min(window.previous.end.getTime(), window.current.end.getTime());
  return new Date(Math.min(first, window.now.getTime()));
}

/**
 * The tickets still open or completed since `since`, with `columns` (alias t), as two range scans
 * of tickets_completed_idx that read no heap (it holds the columns the backlog and the verdicts
 * read; decision 046). Written as `completed_at is null or completed_at >= since`, the planner
 * ORs two bitmaps and reads each ticket's page: most of those statements' time on the bench.
 */
function openOrCompletedSince(since: Date, columns: SQL, condition: SQL): SQL {
  return sql`select ${columns} from ${tickets} t where t.completed_at is null and ${condition}
    union all
    select ${columns} from ${tickets} t
    where t.completed_at >= ${iso(since)} and ${condition}`;
}

function storeFilter(locationId: string | null, column: SQL): SQL {
  return locationId === null ? sql`true` : sql`${column} = ${locationId}`;
}

const hoursBetween = (from: SQL, to: SQL) => sql`(extract(epoch from (${to} - ${from})) / 3600.0)`;

function toNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export function createMaintenanceReportRepository(db: Database) {
  /**
   * Runs a statement whose select list starts with `period`, `location_id` and `total_row`
   * (grouping(location_id)), and hands back the remaining columns as numbers.
   */
  async function periodRows(statement: SQL): Promise<PeriodRow[]> {
    const answer: unknown = await db.execute(statement);
    const rows = (answer as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => {
      const { period, location_id: locationId, total_row: totalRow, ...rest } = row;
      const values: Record<string, number | null> = {};
      for (const [key, value] of Object.entries(rest)) values[key] = toNumberOrNull(value);
      return {
        period: period === 'previous' ? 'previous' : 'current',
        locationId: Number(totalRow) === 1 ? null : String(locationId),
        values,
      };
    });
  }

  const grouped = sql`group by grouping sets ((p.period, t.location_id), (p.period))`;
  const head = sql`p.period, t.location_id, grouping(t.location_id) as total_row`;

  return {
    /** The stores a dashboard lists: every one, or the one asked for, by name. */
    async stores(locationId: string | null): Promise<{ id: string; name: string }[]> {
      const answer: unknown = await db.execute(sql`
        select ${locations.id} as id, ${locations.name} as name from ${locations}
        where ${storeFilter(locationId, sql`${locations.id}`)}
        order by lower(${locations.name}), ${locations.id}`);
      return (answer as { rows: { id: string; name: string }[] }).rows;
    },

    /** opened: tickets submitted in the period. */
    opened(window: MaintenanceWindow): Promise<PeriodRow[]> {
      return periodRows(sql`
        with p as (${periodsSql(window)})
        select ${head}, count(*)::int as opened
        from p join ${tickets} t on t.submitted_at >= p.start_at and t.submitted_at < p.end_at
        where ${inBothPeriods(window, sql`t.submitted_at`)}
          and ${storeFilter(window.locationId, sql`t.location_id`)}
        ${grouped}`);
    },

    /**
     * Tickets responded to in the period (the SLA clock's: first accepted by the assignee, or a
     * vendor accepted its dispatch): hours from submission to the response in business time (the
     * clock's minutes, decision 046), mean and 90th percentile, of repairs (preventive work has no
     * target, decision 034).
     */
    responded(window: MaintenanceWindow): Promise<PeriodRow[]> {
      // Averaged and ranked as whole minutes, then turned into hours: numeric division per row
      // (minutes / 60.0) cost the statement a third of its time on the bench's chain.
      return periodRows(sql`
        with p as (${periodsSql(window)})
        select ${head},
          avg(t.sla_respond_minutes)::float8 / 60 as respond_mean,
          percentile_cont(0.9) within group (order by t.sla_respond_minutes) / 60 as respond_p90
        from p join ${tickets} t on not t.preventive and t.sla_respond_minutes is not null
          and t.sla_responded_at >= p.start_at and t.sla_responded_at < p.end_at
        where ${inBothPeriods(window, sql`t.sla_responded_at`)}
          and ${storeFilter(window.locationId, sql`t.location_id`)}
        ${grouped}`);
    },

    /**
     * Tickets completed in the period: how many (preventive work too), and of the repairs among
     * them (preventive work is not a repair, decision 034): hours from submission to completion in
     * business time (the clock's minutes, decision 046; mean and 90th percentile); those fixed
     * the first time: never reopened, and no other repair ticket on the same unit submitted
     * within 14 days after the completion.
     */
    completed(window: MaintenanceWindow): Promise<PeriodRow[]> {
      // Each completed ticket's flags are worked out once (the lookups of its reopening and of a
      // next ticket on its unit), then summed by both grouping sets.
      return periodRows(sql`
        with p as (${periodsSql(window)}),
        done as materialized (
          select p.period, t.location_id, not t.preventive as is_repair,
            t.sla_resolve_minutes as resolve_minutes,
            not exists (
              select 1 from ${activity} a
              where a.ticket_id = t.id and a.kind = 'ticket.reopened')
            -- 'is not true' (preventive is never null): with 'not n.preventive' the planner probed
            -- the repairs index (by submission, then unit: every repair of the 14 days) instead
            -- of the unit's own index (the bench: a third slower).
            -- Only a repair is looked up (the sums read the flag of repairs alone): a preventive
            -- ticket's probe was an eighth of the statement on the bench (decision 042 cut 70).
            and not exists (
              select 1 from ${tickets} n
              where not t.preventive and t.equipment_id is not null
                and n.equipment_id = t.equipment_id
                and n.id <> t.id and n.preventive is not true
                and n.submitted_at >= t.completed_at
                and n.submitted_at < t.completed_at + make_interval(days => ${FIRST_FIX_DAYS})
            ) as is_first_fix_if_repair
          from p join ${tickets} t
            on t.status = 'completed' and t.completed_at >= p.start_at and t.completed_at < p.end_at
          where ${inBothPeriods(window, sql`t.completed_at`)}
            and ${storeFilter(window.locationId, sql`t.location_id`)}
        )
        select t.period as period, t.location_id, grouping(t.location_id) as total_row,
          count(*)::int as completed,
          (avg(t.resolve_minutes) filter (where t.is_repair))::float8 / 60 as resolve_mean,
          percentile_cont(0.9) within group (order by t.resolve_minutes)
            filter (where t.is_repair and t.resolve_minutes is not null) / 60 as resolve_p90,
          (count(*) filter (where t.is_repair))::int as repairs,
          (count(*) filter (where t.is_repair and t.is_first_fix_if_repair))::int as first_fixed
        from done t
        group by grouping sets ((t.period, t.location_id), (t.period))`);
    },

    /**
     * SLA compliance: each timed repair has one verdict, as the ticket's own state tells it
     * (decision 045): met when responded by its respond target and completed by its resolve
     * target (at the completion); missed once either passes unmet (at that target, the ticket
     * completed yet or not), so a ticket overdue now already counts against its store. Counted in
     * the period of the verdict, up to now.
     */
    slaVerdicts(window: MaintenanceWindow): Promise<PeriodRow[]> {
      const respondMissed = sql`(t.sla_respond_by is not null
        and coalesce(t.sla_responded_at, 'infinity'::timestamptz) > t.sla_respond_by)`;
      const resolveMissed = sql`coalesce(t.completed_at, 'infinity'::timestamptz) > t.sla_resolve_by`;
      const verdictAt = sql`(case when ${respondMissed} then t.sla_respond_by
        when ${resolveMissed} then t.sla_resolve_by else t.completed_at end)`;
      return periodRows(sql`
        with p as (${periodsSql(window)}),
        verdicts as materialized (
          select p.period, t.location_id, not ${respondMissed} and not ${resolveMissed} as is_met
          -- A verdict in either period means a completion in them or none yet (a completion
          -- also answers the ticket, so a late response is before it).
          from p join (${openOrCompletedSince(
            earliestStart(window),
            sql`t.location_id, t.status, t.completed_at, t.sla_respond_by, t.sla_responded_at,
              t.sla_resolve_by`,
            sql`not t.preventive and t.sla_resolve_by is not null
              and ${storeFilter(window.locationId, sql`t.location_id`)}`,
          )}) t on (t.status <> 'completed' or t.completed_at is not null)
            and ${verdictAt} >= p.start_at and ${verdictAt} < p.as_of
        )
        select t.period as period, t.location_id, grouping(t.location_id) as total_row,
          count(*)::int as with_target,
          (count(*) filter (where t.is_met))::int as met
        from verdicts t
        group by grouping sets ((t.period, t.location_id), (t.period))`);
    },

    /**
     * The tickets still open at the end of the period (or now, if that is earlier): submitted
     * before it and not completed by it, by whole days of age then: 0–2, 3–7, 8–30, over 30.
     */
    backlog(window: MaintenanceWindow): Promise<PeriodRow[]> {
      // Each waiting ticket's age is worked out once, then counted by both grouping sets; in
      // float8 (date_part), as numeric (extract) it was a fifth of the statement on the bench.
      return periodRows(sql`
        with p as (${periodsSql(window)}),
        waiting as materialized (
          select p.period, t.location_id,
            floor(date_part('epoch', p.as_of - t.submitted_at) / 86400) as age
          from p join (${openOrCompletedSince(
            earliestAsOf(window),
            sql`t.location_id, t.submitted_at, t.completed_at, t.status`,
            storeFilter(window.locationId, sql`t.location_id`),
          )}) t on t.submitted_at < p.as_of
            and (t.completed_at is null or t.completed_at >= p.as_of)
            and (t.status <> 'completed' or t.completed_at is not null)
        )
        select t.period as period, t.location_id, grouping(t.location_id) as total_row,
          count(*)::int as backlog,
          (count(*) filter (where t.age <= 2))::int as backlog_0_2,
          (count(*) filter (where t.age between 3 and 7))::int as backlog_3_7,
          (count(*) filter (where t.age between 8 and 30))::int as backlog_8_30,
          (count(*) filter (where t.age > 30))::int as backlog_over_30
        from waiting t
        group by grouping sets ((t.period, t.location_id), (t.period))`);
    },

    /**
     * Hours units were down in the period: each ticket marked equipment down counts from its
     * submission to its completion (or now), clipped to the period; overlapping tickets on one
     * unit are merged first (gaps and islands), so two reports of one broken unit count its
     * downtime once. A unit counts at the store of its ticket.
     */
    downtime(window: MaintenanceWindow): Promise<PeriodRow[]> {
      const stop = sql`coalesce(t.completed_at, ${iso(window.now)})`;
      return periodRows(sql`
        with p as (${periodsSql(window)}),
        spans as (
          select p.period, t.equipment_id, t.location_id,
            greatest(t.submitted_at, p.start_at) as s, least(${stop}, p.as_of) as e
          from p join ${tickets} t on t.equipment_down and t.equipment_id is not null
            and t.submitted_at < p.as_of and ${stop} > p.start_at
          where t.submitted_at < ${iso(window.current.end)}
            and (t.completed_at is null or t.completed_at > ${iso(earliestStart(window))})
            and ${storeFilter(window.locationId, sql`t.location_id`)}
        ),
        marked as (
          select spans.*, max(e) over (
            partition by period, equipment_id, location_id order by s, e
            rows between unbounded preceding and 1 preceding) as reach
          from spans
        ),
        islands as (
          select marked.*, sum(case when reach is null or s > reach then 1 else 0 end) over (
            partition by period, equipment_id, location_id order by s, e
            rows unbounded preceding) as island
          from marked
        ),
        merged as (
          select period, location_id, min(s) as s, max(e) as e
          from islands group by period, equipment_id, location_id, island
        )
        select p.period, t.location_id, grouping(t.location_id) as total_row,
          coalesce(sum(${hoursBetween(sql`t.s`, sql`t.e`)}), 0)::float8 as downtime_hours
        from merged t join p on p.period = t.period
        group by grouping sets ((p.period, t.location_id), (p.period))`);
    },
  };
}

export type MaintenanceReportRepository = ReturnType<typeof createMaintenanceReportRepository>;
