import {
  canApproveTimesheet,
  canViewTimesheetOf,
  timesheetAudienceFor,
} from '#contract/policies/timesheets.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { PERIOD_LOCKED_MESSAGE } from '#contract/schemas/time-correction.ts';
import { SESSION_REVIEW_AFTER_HOURS } from '#contract/schemas/time-session.ts';
import {
  APPROVAL_WITHDRAWN_REASON,
  ALREADY_APPROVED_MESSAGE,
  APPROVE_ALL_TOO_LONG_MESSAGE,
  NOT_APPROVED_MESSAGE,
  TIME_FLAGS,
  WEEK_HAS_OPEN_SESSION_MESSAGE,
} from '#contract/schemas/timesheet.ts';
import type {
  ApproveAllResult,
  ApproveAllSkipReason,
  ApproveAllTimesheetsInput,
  ApproveTimesheetInput,
  TimeFlag,
  Timesheet,
  TimesheetSession,
  TimesheetsQuery,
  UnapproveTimesheetInput,
} from '#contract/schemas/timesheet.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { AppError, badRequestAt, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf, daysToRange, shiftDay } from '../../lib/business-time.ts';
import { payRules } from '../settings/time-settings.service.ts';
import { violatesBreakRule } from '../time-clock/break-rule.ts';
import type { BreakRule } from '../time-clock/break-rule.ts';
import {
  deductedBreaks,
  payDays,
  payDaysOfSpans,
  sessionSpans,
  sessionWorkedMinutes,
  spansWorkedMinutes,
  totalsOf,
  weekStartOf,
} from './overtime.ts';
import type { PayRules, PayTotals, SessionSpans, WorkSession } from './overtime.ts';
import { DEFAULT_SETTINGS } from './pay-rules.ts';
import type {
  SheetBreak,
  SheetScope,
  SheetSession,
  SheetUser,
  TimesheetsRepository,
} from './timesheets.repository.ts';

// Decision 035 §5 and §7: a technician's week as payroll sees it (days split into
// regular, overtime and double time; sessions with what needs a look) and its approval.

const OWN_TIMESHEETS_MESSAGE = 'You can only view your own timesheets';
const STORE_TIMESHEETS_MESSAGE = "You can only view the timesheets of your store's technicians.";
const APPROVE_FORBIDDEN_MESSAGE = "You don't have permission to approve timesheets.";
const APPROVE_OTHER_STORE_MESSAGE =
  "You can only approve the timesheets of your store's technicians.";

const REVIEW_AFTER_MS = SESSION_REVIEW_AFTER_HOURS * 60 * 60 * 1000;
/** Issue 36: 'Approve all' spans at most a pay period (31 days). */
const APPROVE_ALL_MAX_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 36: the open flags that keep 'Approve all' from approving a week. */
function openFlagsOf(sheet: Timesheet): ApproveAllSkipReason[] {
  const reasons: ApproveAllSkipReason[] = [];
  if (sheet.locked) reasons.push('locked');
  if (sheet.sessions.some((session) => session.clockOutTime === null)) {
    reasons.push('open-session');
  }
  for (const flag of ['needs-review', 'break-rule', 'correction-requested'] as const) {
    if (sheet.flags.includes(flag)) reasons.push(flag);
  }
  return reasons;
}

/** What the paid minutes of a session are computed from (a time report row has these). */
interface PaidSessionFacts {
  id: string;
  clockInTime: string;
  clockOutTime: string | null;
  breakMinutes: number;
  unpaidBreakMinutes: number;
}

/** What paid minutes are computed from: the settings' rounding and whether breaks are paid. */
type PaidMinutesSettings = Parameters<typeof payRules>[0];

/** Session ids per statement when reading breaks for the time report's paid minutes. */
const BREAKS_READ_SLICE = 5000;

/** One person's pay in a period: what the payroll export needs. */
interface PeriodPay {
  user: { id: string; name: string; username: string };
  /** Only approved weeks' days when asked for approved weeks only. */
  totals: PayTotals;
  /** The Sundays of the weeks in which the person has time inside the period. */
  weeks: string[];
  /** Of those, the approved ones. */
  approvedWeeks: string[];
}

