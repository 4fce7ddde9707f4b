import { describe, expect, it } from 'vitest';

import { fileDemoDatabase } from '#tests/helpers/demo-database.ts';

import { dayOf, shiftDay } from '../lib/business-time.ts';
import { weekStartOf } from '../modules/timesheets/overtime.ts';
import { DEMO_CORRECTION_REASON } from './demo-payroll.ts';
import {
  payPeriods,
  timeBreaks,
  timeCorrectionRequests,
  timeSessionChanges,
  timeSessions,
  timesheetApprovals,
  timesheetEvents,
  users,
} from './schema.ts';

// Decision 035: the demo chain's payroll time is consistent with the rules of decision 035.

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const database = fileDemoDatabase();

async function userId(username: string): Promise<string> {
  const found = (await database.db.select().from(users)).find((u) => u.username === username);
  if (!found) throw new Error(`no ${username}`);
  return found.id;
}

describe('the demo payroll time', () => {
  it('puts breaks inside most sessions and stores their minutes as the time clock does', async () => {
    const sessions = await database.db.select().from(timeSessions);
    const breaks = await database.db.select().from(timeBreaks);
    const withBreaks = sessions.filter((session) => session.breakMinutes > 0);
    expect(withBreaks.length).toBeGreaterThan(sessions.length / 2);
    expect(sessions.some((session) => session.breakMinutes === 30)).toBe(true);
    for (const session of sessions) {
      const own = breaks.filter((span) => span.sessionId === session.id);
      const minutes = Math.round(
        own.reduce(
          (sum, span) => sum + (span.endTime?.getTime() ?? 0) - span.startTime.getTime(),
          0,
        ) / 60_000,
      );
      expect(session.breakMinutes).toBe(minutes);
      expect(session.unpaidBreakMinutes).toBe(minutes);
      for (const span of own) {
        expect(span.startTime >= session.clockInTime).toBe(true);
        expect(session.clockOutTime && span.endTime && span.endTime <= session.clockOutTime).toBe(
          true,
        );
      }
    }
  });

  it("gives 'tech' overtime last week and approves last week for two technicians", async () => {
    const lastWeek = shiftDay(weekStartOf(dayOf(new Date(), timeZone)), -7);
    const techId = await userId('tech');
    const worked = (await database.db.select().from(timeSessions))
      .filter(
        (session) =>
          session.userId === techId &&
          weekStartOf(dayOf(session.clockInTime, timeZone)) === lastWeek,
      )
      .reduce(
        (sum, session) => sum + (session.durationMinutes ?? 0) - session.unpaidBreakMinutes,
        0,
      );
    expect(worked).toBeGreaterThan(40 * 60);
    const approvals = await database.db.select().from(timesheetApprovals);
    expect(approvals.map((row) => row.weekStart)).toEqual([lastWeek, lastWeek]);
    expect(approvals.map((row) => row.userId)).toContain(techId);
    expect(await database.db.select().from(timesheetEvents)).toHaveLength(2);
  });

  it('locks the pay period before last only', async () => {
    const periods = (await database.db.select().from(payPeriods)).sort((a, b) =>
      a.startDate.localeCompare(b.startDate),
    );
    expect(periods.map((period) => period.lockedAt !== null)).toEqual([true, false, false]);
    const today = dayOf(new Date(), timeZone);
    const current = periods[2];
    expect(current && current.startDate <= today && today <= current.endDate).toBe(true);
  });

  it('keeps the corrected session’s original punch and one open correction request', async () => {
    const changes = await database.db.select().from(timeSessionChanges);
    const edit = changes.find((change) => change.kind === 'edited');
    expect(edit?.reason).toBe(DEMO_CORRECTION_REASON);
    const session = (await database.db.select().from(timeSessions)).find(
      (row) => row.id === edit?.sessionId,
    );
    expect(session?.correctedAt).not.toBeNull();
    expect(edit?.after?.clockOutTime).toBe(session?.clockOutTime?.toISOString());
    expect(edit?.before?.clockOutTime).not.toBe(edit?.after?.clockOutTime);
    const requests = await database.db.select().from(timeCorrectionRequests);
    expect(requests.map((request) => request.status)).toEqual(['open']);
  });
});
