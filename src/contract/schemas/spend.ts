import { z } from 'zod';

import { daySchema, IdSchema } from './common.ts';

// Decision 037 ("Costs"): what repairs cost. A ticket's cost is in-house labour (each
// time session's worked minutes × the person's hourly cost / 60, rounded to the cent per session)
// plus its approved vendor invoices. Amounts are integer cents in the chain's currency.

/** The spend report's groupings. */
export const SPEND_GROUPS = ['store', 'category', 'vendor'] as const;
export type SpendGroup = (typeof SPEND_GROUPS)[number];

export const SPEND_GROUP_LABELS: Record<SpendGroup, string> = {
  store: 'Store',
  category: 'Category',
  vendor: 'Vendor',
};

/** The longest range the spend report and the scorecard answer. */
const SPEND_RANGE_MAX_YEARS = 3;
const SPEND_RANGE_ORDER_MESSAGE = 'from must be on or before to';
const SPEND_RANGE_TOO_LONG_MESSAGE = `The range can be at most ${String(SPEND_RANGE_MAX_YEARS)} years`;
const SPEND_GROUP_MESSAGE = 'groupBy must be store, category or vendor';

/** `day` moved by whole years, as text (Feb 29 stays Feb 29: only compared as text). */
function plusYears(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;
}

/** Why a from/to pair is refused, or null. Both sides use it (the form shows it before asking). */
export function spendRangeProblem(from: string, to: string): string | null {
  if (to < from) return SPEND_RANGE_ORDER_MESSAGE;
  if (to > plusYears(from, SPEND_RANGE_MAX_YEARS)) return SPEND_RANGE_TOO_LONG_MESSAGE;
  return null;
}

/** A cost split into labour and vendor invoices. */
export const CostSchema = z.object({
  /** ISO 4217, from the vendor settings (USD when unset). */
  currency: z.string(),
  labourCents: z.number().int(),
  vendorCents: z.number().int(),
  totalCents: z.number().int(),
  /** Worked minutes logged, whether or not the person has an hourly cost. */
  labourMinutes: z.number().int(),
});
export type Cost = z.infer<typeof CostSchema>;

/** Optional day bounds of a store's cost: labour by session start day, invoices by approval day. */
export const CostRangeQuerySchema = z
  .object({ from: daySchema('from').optional(), to: daySchema('to').optional() })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give both from and to, or neither' });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const problem = spendRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type CostRangeQuery = z.infer<typeof CostRangeQuerySchema>;

/** GET /api/reports/spend?from=&to=&groupBy= (and spend.csv). */
export const SpendQuerySchema = z
  .object({
    from: daySchema('from'),
    to: daySchema('to'),
    groupBy: z.enum(SPEND_GROUPS, { message: SPEND_GROUP_MESSAGE }),
  })
  .superRefine((query, ctx) => {
    const problem = spendRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type SpendQuery = z.infer<typeof SpendQuerySchema>;

const SpendAmountsSchema = z.object({
  labourCents: z.number().int(),
  vendorCents: z.number().int(),
  totalCents: z.number().int(),
});

const SpendRowSchema = SpendAmountsSchema.extend({
  /** The store's, category's or vendor's id. */
  id: IdSchema,
  name: z.string(),
  /** Distinct tickets with spend in the row. */
  tickets: z.number().int(),
});

const SpendMonthSchema = SpendAmountsSchema.extend({
  /** YYYY-MM in the business time zone; every month of the range, empty ones at 0. */
  month: z.string(),
});
export type SpendMonth = z.infer<typeof SpendMonthSchema>;

export const SpendReportSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(SPEND_GROUPS),
  rows: z.array(SpendRowSchema),
  months: z.array(SpendMonthSchema),
  totals: SpendAmountsSchema.extend({ tickets: z.number().int() }),
});
export type SpendReport = z.infer<typeof SpendReportSchema>;

/** GET /api/vendors/{id}/scorecard?from=&to= (optional days of the dispatches' sending). */
export const ScorecardQuerySchema = CostRangeQuerySchema;
export type ScorecardQuery = CostRangeQuery;

export const VendorScorecardSchema = z.object({
  vendorId: IdSchema,
  name: z.string(),
  /** Dispatches sent to the vendor in the range. */
  dispatches: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  /** Minutes from sending to acceptance, over accepted dispatches; null when none. */
  medianAcceptMinutes: z.number().int().nullable(),
  avgAcceptMinutes: z.number().int().nullable(),
  /** Share (0–1) of visited dispatches whose first check-in was at or before the due-by. */
  onTimeRate: z.number().min(0).max(1).nullable(),
  /** Average minutes on site per finished visit (check-in to check-out). */
  avgOnSiteMinutes: z.number().int().nullable(),
  /** Dispatches for a unit this vendor was already sent to within the 30 days before. */
  repeatVisits: z.number().int(),
  averageInvoiceCents: z.number().int().nullable(),
  invoicesOverNte: z.number().int(),
  totalInvoicedCents: z.number().int(),
});
export type VendorScorecard = z.infer<typeof VendorScorecardSchema>;
