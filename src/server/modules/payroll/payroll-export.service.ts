import Papa from 'papaparse';

import {
  PAYROLL_CSV_HEADER,
  PAYROLL_NO_TIME_MESSAGE,
  PAYROLL_NOT_ENDED_MESSAGE,
} from '#contract/schemas/timesheet.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';

import type { Clock } from '../../integrations/clock.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { dayOf, daysToRange } from '../../lib/business-time.ts';
import { weekStartOf } from '../timesheets/overtime.ts';
import type { PayPeriodsRepository } from './pay-periods.repository.ts';
import { payrollRows, technicianWeeks } from './payroll-rows.ts';

// Decision 035 §8: the payroll CSV of one pay period, one row per technician with time in it.

function hours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

export function createPayrollExportService(deps: {
  repository: PayPeriodsRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { repository, clock, timeZone } = deps;
  return {
    async exportCsv(
      payPeriodId: string,
      includeUnapproved: boolean,
    ): Promise<{ filename: string; csv: string }> {
      const period = await repository.findById(payPeriodId);
      if (!period) throw notFound('Pay period');
      const now = clock.now();
      // Issue 36: a period still running would export hours that are not final.
      if (period.endDate >= dayOf(now, timeZone)) {
        throw conflict('PERIOD_NOT_ENDED', PAYROLL_NOT_ENDED_MESSAGE);
      }
      const settings = await repository.settings();
      // From the Sunday before the period: the weekly threshold counts the whole week (§5).
      const firstWeek = weekStartOf(period.startDate);
      const sessions = await repository.technicianSessions(
        daysToRange(firstWeek, period.endDate, timeZone),
      );
      // Issue 36: a period without time says so instead of answering a file of zeros.
      if (technicianWeeks(sessions, period, timeZone, now).size === 0) {
        throw conflict('PERIOD_HAS_NO_TIME', PAYROLL_NO_TIME_MESSAGE);
      }
      const approved = await repository.approvedWeeks(
        [...new Set(sessions.map((session) => session.userId))],
        firstWeek,
        weekStartOf(period.endDate),
      );
      const rows = payrollRows({
        sessions,
        settings,
        period,
        approved,
        includeUnapproved,
        timeZone,
        now,
      }).map((row) => [
        row.name,
        row.username,
        period.startDate,
        period.endDate,
        hours(row.regularMinutes),
        hours(row.overtimeMinutes),
        hours(row.doubleTimeMinutes),
        String(row.unpaidBreakMinutes),
        row.approved ? 'Yes' : 'No',
      ]);
      return {
        filename: `payroll-${period.startDate}-${period.endDate}.csv`,
        csv: Papa.unparse([[...PAYROLL_CSV_HEADER], ...protectCsvRows(rows)], { newline: '\r\n' }),
      };
    },
  };
}

export type PayrollExportService = ReturnType<typeof createPayrollExportService>;
