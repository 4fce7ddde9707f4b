import Papa from 'papaparse';

import { canViewCosts } from '#contract/policies/costs.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  Cost,
  CostRangeQuery,
  ScorecardQuery,
  SpendMonth,
  SpendQuery,
  SpendReport,
  VendorScorecard,
} from '#contract/schemas/spend.ts';
import { SPEND_GROUP_LABELS } from '#contract/schemas/spend.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';

import type { Clock } from '../../integrations/clock.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { daysToRange } from '../../lib/business-time.ts';
import type { CostRow, CostsRepository, RepeatVendorVisitRow } from './costs.repository.ts';

// Decision 037 "Costs" (admins only): a ticket's cost, summed per unit and per store, the spend
// report by store, category or vendor and month, its CSV, and a vendor's scorecard.

export const COSTS_FORBIDDEN = 'Only admins can see repair costs';

function costOf(row: CostRow, currency: string): Cost {
  return {
    currency,
    labourCents: row.labourCents,
    vendorCents: row.vendorCents,
    totalCents: row.labourCents + row.vendorCents,
    labourMinutes: row.labourMinutes,
  };
}

/** Every YYYY-MM from the month of `from` to the month of `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Cents as a plain decimal for a spreadsheet: 8250 → '82.50' (exact; no float rounding). */
function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : Math.round(value);
}

