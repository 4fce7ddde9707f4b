import { addYears, differenceInCalendarDays, format, parseISO } from 'date-fns';

import { canViewCosts } from '#contract/policies/costs.ts';
import { maintenanceReportAudienceFor } from '#contract/policies/maintenance-report.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  MaintenanceFigures,
  MaintenanceReport,
  MaintenanceReportQuery,
} from '#contract/schemas/maintenance-report.ts';

import type { Clock } from '../../integrations/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { daysToRange, shiftDay } from '../../lib/business-time.ts';
import type { CostsService } from '../costs/costs.service.ts';
import type { EquipmentService } from '../equipment/equipment.service.ts';
import type { PmComplianceService } from '../maintenance-plans/pm-compliance.service.ts';
import { compliancePercent } from '../maintenance-plans/pm-compliance.service.ts';
import type {
  MaintenanceReportRepository,
  MaintenanceWindow,
  PeriodRow,
} from './reports-maintenance.repository.ts';

// Issue 39, the maintenance dashboard: the figures of a range and of the period of equal length
// before it, in total and per store, for what the viewer may see (admins every store, managers
// their store; another store is 404, architecture §6). Each figure has one owner: spend is the
// spend report's (costs), PM compliance the compliance report's, repeat repairs the equipment
// register's rule; the ticket figures are this module's statements.

export const MAINTENANCE_REPORT_FORBIDDEN =
  'Only administrators and managers see the maintenance dashboard';
const RANGE_ORDER = 'to must be on or after from';
const RANGE_TOO_LONG = 'The range can be at most 2 years';

type Period = 'current' | 'previous';
type Key = string | null;

/** An empty set of figures: counts 0, measures null (nothing to measure). */
function emptyFigures(spendVisible: boolean): MaintenanceFigures {
  return {
    opened: 0,
    completed: 0,
    backlog: 0,
    backlog0to2: 0,
    backlog3to7: 0,
    backlog8to30: 0,
    backlogOver30: 0,
    respondMeanHours: null,
    respondP90Hours: null,
    resolveMeanHours: null,
    resolveP90Hours: null,
    slaCompliancePercent: null,
    firstTimeFixPercent: null,
    repeatRepairs: 0,
    downtimeHours: 0,
    pmCompliancePercent: null,
    spendCents: spendVisible ? 0 : null,
  };
}

const oneDecimal = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(value * 10) / 10;

/** A whole percent of part in whole; null when whole is 0. */
const percent = (part: number | null | undefined, whole: number | null | undefined) =>
  !whole ? null : Math.round((100 * (part ?? 0)) / whole);

