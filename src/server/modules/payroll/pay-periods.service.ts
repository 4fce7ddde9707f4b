import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  CreatePayPeriodInput,
  PayPeriod,
  PayPeriodEvent,
} from '#contract/schemas/timesheet.ts';
import {
  PERIOD_ALREADY_LOCKED_MESSAGE,
  PERIOD_HAS_OPEN_SESSION_MESSAGE,
  PERIOD_NOT_LOCKED_MESSAGE,
  PERIOD_OVERLAP_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
} from '#contract/schemas/timesheet.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequestAt, conflict, notFound } from '../../lib/app-error.ts';
import { dayOf, daysToRange } from '../../lib/business-time.ts';
import { weekStartOf } from '../timesheets/overtime.ts';
import type { PayPeriodRow, PayPeriodsRepository } from './pay-periods.repository.ts';
import { daysBetween, scheduledPeriods } from './pay-period-schedule.ts';
import type { PeriodDays } from './pay-period-schedule.ts';
import { technicianWeeks } from './payroll-rows.ts';

// Decision 035 §7: pay periods (stored, scheduled or added by an admin), locked once payroll has
// run and unlocked only with a reason. Roles are checked by the routes (admins; managers read).

const PAY_PERIOD_MAX_DAYS = 31;
export const END_BEFORE_START_MESSAGE = 'The end date must be on or after the start date';

export function createPayPeriodsService(deps: {
  db: Database;
  repository: PayPeriodsRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, clock, timeZone } = deps;

  /** Inserts a period unless a stored one shares a day with it; answers its id or null. */
  async function insertUnlessOverlapping(
    days: PeriodDays,
    actorId: string | null,
  ): Promise<string | null> {
    return db.transaction(async (tx) => {
      await repository.lockForInsert(tx);
      if (await repository.overlaps(tx, days.startDate, days.endDate)) return null;
      const now = clock.now();
      const id = await repository.insert(tx, { ...days, now });
      if (id) {
        await repository.addEvent(tx, {
          payPeriodId: id,
          kind: 'created',
          actorId,
          reason: null,
          now,
        });
      }
      return id;
    });
  }

  /**
   * Keeps the current and the previous scheduled periods stored (idempotent; a scheduled period
   * that would overlap a stored one, e.g. one an admin added, is skipped). Cheap when both exist.
   */
  async function ensureScheduled(): Promise<void> {
    const settings = await repository.settings();
    const today = dayOf(clock.now(), timeZone);
    const due = scheduledPeriods(settings.payPeriodAnchor, settings.payPeriodLength, today);
    const stored = await repository.storedStarts(due.map((period) => period.startDate));
    for (const period of due) {
      if (!stored.has(period.startDate)) await insertUnlessOverlapping(period, null);
    }
  }

  function toEvent(event: Awaited<ReturnType<PayPeriodsRepository['events']>>[number]) {
    return {
      kind: event.kind,
      actor: event.actor,
      reason: event.reason,
      createdAt: event.createdAt.toISOString(),
    } satisfies PayPeriodEvent;
  }

  /** The periods as the API answers them, with their weeks, approvals and events. */
  async function describe(periods: PayPeriodRow[]): Promise<PayPeriod[]> {
    if (periods.length === 0) return [];
    const now = clock.now();
    const today = dayOf(now, timeZone);
    const first = periods.reduce((min, p) => (p.startDate < min ? p.startDate : min), '9999-12-31');
    const last = periods.reduce((max, p) => (p.endDate > max ? p.endDate : max), '0000-01-01');
    const sessions = await repository.technicianSessions(daysToRange(first, last, timeZone));
    const approved = await repository.approvedWeeks(
      [...new Set(sessions.map((session) => session.userId))],
      weekStartOf(first),
      weekStartOf(last),
    );
    const events = await repository.events(periods.map((period) => period.id));
    return periods.map((period) => {
      const weeks = technicianWeeks(sessions, period, timeZone, now);
      return {
        id: period.id,
        startDate: period.startDate,
        endDate: period.endDate,
        locked: period.lockedAt !== null,
        lockedAt: period.lockedAt?.toISOString() ?? null,
        lockedBy: period.lockedBy,
        ended: period.endDate < today,
        weeks: weeks.size,
        approvedWeeks: [...weeks].filter((week) => approved.has(week)).length,
        events: events.filter((event) => event.payPeriodId === period.id).map(toEvent),
      };
    });
  }

  async function describeOne(id: string): Promise<PayPeriod> {
    const period = await repository.findById(id);
    if (!period) throw notFound('Pay period');
    const [described] = await describe([period]);
    if (!described) throw notFound('Pay period');
    return described;
  }

  return {
    ensureScheduled,

    async list(): Promise<PayPeriod[]> {
      await ensureScheduled();
      return describe(await repository.list());
    },

    async create(user: SessionUser, input: CreatePayPeriodInput): Promise<PayPeriod> {
      const length = daysBetween(input.startDate, input.endDate) + 1;
      if (length < 1) throw badRequestAt('endDate', END_BEFORE_START_MESSAGE);
      if (length > PAY_PERIOD_MAX_DAYS) throw badRequestAt('endDate', PERIOD_TOO_LONG_MESSAGE);
      const id = await insertUnlessOverlapping(input, user.id);
      if (!id) throw conflict('PERIOD_OVERLAP', PERIOD_OVERLAP_MESSAGE);
      return describeOne(id);
    },

    async lock(user: SessionUser, id: string, reason: string | null): Promise<PayPeriod> {
      await db.transaction(async (tx) => {
        // The row lock makes a concurrent lock, unlock or correction wait for this one.
        if (!(await repository.lockRow(tx, id))) throw notFound('Pay period');
        const period = await repository.findById(id, tx);
        if (!period) throw notFound('Pay period');
        if (period.lockedAt !== null) {
          throw conflict('PERIOD_LOCKED', PERIOD_ALREADY_LOCKED_MESSAGE);
        }
        const now = clock.now();
        // It need not have ended (decision 035 §7); a clock-in into it is refused meanwhile.
        const end = daysToRange(period.startDate, period.endDate, timeZone).end;
        if (await repository.hasOpenSessionBefore(tx, end)) {
          throw conflict('PERIOD_HAS_OPEN_SESSION', PERIOD_HAS_OPEN_SESSION_MESSAGE);
        }
        await repository.setLock(tx, id, { lockedAt: now, lockedBy: user.id });
        await repository.addEvent(tx, {
          payPeriodId: id,
          kind: 'locked',
          actorId: user.id,
          reason,
          now,
        });
      });
      return describeOne(id);
    },

    async unlock(user: SessionUser, id: string, reason: string): Promise<PayPeriod> {
      await db.transaction(async (tx) => {
        if (!(await repository.lockRow(tx, id))) throw notFound('Pay period');
        const period = await repository.findById(id, tx);
        if (!period) throw notFound('Pay period');
        if (period.lockedAt === null) {
          throw conflict('PERIOD_NOT_LOCKED', PERIOD_NOT_LOCKED_MESSAGE);
        }
        const now = clock.now();
        await repository.setLock(tx, id, null);
        await repository.addEvent(tx, {
          payPeriodId: id,
          kind: 'unlocked',
          actorId: user.id,
          reason,
          now,
        });
      });
      return describeOne(id);
    },
  };
}

export type PayPeriodsService = ReturnType<typeof createPayPeriodsService>;
