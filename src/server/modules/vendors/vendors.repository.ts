import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Language } from '#contract/languages.ts';
import type { VendorCoverage, VendorSettings } from '#contract/schemas/vendor.ts';

import type { Database, Executor } from '../../db/database.ts';
import {
  categories,
  dispatches,
  locations,
  vendorCoverage,
  vendorSettings,
  vendors,
  vendorTrades,
} from '../../db/schema.ts';
import { readVendorSettings, VENDOR_SETTINGS_ID } from '../../db/vendor-settings.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

// Decision 037: vendors, the trades they serve, where and at which rank, and the one
// row of vendor settings. The vendors module is the only writer of these tables.

/** A vendor's own fields, as written. */
interface VendorValues {
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  hourlyRateCents: number | null;
  insuranceExpiresOn: string | null;
  language: Language;
  active: boolean;
}

/** A vendor's fields as a create or update writes them: no language keeps the stored one. */
type VendorWrite = Omit<VendorValues, 'language'> & { language?: Language | undefined };

/** What the table holds for a vendor; the service adds what depends on today. */
export interface StoredVendor extends VendorValues {
  id: string;
  trades: string[];
  coverage: VendorCoverage[];
  /** The rank at the store and trade the list was asked for, else null. */
  rank: number | null;
  createdAt: Date;
  updatedAt: Date;
}

interface VendorFilter {
  locationId?: string;
  categoryId?: string;
  includeInactive: boolean;
}

const vendorColumns = {
  id: vendors.id,
  name: vendors.name,
  contactName: vendors.contactName,
  email: vendors.email,
  phone: vendors.phone,
  hourlyRateCents: vendors.hourlyRateCents,
  insuranceExpiresOn: vendors.insuranceExpiresOn,
  language: vendors.language,
  active: vendors.active,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
};

