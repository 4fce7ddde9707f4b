import { addYears, format, parseISO } from 'date-fns';

import { canViewPmCompliance, pmPlanAudienceFor } from '#contract/policies/maintenance-plans.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';

import type { Clock } from '../../integrations/clock.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/business-time.ts';
import type { ComplianceCountsRow, PmComplianceRepository } from './pm-compliance.repository.ts';

// Decision 034 compliance: per store and business month of the due day, how many preventive
// occurrences were due, done on time (by the end of the due day, business zone), late, missed
// (never generated, or still open after their due day) and open (due day not over yet).

export const COMPLIANCE_FORBIDDEN = 'Only administrators and managers see PM compliance';
const COMPLIANCE_OTHER_STORE = "Managers see their own store's PM compliance";
const COMPLIANCE_RANGE_ORDER = 'to must be on or after from';
const COMPLIANCE_RANGE_TOO_LONG = 'The range can be at most 2 years';

type PmComplianceQuery = { from: string; to: string; locationId?: string | undefined };
type Counts = Omit<ComplianceCountsRow, 'locationId' | 'location' | 'month'>;

/** onTime out of the settled ones (due − open); null when nothing is settled yet. */
export function compliancePercent(counts: Counts): number | null {
  const settled = counts.due - counts.open;
  return settled === 0 ? null : Math.round((100 * counts.onTime) / settled);
}

function sum(rows: Counts[]): Counts {
  const totals: Counts = { due: 0, onTime: 0, late: 0, missed: 0, open: 0 };
  for (const row of rows) {
    totals.due += row.due;
    totals.onTime += row.onTime;
    totals.late += row.late;
    totals.missed += row.missed;
    totals.open += row.open;
  }
  return totals;
}

export function createPmComplianceService(deps: {
  repository: PmComplianceRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { repository, clock, timeZone } = deps;

  function checkRange(query: PmComplianceQuery): void {
    if (query.to < query.from) throw badRequest(COMPLIANCE_RANGE_ORDER);
    if (query.to > format(addYears(parseISO(query.from), 2), 'yyyy-MM-dd')) {
      throw badRequest(COMPLIANCE_RANGE_TOO_LONG);
    }
  }

  /** Who may read compliance, and which store: undefined for a manager without a store. */
  function scopeOf(user: SessionUser, query: PmComplianceQuery): string | null | undefined {
    if (!canViewPmCompliance(user)) throw forbidden(COMPLIANCE_FORBIDDEN);
    const locationId = query.locationId ?? null;
    if (pmPlanAudienceFor(user)?.kind !== 'store') return locationId;
    // Managers see their store only (like the time report); another store's id is refused.
    if (locationId !== null && locationId !== user.locationId) {
      throw forbidden(COMPLIANCE_OTHER_STORE);
    }
    return user.locationId ?? undefined;
  }

  /** The counts of a range already checked, for what the user may see. */
  async function counts(user: SessionUser, query: PmComplianceQuery): Promise<PmComplianceReport> {
    const locationId = scopeOf(user, query);
    if (locationId === undefined)
      return { rows: [], totals: { ...sum([]), compliancePercent: null } };
    const rows = await repository.countsByStoreAndMonth({
      from: query.from,
      to: query.to,
      locationId,
      today: dayOf(clock.now(), timeZone),
      timeZone,
    });
    const totals = sum(rows);
    return {
      rows: rows.map((row) => ({ ...row, compliancePercent: compliancePercent(row) })),
      totals: { ...totals, compliancePercent: compliancePercent(totals) },
    };
  }

  return {
    /** Architecture §7: the still-open tickets of missed visits, for the insights' links (same rules). */
    async missedTickets(
      user: SessionUser,
      query: PmComplianceQuery,
    ): Promise<{ location: string; ticketNumber: number }[]> {
      const locationId = scopeOf(user, query);
      checkRange(query);
      if (locationId === undefined) return [];
      return repository.missedTickets(
        {
          from: query.from,
          to: query.to,
          locationId,
          today: dayOf(clock.now(), timeZone),
          timeZone,
        },
        200,
      );
    },

    async report(user: SessionUser, query: PmComplianceQuery): Promise<PmComplianceReport> {
      if (!canViewPmCompliance(user)) throw forbidden(COMPLIANCE_FORBIDDEN);
      checkRange(query);
      return counts(user, query);
    },

    /**
     * Issue 39: the report of a range its caller has checked. The maintenance dashboard's previous
     * period has its range's length in days, which can be a day over two calendar years (a leap day).
     */
    reportOfCheckedRange: counts,
  };
}

export type PmComplianceService = ReturnType<typeof createPmComplianceService>;
