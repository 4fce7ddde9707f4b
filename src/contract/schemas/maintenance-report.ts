import { z } from 'zod';

import { DaySchema, IdSchema } from './common.ts';

// Issue 39: the maintenance dashboard (GET /api/reports/maintenance). Every figure has one owner:
// spend is the spend report's, PM compliance the compliance report's, repeat repairs the equipment
// register's; the rest are the maintenance report's own queries over tickets.

/** GET /api/reports/maintenance?from=&to=&locationId= (admins any store; managers theirs). */
export const MaintenanceReportQuerySchema = z.object({
  from: DaySchema,
  to: DaySchema,
  locationId: IdSchema.optional(),
});
export type MaintenanceReportQuery = z.infer<typeof MaintenanceReportQuerySchema>;

/** The figures, in the order the dashboard shows them; null when nothing was there to measure. */
export const MAINTENANCE_METRICS = [
  'opened',
  'completed',
  'backlog',
  'backlog0to2',
  'backlog3to7',
  'backlog8to30',
  'backlogOver30',
  'respondMeanHours',
  'respondP90Hours',
  'resolveMeanHours',
  'resolveP90Hours',
  'slaCompliancePercent',
  'firstTimeFixPercent',
  'repeatRepairs',
  'downtimeHours',
  'pmCompliancePercent',
  'spendCents',
] as const;
export type MaintenanceMetric = (typeof MAINTENANCE_METRICS)[number];

const FigureSchema = z.number().nullable();

/** One value per metric (hours and percents to one decimal; counts whole; spend in cents). */
const MaintenanceFiguresSchema = z.object({
  /** Tickets submitted in the range. */
  opened: FigureSchema,
  /** Tickets completed in the range. */
  completed: FigureSchema,
  /** Tickets not completed at the end of the range, and by their age then (whole days). */
  backlog: FigureSchema,
  backlog0to2: FigureSchema,
  backlog3to7: FigureSchema,
  backlog8to30: FigureSchema,
  backlogOver30: FigureSchema,
  /** Hours from submission to the response (assigned and accepted), tickets responded in the range. */
  respondMeanHours: FigureSchema,
  respondP90Hours: FigureSchema,
  /** Hours from submission to completion, tickets completed in the range. */
  resolveMeanHours: FigureSchema,
  resolveP90Hours: FigureSchema,
  /** Tickets completed in the range that met their resolve target, percent. */
  slaCompliancePercent: FigureSchema,
  /** Repairs completed in the range not reopened and with no next ticket on the unit in 14 days. */
  firstTimeFixPercent: FigureSchema,
  /** Units with 3+ repair tickets in the 90 days to the end of the range (the register's flag). */
  repeatRepairs: FigureSchema,
  /** Hours units were down (open tickets marked equipment down, overlaps counted once) in the range. */
  downtimeHours: FigureSchema,
  /** The PM compliance report's percent for the range. */
  pmCompliancePercent: FigureSchema,
  /** The spend report's total in cents (admins only: null for managers, decision 037). */
  spendCents: FigureSchema,
});
export type MaintenanceFigures = z.infer<typeof MaintenanceFiguresSchema>;

const PeriodFiguresSchema = z.object({
  current: MaintenanceFiguresSchema,
  /** The same figures over the period of equal length just before. */
  previous: MaintenanceFiguresSchema,
});

export const MaintenanceReportSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  previousFrom: DaySchema,
  previousTo: DaySchema,
  locationId: IdSchema.nullable(),
  currency: z.string(),
  totals: PeriodFiguresSchema,
  /** Every store the viewer sees (the one asked for with locationId), by name. */
  stores: z.array(PeriodFiguresSchema.extend({ locationId: IdSchema, name: z.string() })),
});
export type MaintenanceReport = z.infer<typeof MaintenanceReportSchema>;