/** The names of the rows among `ids` that exist in a table of named rows, by id. */
async function namesById(
  db: Database,
  table: typeof locations | typeof categories,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** An instant as Date.prototype.toISOString writes it (UTC, milliseconds cut as the drivers cut them). */
function isoText(instant: SQL): SQL {
  return sql`'"' || to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;
}

/** Free text as JSON.stringify writes it (to_json escapes as it does), or null. */
function jsonText(value: SQL): SQL {
  return sql`coalesce(to_json(${value})::text, 'null')`;
}

/**
 * Cut 59 (decision 042): the list's answer as JSON text written by the database, one statement,
 * field by field in VendorSchema's order as the contract's serializer writes it (its nulls,
 * numbers, booleans and strings), each vendor's trades and coverage aggregated in the orders the
 * two batched reads gave them (trade name; store name, then trade name). `insuranceExpired`
 * compares the day's text as the service compares the strings. The server copies the text to the
 * answer: no object per vendor or coverage row. `vendors.routes.test.ts` compares it with the
 * contract serializer's answer for the same rows.
 */
function vendorListJsonSql(filter: VendorFilter, today: string): SQL {
  const active = filter.includeInactive ? sql`true` : sql`v.active`;
  let from: SQL;
  let where: SQL;
  let rank: SQL;
  let order: SQL;
  if (filter.locationId && filter.categoryId) {
    from = sql`vendors as v inner join vendor_coverage as served on served.vendor_id = v.id`;
    where = sql`served.location_id = ${filter.locationId} and served.category_id = ${filter.categoryId} and ${active}`;
    rank = sql`served.rank`;
    order = sql`served.rank, lower(v.name), v.id`;
  } else {
    const serving =
      filter.locationId || filter.categoryId
        ? sql`exists (select 1 from vendor_coverage as served where served.vendor_id = v.id${
            filter.locationId ? sql` and served.location_id = ${filter.locationId}` : sql``
          }${filter.categoryId ? sql` and served.category_id = ${filter.categoryId}` : sql``})`
        : sql`true`;
    from = sql`vendors as v`;
    where = sql`${active} and ${serving}`;
    rank = sql`null::int4`;
    order = sql`lower(v.name), v.id`;
  }
  const trades = sql`(select string_agg('"' || vt.category_id::text || '"', ',' order by c.name)
    from vendor_trades as vt inner join categories as c on c.id = vt.category_id
    where vt.vendor_id = v.id)`;
  const coverage = sql`(select string_agg('{"locationId":"' || vc.location_id::text || '","categoryId":"' || vc.category_id::text || '","rank":' || vc.rank::text || '}', ',' order by l.name, c.name)
    from vendor_coverage as vc
      inner join locations as l on l.id = vc.location_id
      inner join categories as c on c.id = vc.category_id
    where vc.vendor_id = v.id)`;
  const row = sql`concat(
  '{"id":"', v.id::text,
  '","name":', ${jsonText(sql`v.name`)},
  ',"contactName":', ${jsonText(sql`v.contact_name`)},
  ',"email":', ${jsonText(sql`v.email`)},
  ',"phone":', ${jsonText(sql`v.phone`)},
  ',"hourlyRateCents":', coalesce(v.hourly_rate_cents::text, 'null'),
  ',"insuranceExpiresOn":', coalesce('"' || v.insurance_expires_on::text || '"', 'null'),
  ',"insuranceExpired":', case when v.insurance_expires_on::text collate "C" < ${today}::text collate "C" then 'true' else 'false' end,
  ',"language":', ${jsonText(sql`v.language`)},
  ',"active":', case when v.active then 'true' else 'false' end,
  ',"trades":[', ${trades},
  '],"coverage":[', ${coverage},
  '],"rank":', coalesce((${rank})::text, 'null'),
  ',"createdAt":', ${isoText(sql`v.created_at`)},
  ',"updatedAt":', ${isoText(sql`v.updated_at`)},
  '}')`;
  return sql`select '[' || coalesce(string_agg(${row}, ',' order by ${order}), '') || ']' as body from ${from} where ${where}`;
}

export function createVendorsRepository(db: Database) {
  /** Trades and coverage of the given vendors, attached to their rows. */
  async function withTradesAndCoverage(
    rows: (Omit<StoredVendor, 'trades' | 'coverage' | 'rank'> & { rank?: number | null })[],
    executor: Executor,
  ): Promise<StoredVendor[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const trades = await executor
      .select({ vendorId: vendorTrades.vendorId, categoryId: vendorTrades.categoryId })
      .from(vendorTrades)
      .innerJoin(categories, eq(vendorTrades.categoryId, categories.id))
      .where(inArray(vendorTrades.vendorId, ids))
      .orderBy(asc(categories.name));
    const coverage = await executor
      .select({
        vendorId: vendorCoverage.vendorId,
        locationId: vendorCoverage.locationId,
        categoryId: vendorCoverage.categoryId,
        rank: vendorCoverage.rank,
      })
      .from(vendorCoverage)
      .innerJoin(locations, eq(vendorCoverage.locationId, locations.id))
      .innerJoin(categories, eq(vendorCoverage.categoryId, categories.id))
      .where(inArray(vendorCoverage.vendorId, ids))
      .orderBy(asc(locations.name), asc(categories.name));
    // Each vendor's trades and coverage in one pass over each read (in the reads' order), not a
    // filter of every row per vendor.
    const tradesOf = new Map<string, string[]>();
    const coverageOf = new Map<string, VendorCoverage[]>();
    for (const row of rows) {
      tradesOf.set(row.id, []);
      coverageOf.set(row.id, []);
    }
    for (const trade of trades) tradesOf.get(trade.vendorId)?.push(trade.categoryId);
    for (const { vendorId, locationId, categoryId, rank } of coverage) {
      coverageOf.get(vendorId)?.push({ locationId, categoryId, rank });
    }
    return rows.map((row) => ({
      ...row,
      rank: row.rank ?? null,
      trades: tradesOf.get(row.id) ?? [],
      coverage: coverageOf.get(row.id) ?? [],
    }));
  }

  async function find(id: string, executor: Executor = db): Promise<StoredVendor | undefined> {
    const rows = await executor.select(vendorColumns).from(vendors).where(eq(vendors.id, id));
    const [vendor] = await withTradesAndCoverage(rows, executor);
    return vendor;
  }

  return {
    find,

    /**
     * Vendors by name; with a store and a trade, only those serving both, first call first. With
     * only one of them, the vendors serving it anywhere.
     */
    async list(filter: VendorFilter, executor: Executor = db): Promise<StoredVendor[]> {
      const active = filter.includeInactive ? undefined : eq(vendors.active, true);
      if (filter.locationId && filter.categoryId) {
        const rows = await executor
          .select({ ...vendorColumns, rank: vendorCoverage.rank })
          .from(vendors)
          .innerJoin(vendorCoverage, eq(vendorCoverage.vendorId, vendors.id))
          .where(
            and(
              eq(vendorCoverage.locationId, filter.locationId),
              eq(vendorCoverage.categoryId, filter.categoryId),
              active,
            ),
          )
          .orderBy(asc(vendorCoverage.rank), asc(sql`lower(${vendors.name})`), asc(vendors.id));
        return withTradesAndCoverage(rows, executor);
      }
      const serving =
        filter.locationId || filter.categoryId
          ? exists(
              executor
                .select({ one: sql`1` })
                .from(vendorCoverage)
                .where(
                  and(
                    eq(vendorCoverage.vendorId, vendors.id),
                    filter.locationId
                      ? eq(vendorCoverage.locationId, filter.locationId)
                      : undefined,
                    filter.categoryId
                      ? eq(vendorCoverage.categoryId, filter.categoryId)
                      : undefined,
                  ),
                ),
            )
          : undefined;
      const rows = await executor
        .select(vendorColumns)
        .from(vendors)
        .where(and(active, serving))
        .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id));
      return withTradesAndCoverage(rows, executor);
    },

    /** The list (as `list` filters and orders it) as the answer's JSON text; `today` in business time. */
    async listJson(filter: VendorFilter, today: string): Promise<string> {
      const result = (await db.execute(vendorListJsonSql(filter, today))) as {
        rows: { body: string }[];
      };
      const body = result.rows[0]?.body;
      if (body === undefined) throw new Error('listJson: the aggregate answered no row');
      return body;
    },

    async nameTaken(name: string, excludeId: string | undefined, executor: Executor = db) {
      const [row] = await executor
        .select({ id: vendors.id })
        .from(vendors)
        .where(
          and(
            sql`lower(${vendors.name}) = lower(${name})`,
            excludeId ? ne(vendors.id, excludeId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The names of the stores among `ids` that exist, by id. */
    locationNames(ids: string[]): Promise<Map<string, string>> {
      return namesById(db, locations, ids);
    },

    /** The names of the categories among `ids` that exist, by id. */
    categoryNames(ids: string[]): Promise<Map<string, string>> {
      return namesById(db, categories, ids);
    },

    /** The new vendor's id, or 'duplicate' when the name is taken (in any letter case). */
    async insert(
      values: VendorWrite & { createdAt: Date },
      executor: Executor,
    ): Promise<{ id: string } | 'duplicate'> {
      try {
        const [row] = await executor
          .insert(vendors)
          .values({ ...values, updatedAt: values.createdAt })
          .returning({ id: vendors.id });
        if (!row) throw new Error('vendor insert returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /** The language of the vendor's e-mails, without touching `updatedAt` (not an admin's edit). */
    async setLanguage(id: string, language: Language): Promise<void> {
      await db.update(vendors).set({ language }).where(eq(vendors.id, id));
    },

    /** 'updated', 'not-found', or 'duplicate' when the name is taken. */
    async update(
      id: string,
      values: VendorWrite & { updatedAt: Date },
      executor: Executor,
    ): Promise<'updated' | 'not-found' | 'duplicate'> {
      try {
        const rows = await executor
          .update(vendors)
          .set(values)
          .where(eq(vendors.id, id))
          .returning({ id: vendors.id });
        return rows.length > 0 ? 'updated' : 'not-found';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /** Replaces the vendor's trades and coverage as a whole. */
    async replaceTradesAndCoverage(
      vendorId: string,
      trades: string[],
      coverage: VendorCoverage[],
      executor: Executor,
    ): Promise<void> {
      await executor.delete(vendorCoverage).where(eq(vendorCoverage.vendorId, vendorId));
      await executor.delete(vendorTrades).where(eq(vendorTrades.vendorId, vendorId));
      if (trades.length > 0) {
        await executor
          .insert(vendorTrades)
          .values(trades.map((categoryId) => ({ vendorId, categoryId })));
      }
      if (coverage.length > 0) {
        await executor
          .insert(vendorCoverage)
          .values(coverage.map((entry) => ({ vendorId, ...entry })));
      }
    },

    async hasDispatches(vendorId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: dispatches.id })
        .from(dispatches)
        .where(eq(dispatches.vendorId, vendorId))
        .limit(1);
      return row !== undefined;
    },

    /** Locks the vendor's row for the rest of the transaction; its name, or undefined. */
    async lock(id: string, executor: Executor): Promise<{ name: string } | undefined> {
      const [row] = await executor
        .select({ name: vendors.name })
        .from(vendors)
        .where(eq(vendors.id, id))
        .for('update');
      return row;
    },

    async remove(id: string, executor: Executor): Promise<void> {
      await executor.delete(vendors).where(eq(vendors.id, id));
    },

    /** The chain's vendor settings; the defaults while no row was saved. */
    async settings(executor: Executor = db): Promise<VendorSettings> {
      const row = await readVendorSettings(executor);
      return { ...row, currency: row.currency as VendorSettings['currency'] };
    },

    async saveSettings(
      values: VendorSettings,
      actor: { id: string; at: Date },
      executor: Executor,
    ): Promise<void> {
      const row = { ...values, updatedAt: actor.at, updatedBy: actor.id };
      await executor
        .insert(vendorSettings)
        .values({ id: VENDOR_SETTINGS_ID, ...row })
        .onConflictDoUpdate({ target: vendorSettings.id, set: row });
    },
  };
}

export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