export function createCostsService(deps: {
  repository: CostsRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { repository, clock, timeZone } = deps;

  function requireAdmin(user: SessionUser): void {
    if (!canViewCosts(user)) throw forbidden(COSTS_FORBIDDEN);
  }

  const rangeOf = (query: CostRangeQuery) =>
    query.from !== undefined && query.to !== undefined
      ? daysToRange(query.from, query.to, timeZone)
      : null;

  async function spend(user: SessionUser, query: SpendQuery): Promise<SpendReport> {
    requireAdmin(user);
    const [currency, rows] = await Promise.all([
      repository.currency(),
      repository.spend({
        groupBy: query.groupBy,
        range: daysToRange(query.from, query.to, timeZone),
        timeZone,
        now: clock.now(),
      }),
    ]);
    const byMonth = new Map<string, SpendMonth>();
    for (const row of rows) {
      if (!row.isMonth || row.isRow || row.month === null) continue;
      byMonth.set(row.month, {
        month: row.month,
        labourCents: row.labourCents,
        vendorCents: row.vendorCents,
        totalCents: row.labourCents + row.vendorCents,
      });
    }
    const total = rows.find((row) => !row.isRow && !row.isMonth);
    return {
      currency,
      from: query.from,
      to: query.to,
      groupBy: query.groupBy,
      rows: rows
        .filter((row) => row.isRow && !row.isMonth)
        .map((row) => ({
          id: row.id ?? '',
          name: row.name ?? '',
          labourCents: row.labourCents,
          vendorCents: row.vendorCents,
          totalCents: row.labourCents + row.vendorCents,
          tickets: row.tickets,
        }))
        // Sorted here, not by the database's collation, so both databases answer the same order.
        .sort((a, b) => b.totalCents - a.totalCents || a.name.localeCompare(b.name, 'en')),
      months: monthsBetween(query.from, query.to).map(
        (month) => byMonth.get(month) ?? { month, labourCents: 0, vendorCents: 0, totalCents: 0 },
      ),
      totals: {
        labourCents: total?.labourCents ?? 0,
        vendorCents: total?.vendorCents ?? 0,
        totalCents: (total?.labourCents ?? 0) + (total?.vendorCents ?? 0),
        tickets: total?.tickets ?? 0,
      },
    };
  }

  return {
    async ticketCost(user: SessionUser, ticketId: string): Promise<Cost> {
      requireAdmin(user);
      if (!(await repository.ticketExists(ticketId))) throw notFound('Ticket');
      const [currency, row] = await Promise.all([
        repository.currency(),
        repository.ticketCost(ticketId, clock.now()),
      ]);
      return costOf(row, currency);
    },

    async equipmentCost(user: SessionUser, equipmentId: string): Promise<Cost> {
      requireAdmin(user);
      if (!(await repository.equipmentExists(equipmentId))) throw notFound('Equipment');
      const [currency, row] = await Promise.all([
        repository.currency(),
        repository.equipmentCost(equipmentId, clock.now()),
      ]);
      return costOf(row, currency);
    },

    async locationCost(
      user: SessionUser,
      locationId: string,
      query: CostRangeQuery,
    ): Promise<Cost> {
      requireAdmin(user);
      if (!(await repository.locationExists(locationId))) throw notFound('Location');
      const [currency, row] = await Promise.all([
        repository.currency(),
        repository.locationCost(locationId, rangeOf(query), clock.now()),
      ]);
      return costOf(row, currency);
    },

    spend,

    /**
     * Issue 39, the maintenance dashboard: each store's spend (cents) in each of its periods, the
     * spend report's rule in one statement; `locationId` null: every store.
     */
    async spendByStore(
      user: SessionUser,
      periods: readonly { name: string; from: string; to: string }[],
      locationId: string | null,
    ): Promise<{
      currency: string;
      rows: { period: string; locationId: string; totalCents: number }[];
    }> {
      requireAdmin(user);
      const [currency, rows] = await Promise.all([
        repository.currency(),
        repository.spendByStore({
          periods: periods.map((p) => ({
            name: p.name,
            range: daysToRange(p.from, p.to, timeZone),
          })),
          locationId,
          now: clock.now(),
        }),
      ]);
      return { currency, rows };
    },

    /**
     * Architecture §7, the chat's "what did we spend on refrigeration at Airport this quarter?": the same
     * cost rule as the ticket, store and report figures, over one store and/or category.
     */
    async spendTotal(
      user: SessionUser,
      query: { locationId: string | null; categoryId: string | null; from: string; to: string },
    ): Promise<Cost> {
      requireAdmin(user);
      const [currency, row] = await Promise.all([
        repository.currency(),
        repository.filteredCost(query, daysToRange(query.from, query.to, timeZone), clock.now()),
      ]);
      return costOf(row, currency);
    },

    /** The spend report as a CSV: the rows, each month and the total, amounts as decimals. */
    async spendCsv(
      user: SessionUser,
      query: SpendQuery,
    ): Promise<{ filename: string; csv: string }> {
      const report = await spend(user, query);
      const amounts = (entry: { labourCents: number; vendorCents: number; totalCents: number }) => [
        centsToDecimal(entry.labourCents),
        centsToDecimal(entry.vendorCents),
        centsToDecimal(entry.totalCents),
      ];
      const label = SPEND_GROUP_LABELS[report.groupBy];
      const rows: string[][] = [
        ...report.rows.map((row) => [label, row.name, ...amounts(row), String(row.tickets)]),
        ...report.months.map((month) => ['Month', month.month, ...amounts(month), '']),
        ['Total', '', ...amounts(report.totals), String(report.totals.tickets)],
      ];
      const header = [
        'Section',
        'Name',
        `Labour (${report.currency})`,
        `Vendor (${report.currency})`,
        `Total (${report.currency})`,
        'Tickets',
      ];
      return {
        filename: `spend-by-${report.groupBy}-${report.from}-${report.to}.csv`,
        csv: Papa.unparse([header, ...protectCsvRows(rows)], { newline: '\r\n' }),
      };
    },

    /** Architecture §7: vendors sent back to the same unit within 30 days (admins; the insights). */
    async repeatVendorVisits(user: SessionUser, since: Date): Promise<RepeatVendorVisitRow[]> {
      requireAdmin(user);
      return repository.repeatVendorVisits(since);
    },

    async scorecard(
      user: SessionUser,
      vendorId: string,
      query: ScorecardQuery,
    ): Promise<VendorScorecard> {
      requireAdmin(user);
      const name = await repository.vendorName(vendorId);
      if (name === undefined) throw notFound('Vendor');
      const row = await repository.scorecard(vendorId, rangeOf(query));
      return {
        vendorId,
        name,
        dispatches: row.dispatches,
        accepted: row.accepted,
        declined: row.declined,
        medianAcceptMinutes: roundOrNull(row.medianAcceptMinutes),
        avgAcceptMinutes: roundOrNull(row.avgAcceptMinutes),
        onTimeRate: row.onTimeRate === null ? null : Math.round(row.onTimeRate * 1000) / 1000,
        avgOnSiteMinutes: roundOrNull(row.avgOnSiteMinutes),
        repeatVisits: row.repeatVisits,
        averageInvoiceCents: roundOrNull(row.averageInvoiceCents),
        invoicesOverNte: row.invoicesOverNte,
        totalInvoicedCents: row.totalInvoicedCents,
      };
    },
  };
}

export type CostsService = ReturnType<typeof createCostsService>;