interface Loaded {
  /** With `breaksPaid: false`: each session passes only the breaks it deducts (deductedBreaks). */
  rules: PayRules;
  breaksPaidNow: boolean;
  breakRule: BreakRule;
  sessions: SheetSession[];
  breaks: Map<string, SheetBreak[]>;
  requested: Set<string>;
}

function workSession(session: SheetSession, loaded: Loaded): WorkSession {
  return {
    clockInTime: session.clockInTime,
    clockOutTime: session.clockOutTime,
    breaks: deductedBreaks(session, loaded.breaks.get(session.id) ?? [], loaded.breaksPaidNow),
  };
}

/** The loaded sessions by person, in their loaded order (one pass instead of a filter per person). */
function sessionsByUser(sessions: readonly SheetSession[]): Map<string, SheetSession[]> {
  const byUser = new Map<string, SheetSession[]>();
  for (const session of sessions) {
    const own = byUser.get(session.userId);
    if (own) own.push(session);
    else byUser.set(session.userId, [session]);
  }
  return byUser;
}

function userOf(person: SheetUser) {
  return { id: person.id, name: person.name, username: person.username };
}

export function createTimesheetsService(deps: {
  db: Database;
  repository: TimesheetsRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, clock, timeZone } = deps;

  function weekBounds(weekStart: string) {
    const endDay = shiftDay(weekStart, 6);
    return { endDay, range: daysToRange(weekStart, endDay, timeZone) };
  }

  /** Settings, the people's sessions touching startDay..endDay and their breaks and requests. */
  async function load(
    userIds: readonly string[],
    startDay: string,
    endDay: string,
    executor: Executor,
  ): Promise<Loaded> {
    const settings = (await repository.settings(executor)) ?? DEFAULT_SETTINGS;
    const range = daysToRange(startDay, endDay, timeZone);
    const sessions = await repository.sessionsOf(userIds, range, executor);
    const breaks = new Map<string, SheetBreak[]>();
    for (const span of await repository.breaksOfSessionsOf(userIds, range, executor)) {
      const spans = breaks.get(span.sessionId);
      if (spans) spans.push(span);
      else breaks.set(span.sessionId, [span]);
    }
    return {
      rules: { ...payRules(settings), breaksPaid: false },
      breaksPaidNow: settings.breaksPaid,
      breakRule: settings,
      sessions,
      breaks,
      requested: await repository.requestedSessionIdsOf(userIds, range, executor),
    };
  }

  /**
   * Issue 37: a week's session written once: its spans computed once for the days and its own
   * minutes, its flags pushed in their order (no Set, no copies of the row).
   */
  function sessionFlagsInto(
    flags: TimeFlag[],
    session: SheetSession,
    loaded: Loaded,
    nowMs: number,
  ): TimeFlag[] {
    const end = session.clockOutTime ?? nowMs;
    if (end - session.clockInTime > REVIEW_AFTER_MS) flags.push('needs-review');
    if (
      violatesBreakRule(
        {
          clockOutTime: session.clockOutIso,
          workedMinutes:
            session.durationMinutes === null
              ? null
              : session.durationMinutes - session.unpaidBreakMinutes,
          breakMinutes: session.breakMinutes,
        },
        loaded.breakRule,
      )
    ) {
      flags.push('break-rule');
    }
    if (session.isCorrected) flags.push('corrected');
    if (loaded.requested.has(session.id)) flags.push('correction-requested');
    if (session.source === 'manual') flags.push('manual');
    return flags;
  }

  async function sheetsOf(
    people: readonly SheetUser[],
    weekStart: string,
    now: Date,
    executor: Executor = db,
  ): Promise<Timesheet[]> {
    const { endDay } = weekBounds(weekStart);
    const ids = people.map((person) => person.id);
    const loaded = await load(ids, weekStart, endDay, executor);
    const approvals = await repository.approvalsOf(ids, [weekStart], executor);
    const locked = await repository.lockedBetween(weekStart, endDay, executor);
    const byUser = sessionsByUser(loaded.sessions);
    const approvalOf = new Map(approvals.map((row) => [row.userId, row]));
    const nowMs = now.getTime();
    return people.map((person) => {
      const own = byUser.get(person.id) ?? [];
      const spans: SessionSpans[] = [];
      const weekFlags = new Set<TimeFlag>();
      const sessions = own.map((session): TimesheetSession => {
        const sessionSpan = sessionSpans(workSession(session, loaded), loaded.rules, now);
        spans.push(sessionSpan);
        const flags = sessionFlagsInto([], session, loaded, nowMs);
        for (const flag of flags) weekFlags.add(flag);
        return {
          id: session.id,
          clockInTime: session.clockInIso,
          clockOutTime: session.clockOutIso,
          ticketNumber: session.ticketNumber,
          ticketTitle: session.ticketTitle,
          breakMinutes: session.breakMinutes,
          unpaidBreakMinutes: session.unpaidBreakMinutes,
          workedMinutes: spansWorkedMinutes(sessionSpan),
          notes: session.notes,
          flags,
          offline: session.offline,
          punchFlag: session.punchFlag,
        };
      });
      const days = payDaysOfSpans(spans, loaded.rules, { startDay: weekStart, endDay }, timeZone);
      const approval = approvalOf.get(person.id);
      return {
        user: userOf(person),
        weekStart,
        ...totalsOf(days),
        days,
        sessions,
        flags: TIME_FLAGS.filter((flag) => weekFlags.has(flag)),
        approval: approval
          ? {
              approvedAt: approval.approvedAt.toISOString(),
              approvedBy:
                approval.approverId && approval.approverName
                  ? { id: approval.approverId, name: approval.approverName }
                  : null,
            }
          : null,
        locked,
      };
    });
  }

  /** Admins approve anyone's week; a manager their home store's technicians. */
  async function managedTarget(actor: SessionUser, userId: string): Promise<SheetUser> {
    if (!canApproveTimesheet(actor)) {
      throw forbidden(APPROVE_FORBIDDEN_MESSAGE);
    }
    const target = await repository.userById(userId);
    if (!target) throw notFound('User', userId);
    if (!canApproveTimesheet(actor, target)) {
      throw forbidden(APPROVE_OTHER_STORE_MESSAGE);
    }
    return target;
  }

  async function sheetOf(target: SheetUser, weekStart: string): Promise<Timesheet> {
    const [sheet] = await sheetsOf([target], weekStart, clock.now());
    if (!sheet) throw notFound('User', target.id);
    return sheet;
  }

  /** Approves one week of `target` in a transaction (the rules of POST /api/timesheets/approve). */
  async function approveWeek(
    actor: SessionUser,
    target: SheetUser,
    weekStart: string,
    now: Date,
  ): Promise<void> {
    const { endDay, range } = weekBounds(weekStart);
    await db.transaction(async (tx) => {
      if (await repository.lockedBetween(weekStart, endDay, tx)) {
        throw conflict('PERIOD_LOCKED', PERIOD_LOCKED_MESSAGE);
      }
      if (await repository.hasOpenSession(target.id, range.end, tx)) {
        throw conflict('WEEK_HAS_OPEN_SESSION', WEEK_HAS_OPEN_SESSION_MESSAGE);
      }
      const inserted = await repository.insertApproval(
        { userId: target.id, weekStart, approvedBy: actor.id, approvedAt: now },
        tx,
      );
      if (!inserted) throw conflict('ALREADY_APPROVED', ALREADY_APPROVED_MESSAGE);
      await repository.insertEvent(
        {
          userId: target.id,
          weekStart,
          kind: 'approved',
          actorId: actor.id,
          reason: null,
          createdAt: now,
        },
        tx,
      );
    });
  }

  return {
    /** Timesheets of the named people for the week starting on `weekStart`, sorted by name. */
    /**
     * Issue 36: the one paid-minutes figure of closed sessions, counted as this timesheet counts
     * them (punches and break ends rounded by the chain's setting, each session's unpaid breaks
     * deducted). The time report shows it, so Reports › Time, Timesheets, the payroll export and
     * the assistant give the same hours. Keyed by session id; open sessions are left out.
     */
    async paidMinutesOf(
      sessions: readonly PaidSessionFacts[],
      /** The settings row when the caller has read it (the time report, once for all its pages). */
      known?: PaidMinutesSettings,
    ): Promise<Map<string, number>> {
      const paid = new Map<string, number>();
      // Only closed sessions with break minutes have breaks to read; read in slices (a report may
      // hold thousands of sessions, more than one statement's parameters).
      const withBreaks: string[] = [];
      let closedCount = 0;
      for (const session of sessions) {
        if (session.clockOutTime === null) continue;
        closedCount += 1;
        if (session.breakMinutes > 0) withBreaks.push(session.id);
      }
      if (closedCount === 0) return paid;
      const settings = known ?? (await repository.settings()) ?? DEFAULT_SETTINGS;
      const rules: PayRules = { ...payRules(settings), breaksPaid: false };
      const breaks = new Map<string, { startTime: Date; endTime: Date | null }[]>();
      for (let index = 0; index < withBreaks.length; index += BREAKS_READ_SLICE) {
        for (const span of await repository.breaksOf(
          withBreaks.slice(index, index + BREAKS_READ_SLICE),
        )) {
          const spans = breaks.get(span.sessionId);
          if (spans) spans.push(span);
          else breaks.set(span.sessionId, [span]);
        }
      }
      const now = clock.now();
      // Issue 37: one pass over the sessions, no copies of them (a month's report is 13,400).
      for (const session of sessions) {
        if (session.clockOutTime === null) continue;
        paid.set(
          session.id,
          sessionWorkedMinutes(
            {
              clockInTime: new Date(session.clockInTime),
              clockOutTime: new Date(session.clockOutTime),
              breaks: deductedBreaks(session, breaks.get(session.id) ?? [], settings.breaksPaid),
            },
            rules,
            now,
          ),
        );
      }
      return paid;
    },

    async timesheetsFor(
      query: { userIds: readonly string[]; weekStart: string },
      now: Date,
    ): Promise<Timesheet[]> {
      const people = await repository.usersOf(
        { kind: 'users', ids: query.userIds },
        weekBounds(query.weekStart).range,
      );
      return sheetsOf(people, query.weekStart, now);
    },

    /** GET /api/timesheets: the caller's view of a week (default: this week). */
    async list(actor: SessionUser, query: TimesheetsQuery): Promise<Timesheet[]> {
      const now = clock.now();
      const weekStart = query.weekStart ?? weekStartOf(dayOf(now, timeZone));
      const { range } = weekBounds(weekStart);
      let scope: SheetScope;
      const audience = timesheetAudienceFor(actor);
      if (audience.kind === 'own') {
        if (query.userId !== undefined && query.userId !== actor.id) {
          throw forbidden(OWN_TIMESHEETS_MESSAGE);
        }
        scope = { kind: 'users', ids: [actor.id] };
      } else if (query.userId !== undefined) {
        const target = await repository.userById(query.userId);
        if (!target) throw notFound('User', query.userId);
        if (!canViewTimesheetOf(actor, target)) {
          throw forbidden(STORE_TIMESHEETS_MESSAGE);
        }
        scope = { kind: 'users', ids: [target.id] };
      } else {
        scope =
          audience.kind === 'all'
            ? { kind: 'all' }
            : { kind: 'store', locationId: actor.locationId };
      }
      return sheetsOf(await repository.usersOf(scope, range), weekStart, now);
    },

    /**
     * POST /api/timesheets/approve: a week without an open session, outside a lock. It need not
     * have ended (decision 035 §7): a later clock-in in it withdraws the approval.
     */
    async approve(actor: SessionUser, input: ApproveTimesheetInput): Promise<Timesheet> {
      const target = await managedTarget(actor, input.userId);
      await approveWeek(actor, target, input.weekStart, clock.now());
      return sheetOf(target, input.weekStart);
    },

    /**
     * Issue 36, POST /api/timesheets/approve-all: every technician-week touching
     * startDate..endDate that the caller may approve (an admin anyone's, a manager their home
     * store's technicians', checked per person as single approval is) and that has no open flag
     * (a session still open, 'Needs review', 'Missed break', an open correction request, a lock).
     * Each week is approved in its own transaction with the single approval's rules; the answer
     * lists the ones skipped and why.
     */
    async approveAll(
      actor: SessionUser,
      input: ApproveAllTimesheetsInput,
    ): Promise<ApproveAllResult> {
      if (!canApproveTimesheet(actor)) throw forbidden(APPROVE_FORBIDDEN_MESSAGE);
      const days =
        Math.round(
          (Date.parse(`${input.endDate}T00:00:00Z`) - Date.parse(`${input.startDate}T00:00:00Z`)) /
            DAY_MS,
        ) + 1;
      if (days < 1)
        throw badRequestAt('endDate', 'The end date must be on or after the start date');
      if (days > APPROVE_ALL_MAX_DAYS) throw badRequestAt('endDate', APPROVE_ALL_TOO_LONG_MESSAGE);
      const audience = timesheetAudienceFor(actor);
      const scope: SheetScope =
        audience.kind === 'all'
          ? { kind: 'all' }
          : audience.kind === 'store'
            ? { kind: 'store', locationId: actor.locationId }
            : { kind: 'users', ids: [] };
      const now = clock.now();
      const result: ApproveAllResult = { approved: [], skipped: [], alreadyApproved: 0 };
      for (
        let weekStart = weekStartOf(input.startDate);
        weekStart <= input.endDate;
        weekStart = shiftDay(weekStart, 7)
      ) {
        const people = await repository.usersOf(scope, weekBounds(weekStart).range);
        const sheets = await sheetsOf(people, weekStart, now);
        for (const sheet of sheets) {
          const person = people.find((candidate) => candidate.id === sheet.user.id);
          // Only weeks with time; and the per-object rule of single approval, person by person.
          if (!person || sheet.sessions.length === 0 || !canApproveTimesheet(actor, person)) {
            continue;
          }
          if (sheet.approval) {
            result.alreadyApproved += 1;
            continue;
          }
          const week = { user: sheet.user, weekStart };
          const reasons = openFlagsOf(sheet);
          if (reasons.length > 0) {
            result.skipped.push({ ...week, reasons });
            continue;
          }
          try {
            await approveWeek(actor, person, weekStart, now);
            result.approved.push(week);
          } catch (error) {
            // Something changed since the sheet was read (a clock-in, a lock, another approval).
            if (!(error instanceof AppError)) throw error;
            if (error.code === 'ALREADY_APPROVED') result.alreadyApproved += 1;
            else if (error.code === 'PERIOD_LOCKED')
              result.skipped.push({ ...week, reasons: ['locked'] });
            else if (error.code === 'WEEK_HAS_OPEN_SESSION') {
              result.skipped.push({ ...week, reasons: ['open-session'] });
            } else throw error;
          }
        }
      }
      return result;
    },

    /**
     * Decision 035 §7: a clock-in at `at` in an approved week of `userId` takes the approval back,
     * in the clock-in's transaction, with an 'unapproved' event saying why, so approved totals never
     * change silently and nobody is kept from working.
     */
    async withdrawApprovalForPunch(userId: string, at: Date, tx: Executor): Promise<void> {
      const weekStart = weekStartOf(dayOf(at, timeZone));
      if (!(await repository.deleteApproval(userId, weekStart, tx))) return;
      await repository.insertEvent(
        {
          userId,
          weekStart,
          kind: 'unapproved',
          actorId: userId,
          reason: APPROVAL_WITHDRAWN_REASON,
          createdAt: at,
        },
        tx,
      );
    },

    /** POST /api/timesheets/unapprove: takes an approval back, with a reason, outside a lock. */
    async unapprove(actor: SessionUser, input: UnapproveTimesheetInput): Promise<Timesheet> {
      const target = await managedTarget(actor, input.userId);
      const now = clock.now();
      const { endDay } = weekBounds(input.weekStart);
      await db.transaction(async (tx) => {
        const approved = await repository.approvalsOf([target.id], [input.weekStart], tx);
        if (approved.length === 0) throw conflict('NOT_APPROVED', NOT_APPROVED_MESSAGE);
        if (await repository.lockedBetween(input.weekStart, endDay, tx)) {
          throw conflict('PERIOD_LOCKED', PERIOD_LOCKED_MESSAGE);
        }
        if (!(await repository.deleteApproval(target.id, input.weekStart, tx))) {
          throw conflict('NOT_APPROVED', NOT_APPROVED_MESSAGE);
        }
        await repository.insertEvent(
          {
            userId: target.id,
            weekStart: input.weekStart,
            kind: 'unapproved',
            actorId: actor.id,
            reason: input.reason.trim(),
            createdAt: now,
          },
          tx,
        );
      });
      return sheetOf(target, input.weekStart);
    },

    /**
     * Everyone with time in the pay period startDay..endDay (inclusive business days), sorted by
     * name: the period's pay minutes (the weekly threshold counts from the Sunday of the first
     * week), the weeks with time and the approved ones. `approvedOnly` counts approved weeks' days.
     */
    async payForPeriod(
      period: { startDay: string; endDay: string; approvedOnly: boolean },
      now: Date,
    ): Promise<PeriodPay[]> {
      const firstWeek = weekStartOf(period.startDay);
      const ids = await repository.userIdsWithTime(
        daysToRange(period.startDay, period.endDay, timeZone),
      );
      const people = await repository.usersOf(
        { kind: 'users', ids },
        daysToRange(period.startDay, period.endDay, timeZone),
      );
      const loaded = await load(ids, firstWeek, period.endDay, db);
      const weekStarts: string[] = [];
      for (let week = firstWeek; week <= period.endDay; week = shiftDay(week, 7)) {
        weekStarts.push(week);
      }
      const approvals = await repository.approvalsOf(ids, weekStarts, db);
      const byUser = sessionsByUser(loaded.sessions);
      return people.map((person) => {
        const days = payDays(
          (byUser.get(person.id) ?? []).map((session) => workSession(session, loaded)),
          loaded.rules,
          { startDay: period.startDay, endDay: period.endDay },
          timeZone,
          now,
        );
        const approved = new Set(
          approvals.filter((row) => row.userId === person.id).map((row) => row.weekStart),
        );
        const weeks = [
          ...new Set(
            days
              .filter((day) => day.workedMinutes > 0 || day.unpaidBreakMinutes > 0)
              .map((day) => weekStartOf(day.date)),
          ),
        ];
        const counted = period.approvedOnly
          ? days.filter((day) => approved.has(weekStartOf(day.date)))
          : days;
        return {
          user: userOf(person),
          totals: totalsOf(counted),
          weeks,
          approvedWeeks: weeks.filter((week) => approved.has(week)),
        };
      });
    },

    /** This week's worked minutes of everyone with time this week, and the settings' threshold. */
    async weekWorked(now: Date) {
      const weekStart = weekStartOf(dayOf(now, timeZone));
      const { endDay, range } = weekBounds(weekStart);
      const ids = await repository.userIdsWithTime(range);
      const people = await repository.usersOf({ kind: 'users', ids }, range);
      const loaded = await load(ids, weekStart, endDay, db);
      const byUser = sessionsByUser(loaded.sessions);
      return {
        weekStart,
        weeklyOvertimeMinutes: loaded.rules.weeklyOvertimeMinutes,
        people: people.map((person) => ({
          user: userOf(person),
          workedMinutes: totalsOf(
            payDays(
              (byUser.get(person.id) ?? []).map((session) => workSession(session, loaded)),
              loaded.rules,
              { startDay: weekStart, endDay },
              timeZone,
              now,
            ),
          ).workedMinutes,
        })),
      };
    },
  };
}

export type TimesheetsService = ReturnType<typeof createTimesheetsService>;