export function createMaintenanceReportService(deps: {
  repository: MaintenanceReportRepository;
  costs: CostsService;
  pmCompliance: PmComplianceService;
  equipment: EquipmentService;
  clock: Clock;
  timeZone: string;
}) {
  const { repository, costs, pmCompliance, equipment, clock, timeZone } = deps;

  /** The store the viewer's report covers: null every store, undefined none (a storeless manager). */
  async function scopeOf(
    user: SessionUser,
    asked: string | undefined,
  ): Promise<string | null | undefined> {
    const audience = maintenanceReportAudienceFor(user);
    if (audience === null) throw forbidden(MAINTENANCE_REPORT_FORBIDDEN);
    if (audience.kind === 'store') {
      const own = audience.locationId ?? undefined;
      // Another store's report answers like one that does not exist (architecture §6).
      if (asked !== undefined && asked !== own) throw notFound('Location');
      return own;
    }
    if (asked === undefined) return null;
    const [store] = await repository.stores(asked);
    if (!store) throw notFound('Location');
    return asked;
  }

  function checkRange(query: MaintenanceReportQuery): void {
    if (query.to < query.from) throw badRequest(RANGE_ORDER);
    if (query.to > format(addYears(parseISO(query.from), 2), 'yyyy-MM-dd')) {
      throw badRequest(RANGE_TOO_LONG);
    }
  }

  return {
    async report(user: SessionUser, query: MaintenanceReportQuery): Promise<MaintenanceReport> {
      checkRange(query);
      const days = differenceInCalendarDays(parseISO(query.to), parseISO(query.from)) + 1;
      const previousFrom = shiftDay(query.from, -days);
      const previousTo = shiftDay(query.from, -1);
      const spendVisible = canViewCosts(user);
      const locationId = await scopeOf(user, query.locationId);
      const base = {
        from: query.from,
        to: query.to,
        previousFrom,
        previousTo,
        locationId: locationId ?? null,
      };
      if (locationId === undefined) {
        const empty = emptyFigures(spendVisible);
        return {
          ...base,
          currency: 'USD',
          totals: { current: empty, previous: empty },
          stores: [],
        };
      }

      const window: MaintenanceWindow = {
        current: daysToRange(query.from, query.to, timeZone),
        previous: daysToRange(previousFrom, previousTo, timeZone),
        locationId,
        now: clock.now(),
      };
      const pmQuery = (from: string, to: string) => ({
        from,
        to,
        ...(locationId === null ? {} : { locationId }),
      });
      // Both periods' spend per store, from its owner (costs).
      const spendOfPeriods = () =>
        spendVisible
          ? costs.spendByStore(
              user,
              [
                { name: 'current', from: query.from, to: query.to },
                { name: 'previous', from: previousFrom, to: previousTo },
              ],
              locationId,
            )
          : Promise.resolve(null);
      const [
        stores,
        opened,
        responded,
        completed,
        verdicts,
        backlog,
        downtime,
        repeats,
        pmNow,
        pmBefore,
        spend,
      ] = await Promise.all([
        repository.stores(locationId),
        repository.opened(window),
        repository.responded(window),
        repository.completed(window),
        repository.slaVerdicts(window),
        repository.backlog(window),
        repository.downtime(window),
        equipment.repeatRepairsByStore(
          [
            { name: 'current', until: window.current.end },
            { name: 'previous', until: window.previous.end },
          ],
          locationId,
        ),
        pmCompliance.reportOfCheckedRange(user, pmQuery(query.from, query.to)),
        pmCompliance.reportOfCheckedRange(user, pmQuery(previousFrom, previousTo)),
        spendOfPeriods(),
      ]);

      // Figures by period and store (null: the total), filled from each owner's answer.
      const figures = new Map<string, MaintenanceFigures>();
      const at = (period: Period, key: Key) => {
        const id = `${period}:${key ?? ''}`;
        let entry = figures.get(id);
        if (!entry) {
          entry = emptyFigures(spendVisible);
          figures.set(id, entry);
        }
        return entry;
      };
      const each = (
        rows: PeriodRow[],
        fill: (entry: MaintenanceFigures, v: PeriodRow['values']) => void,
      ) => {
        for (const row of rows) fill(at(row.period, row.locationId), row.values);
      };
      each(opened, (entry, v) => {
        entry.opened = v.opened ?? 0;
      });
      each(completed, (entry, v) => {
        entry.completed = v.completed ?? 0;
        entry.resolveMeanHours = oneDecimal(v.resolve_mean);
        entry.resolveP90Hours = oneDecimal(v.resolve_p90);
        entry.firstTimeFixPercent = percent(v.first_fixed, v.repairs);
      });
      each(verdicts, (entry, v) => {
        entry.slaCompliancePercent = percent(v.met, v.with_target);
      });
      each(responded, (entry, v) => {
        entry.respondMeanHours = oneDecimal(v.respond_mean);
        entry.respondP90Hours = oneDecimal(v.respond_p90);
      });
      each(backlog, (entry, v) => {
        entry.backlog = v.backlog ?? 0;
        entry.backlog0to2 = v.backlog_0_2 ?? 0;
        entry.backlog3to7 = v.backlog_3_7 ?? 0;
        entry.backlog8to30 = v.backlog_8_30 ?? 0;
        entry.backlogOver30 = v.backlog_over_30 ?? 0;
      });
      each(downtime, (entry, v) => {
        entry.downtimeHours = oneDecimal(v.downtime_hours) ?? 0;
      });
      for (const row of repeats) {
        const period = row.period === 'previous' ? 'previous' : 'current';
        const store = at(period, row.locationId);
        const total = at(period, null);
        store.repeatRepairs = (store.repeatRepairs ?? 0) + row.units;
        total.repeatRepairs = (total.repeatRepairs ?? 0) + row.units;
      }
      for (const [period, report] of [
        ['current', pmNow],
        ['previous', pmBefore],
      ] as const) {
        at(period, null).pmCompliancePercent = report.totals.compliancePercent;
        const byStore = new Map<
          string,
          { due: number; onTime: number; late: number; missed: number; open: number }
        >();
        for (const row of report.rows) {
          const sum = byStore.get(row.locationId) ?? {
            due: 0,
            onTime: 0,
            late: 0,
            missed: 0,
            open: 0,
          };
          sum.due += row.due;
          sum.onTime += row.onTime;
          sum.late += row.late;
          sum.missed += row.missed;
          sum.open += row.open;
          byStore.set(row.locationId, sum);
        }
        for (const [store, counts] of byStore)
          at(period, store).pmCompliancePercent = compliancePercent(counts);
      }
      if (spend) {
        for (const row of spend.rows) {
          const period = row.period === 'previous' ? 'previous' : 'current';
          at(period, row.locationId).spendCents = row.totalCents;
          const total = at(period, null);
          total.spendCents = (total.spendCents ?? 0) + row.totalCents;
        }
      }

      return {
        ...base,
        currency: spend?.currency ?? 'USD',
        totals: { current: at('current', null), previous: at('previous', null) },
        stores: stores.map((store) => ({
          locationId: store.id,
          name: store.name,
          current: at('current', store.id),
          previous: at('previous', store.id),
        })),
      };
    },
  };
}

export type MaintenanceReportService = ReturnType<typeof createMaintenanceReportService>;
