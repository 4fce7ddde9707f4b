import { isNearOvertime } from '#contract/rules/overtime-near.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { TimesheetsService } from './timesheets.service.ts';

// Decision 035 §9: a person reaching 90 % of the weekly overtime threshold is told, with the
// admins, once per person per week (the dedupe key), however many instances run the check.

export const OVERTIME_NEAR_CHECK = 'timesheets.overtime-near';

function hours(minutes: number): string {
  return (minutes / 60).toFixed(1);
}

/** The threshold as people say it: 40, or 37.5. */
function thresholdHours(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

export function createOvertimeNotice(deps: {
  db: Database;
  timesheets: Pick<TimesheetsService, 'weekWorked'>;
  notifications: Pick<NotificationsService, 'notify' | 'adminIds'>;
  clock: Clock;
}) {
  const { db, timesheets, notifications, clock } = deps;
  return {
    /** Notifies whoever is past 90 % this week and was not told yet; answers how many were told. */
    async check(): Promise<number> {
      const week = await timesheets.weekWorked(clock.now());
      const threshold = week.weeklyOvertimeMinutes;
      if (threshold === null) return 0;
      const near = week.people.filter((person) => isNearOvertime(person.workedMinutes, threshold));
      if (near.length === 0) return 0;
      return db.transaction(async (tx) => {
        const admins = await notifications.adminIds(tx);
        const link = `/timesheets?weekStart=${week.weekStart}`;
        const rows = near.flatMap(({ user, workedMinutes }) => {
          const dedupeKey = `overtime:${user.id}:${week.weekStart}`;
          const tail = `${hours(workedMinutes)} h this week; overtime starts at ${thresholdHours(threshold)} h`;
          return [
            {
              userId: user.id,
              kind: 'time.overtime_near' as const,
              text: `You have worked ${tail}`,
              link,
              actorId: null,
              dedupeKey,
            },
            // The admins hear it about the person (an admin near overtime is told once, as 'You').
            ...admins.map((adminId) => ({
              userId: adminId,
              kind: 'time.overtime_near' as const,
              text: `${user.name} has worked ${tail}`,
              link,
              actorId: user.id,
              dedupeKey,
            })),
          ];
        });
        return notifications.notify(rows, tx);
      });
    },
  };
}
