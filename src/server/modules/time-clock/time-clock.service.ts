import { randomUUID } from 'node:crypto';

import { canViewTimeReport, timeAudienceFor } from '#contract/policies/time-clock.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { SESSION_REVIEW_AFTER_HOURS } from '#contract/schemas/time-session.ts';
import type {
  ActiveSession,
  TimeReportQuery,
  TimeSession,
  TimeSessionsQuery,
  WeekTotal,
} from '#contract/schemas/time-session.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequest, conflict, conflictWorded, forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf, daysToRange, weekRange } from '../../lib/business-time.ts';
import type { ActivityService, NewActivity } from '../activity/activity.service.ts';
import type { TimeSettingsService } from '../settings/time-settings.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type {
  ReportComputed,
  ReportCursor,
  ReportPart,
  OverlappingSession,
  ReportScope,
  SessionPosition,
  TimeClockRepository,
} from './time-clock.repository.ts';
import type { TimesheetsService } from '../timesheets/timesheets.service.ts';
import { tappedAtOf } from './time-breaks.service.ts';
import type { PunchCommand, TimeBreaksService } from './time-breaks.service.ts';
import { decidePunchTime } from './punch-time.ts';
import type { PunchTime } from './punch-time.ts';
import type { TimeChangeGuard } from './time-change-guard.ts';
import { overlapMessage } from './session-overlap.ts';

// Product rules §6: /reports is for admins and managers, with the spec's Access Denied text.
export const REPORT_FORBIDDEN = "You don't have permission to view reports.";

/** What the history keeps of a punch tapped offline (decision 036 §5). */
function punchDetails(punch: Pick<PunchTime, 'offline' | 'flag'>): Record<string, unknown> {
  return {
    ...(punch.offline ? { offline: true } : {}),
    ...(punch.flag === null ? {} : { punchFlag: punch.flag }),
  };
}

const REVIEW_AFTER_MS = SESSION_REVIEW_AFTER_HOURS * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

interface ClockInCommand {
  notes: string | null;
  ticketId: string | null;
  /** Decision 036: when the clock-in was tapped on the device; absent for an online tap. */
  tappedAt?: string | undefined;
}

interface SessionsPage {
  sessions: TimeSession[];
  nextCursor: string | null;
}

function encodeCursor(position: SessionPosition): string {
  return Buffer.from(`${position.clockInTime.toISOString()}|${position.id}`).toString('base64url');
}

function decodeCursor(cursor: string): SessionPosition {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const clockInTime = new Date(time ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(clockInTime.getTime())) {
    throw badRequest('Invalid cursor');
  }
  return { clockInTime, id };
}

export function createTimeClockService(deps: {
  db: Database;
  repository: TimeClockRepository;
  activity: Pick<ActivityService, 'insertAlong' | 'record' | 'recordedAlong'>;
  tickets: Pick<TicketsService, 'startWork'>;
  clock: Clock;
  timeZone: string;
  /** Decision 035: a closed session's open break ends with it; the active session shows its break. */
  breaks: Pick<
    TimeBreaksService,
    'closeBreaksOf' | 'openBreakStart' | 'punchFloorOf' | 'writeMinutesOf'
  >;
  timeSettings: Pick<TimeSettingsService, 'get'>;
  /** Decision 035: a clock-in into a locked pay period is refused (decision 035 §7). */
  guard: Pick<TimeChangeGuard, 'approvedAt' | 'lockedAt' | 'refuseLocked'>;
  /** A clock-in in an approved week takes the approval back (decision 035 §7). */
  timesheets: Pick<TimesheetsService, 'withdrawApprovalForPunch'>;
}) {
  const { db, repository, activity, tickets, clock, timeZone, breaks, timeSettings, guard } = deps;

  /** A report bound as a business-zone day; a full date-time is read as its day there. */
  function toDay(value: string): string {
    return DAY_PATTERN.test(value) ? value : dayOf(new Date(value), timeZone);
  }

  /** The end of the person's previous session, under their session lock (decision 036 §5). */
  async function previousSessionEnd(userId: string, tx: Executor): Promise<Date | null> {
    await repository.lockSessionsOf(userId, tx);
    return repository.latestClockOut(userId, tx);
  }

  /**
   * Decision 030: one person's sessions never overlap. Takes the person's session lock for the rest
   * of the transaction, then refuses [start, end) — end null for a running session — when it
   * overlaps another of their sessions: 409 ALREADY_CLOCKED_IN when that one is still running,
   * else 409 SESSION_OVERLAP naming it. The exclusion constraint time_sessions_no_overlap backs it.
   */
  async function assertNoOverlap(
    userId: string,
    range: { start: Date; end: Date | null; exceptId?: string },
    tx: Executor,
  ): Promise<void> {
    await repository.lockSessionsOf(userId, tx);
    refuseOverlap(await repository.findOverlapping(userId, range, tx));
  }

  /** assertNoOverlap's refusal of the overlapping session it read, if any. */
  function refuseOverlap(other: OverlappingSession | undefined): void {
    if (!other) return;
    if (other.clockOutTime === null) throw conflict('ALREADY_CLOCKED_IN', 'Already clocked in');
    throw conflictWorded('SESSION_OVERLAP', (language) =>
      overlapMessage(other, timeZone, language),
    );
  }

  /**
   * Opens a session at `at`, in the caller's transaction: checks the overlap rule, lets the tickets
   * module check the ticket and start its work, inserts the session and records the clock-in.
   * Shared by Clock In and by switching (decision 030), so both apply the same ticket rules.
   * Answers the session as its insert returned it (issue 37: no read after the write).
   */
  async function openSession(
    user: SessionUser,
    input: ClockInCommand,
    at: Date,
    tx: Executor,
    extraDetails: Record<string, unknown> = {},
    punch: Pick<PunchTime, 'offline' | 'flag'> = { offline: false, flag: null },
  ): Promise<TimeSession> {
    await repository.lockSessionsOf(user.id, tx);
    const values = {
      userId: user.id,
      clockInTime: at,
      notes: input.notes,
      offline: punch.offline,
      punchFlag: punch.flag,
    };
    if (!input.ticketId) {
      // Issue 37 (decision 042 cut 44): without a ticket to check between them, assertNoOverlap's
      // and assertNotLocked's reads and the insert are one statement under the person's session
      // lock, which inserts only when neither refuses; the refusals keep their order. The same
      // statement reads whether the week is approved, so the approval is withdrawn only when
      // there is one, and writes the clock-in's history entry (a refusal rolls it back).
      const id = randomUUID();
      const entry = {
        actorId: user.id,
        ticketId: null,
        kind: 'time.clocked_in',
        details: { sessionId: id, ...punchDetails(punch), ...extraDetails },
        createdAt: at,
      } satisfies NewActivity;
      const write = activity.insertAlong(entry, tx);
      const opened = await repository.openSessionIfClear(
        { ...values, id },
        { locked: guard.lockedAt(at, tx), approved: guard.approvedAt(user.id, at), write },
        tx,
      );
      // The refusal names the first overlapping session: read only when one overlaps.
      if (opened.overlaps) {
        refuseOverlap(await repository.findOverlapping(user.id, { start: at, end: null }, tx));
      }
      guard.refuseLocked(opened.locked);
      if (opened.approved) await deps.timesheets.withdrawApprovalForPunch(user.id, at, tx);
      if (!opened.opened) throw conflict('ALREADY_CLOCKED_IN', 'Already clocked in');
      if (write) await activity.recordedAlong(entry, tx);
      else await activity.record(entry, tx);
      return opened.opened;
    }
    // assertNoOverlap, then assertNotLocked for the instant, with their two reads in one
    // statement under the person's session lock (issue 37); the refusals keep their order.
    const checks = await repository.findOverlappingAlong(
      user.id,
      { start: at, end: null },
      guard.lockedAt(at, tx),
      tx,
    );
    refuseOverlap(checks.overlapping);
    guard.refuseLocked(checks.alongside);
    await deps.timesheets.withdrawApprovalForPunch(user.id, at, tx);
    // The tickets module checks the caller's current role and assignment and starts the work.
    const ticket = await tickets.startWork(user, input.ticketId, at, tx);
    const inserted = await repository.insertOpenSession({ ...values, ticketId: ticket.id }, tx);
    // Rolling back also undoes the ticket's status change above.
    if (!inserted) throw conflict('ALREADY_CLOCKED_IN', 'Already clocked in');
    await activity.record(
      {
        actorId: user.id,
        ticketId: ticket.id,
        kind: 'time.clocked_in',
        details: {
          sessionId: inserted.id,
          ticketNumber: ticket.ticketNumber,
          ...punchDetails(punch),
          ...extraDetails,
        },
        createdAt: at,
      },
      tx,
    );
    return inserted;
  }

  return {
    assertNoOverlap,

    /**
     * Closes the running sessions on a ticket (it was completed) or of a user (their role or
     * status changed) in the caller's transaction, each with a clock-out entry in the history.
     */
    async closeRunningSessions(
      scope: { ticketId: string; ticketNumber: number } | { userId: string },
      context: { actorId: string; reason: 'ticket.completed' | 'user.changed'; now: Date },
      tx: Executor,
    ): Promise<void> {
      const closed = await repository.closeRunningSessions(
        'ticketId' in scope ? { ticketId: scope.ticketId } : { userId: scope.userId },
        context.now,
        tx,
      );
      await breaks.closeBreaksOf(
        closed.map((session) => session.id),
        context.now,
        tx,
      );
      for (const session of closed) {
        await activity.record(
          {
            actorId: session.userId,
            ticketId: session.ticketId,
            kind: 'time.clocked_out',
            details: {
              sessionId: session.id,
              durationMinutes: session.durationMinutes,
              ...('ticketNumber' in scope ? { ticketNumber: scope.ticketNumber } : {}),
              automatic: true,
              reason: context.reason,
              closedBy: context.actorId,
            },
            createdAt: context.now,
          },
          tx,
        );
      }
    },

    /**
     * Opens a session at the server's time, or at its tap time (decision 036 §5). On a ticket, the
     * ticket must be assigned to the user; an open ticket moves to in-progress, in the same
     * transaction as the session.
     */
    async clockIn(user: SessionUser, input: ClockInCommand): Promise<TimeSession> {
      const now = clock.now();
      const tappedAt = tappedAtOf(input);
      return db.transaction(async (tx) => {
        // The floor is read under the person's session lock, so a concurrent clock-out is seen.
        const floor = tappedAt ? await previousSessionEnd(user.id, tx) : null;
        const punch = decidePunchTime({ now, tappedAt, floor });
        return openSession(user, input, punch.at, tx, {}, punch);
      });
    },

    /**
     * Decision 030: moves the running session to another ticket (or to no ticket) in one transaction:
     * closes it at instant T and opens the next at the same T — ranges are '[)', so they touch
     * without overlapping. The ticket rules are clock-in's (tickets.startWork); any refusal
     * rolls everything back and leaves the running session as it was.
     */
    async switchTicket(user: SessionUser, input: ClockInCommand): Promise<TimeSession> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // Under the person's session lock a concurrent switch or clock-out waits, then sees ours.
        await repository.lockSessionsOf(user.id, tx);
        const running = await repository.findOpenSession(user.id, tx);
        if (!running) {
          throw conflict('NOT_CLOCKED_IN', 'You are not clocked in. Clock in to start a session.');
        }
        if (running.ticketId === input.ticketId) {
          throw conflict(
            'ALREADY_CLOCKED_IN',
            input.ticketId === null
              ? 'You are already clocked in without a ticket'
              : 'You are already clocked in on this ticket',
          );
        }
        // A clock that went backwards must not end the running session before it began.
        const runningStart = new Date(running.clockInTime);
        const at = now.getTime() < runningStart.getTime() ? runningStart : now;
        const closing = await repository.closeOpenSession(user.id, at, null, tx);
        if (!closing) throw conflict('NOT_CLOCKED_IN', 'Not clocked in');
        const closed = closing.session;
        // The closing statement ended its open break; the minutes change, never the duration.
        if (closing.breaksEnded) await breaks.writeMinutesOf(closed.id, at, tx);
        await activity.record(
          {
            actorId: user.id,
            ticketId: running.ticketId,
            kind: 'time.clocked_out',
            details: {
              sessionId: closed.id,
              durationMinutes: closed.durationMinutes,
              ...(running.ticketNumber === null ? {} : { ticketNumber: running.ticketNumber }),
              switched: true,
            },
            createdAt: at,
          },
          tx,
        );
        return openSession(user, input, at, tx, { switchedFrom: closed.id });
      });
    },

    /** The caller's time this week (Sunday to Sunday in the business zone), running session included. */
    async weekTotal(user: SessionUser): Promise<WeekTotal> {
      const now = clock.now();
      const week = weekRange(now, timeZone);
      const totalMinutes = await repository.minutesWithin(user.id, week, now);
      return {
        weekStart: week.start.toISOString(),
        weekEnd: week.end.toISOString(),
        totalMinutes,
      };
    },

    /**
     * Closes the user's open session at the server's time, or at its tap time (decision 036 §5);
     * the duration is computed by the server from the recorded instant.
     */
    async clockOut(
      user: SessionUser,
      input: { notes: string | null } & PunchCommand,
    ): Promise<TimeSession> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // The session lock keeps a concurrent 'Start Break' from opening a break as we close it.
        await repository.lockSessionsOf(user.id, tx);
        const tappedAt = tappedAtOf(input);
        let floor: Date | null = null;
        // Only a tap time is bounded by the running session (its clock-in and breaks); an online
        // clock-out needs no read before its write (issue 37).
        if (tappedAt) {
          const running = await repository.findOpenSession(user.id, tx);
          if (!running) throw conflict('NOT_CLOCKED_IN', 'Not clocked in');
          floor = await breaks.punchFloorOf(running, tx);
        }
        const punch = decidePunchTime({ now, tappedAt, floor });
        const closing = await repository.closeOpenSession(user.id, punch.at, input.notes, tx);
        if (!closing) throw conflict('NOT_CLOCKED_IN', 'Not clocked in');
        const closed = closing.session;
        // The closing statement ended the session's open break; its minutes are written here.
        if (closing.breaksEnded) await breaks.writeMinutesOf(closed.id, punch.at, tx);
        await repository.markPunch(closed.id, punch, tx);
        // The closing write answered the session; it is read again only when a later write of
        // this transaction changed it (its break minutes, its punch marks).
        const rewritten = closing.breaksEnded || punch.offline || punch.flag !== null;
        const session = rewritten ? await repository.findById(closed.id, tx) : closed;
        if (!session) throw notFound('Time session', closed.id);
        await activity.record(
          {
            actorId: user.id,
            ticketId: session.ticketId,
            kind: 'time.clocked_out',
            details: {
              sessionId: session.id,
              durationMinutes: session.durationMinutes,
              ...(session.ticketNumber === null ? {} : { ticketNumber: session.ticketNumber }),
              ...punchDetails(punch),
            },
            createdAt: new Date(session.clockOutTime ?? punch.at),
          },
          tx,
        );
        return session;
      });
    },

    async active(user: SessionUser): Promise<ActiveSession> {
      // Issue 37 (decision 042): the session and the settings asked for at once. On the embedded
      // database's one connection each statement sent one after the other waited behind whatever
      // ran before it (a month report's page): sent together they wait once.
      const [session, settings] = await Promise.all([
        repository.findOpenSession(user.id),
        timeSettings.get(),
      ]);
      const breakStart = session ? await breaks.openBreakStart(session.id) : null;
      return {
        isActive: session !== undefined,
        clockInTime: session?.clockInTime ?? null,
        sessionId: session?.id ?? null,
        ticketId: session?.ticketId ?? null,
        ticketNumber: session?.ticketNumber ?? null,
        ticketTitle: session?.ticketTitle ?? null,
        ticketStoreName: session?.ticketStoreName ?? null,
        notes: session?.notes ?? null,
        breakStartTime: breakStart?.toISOString() ?? null,
        // The stored minutes of the session's closed breaks (written as each break ends).
        breakMinutes: session?.breakMinutes ?? 0,
        breaksPaid: settings.breaksPaid,
      };
    },

    /** The user's own sessions, newest first, one page at a time. */
    async sessions(user: SessionUser, query: TimeSessionsQuery): Promise<SessionsPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      // One extra row tells whether another page follows.
      const rows = await repository.listByUser(user.id, {
        limit: query.limit + 1,
        ...(after ? { after } : {}),
      });
      const sessions = rows.slice(0, query.limit);
      const last = sessions.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeCursor({ clockInTime: new Date(last.clockInTime), id: last.id })
          : null;
      return { sessions, nextCursor };
    },

    /**
     * The time report: admins see everyone; managers see the sessions of their store (see
     * reportPage for the rule). Days are inclusive, in the business time zone. The query is
     * checked now (a refusal is an ordinary error answer); the rows come a page at a time as the
     * answer is written (issue 37: a month at chain scale is thousands of rows), each page as the
     * JSON text of its rows joined by commas (none for an empty page), as the contract's
     * serializer writes ReportTimeSessionSchema.
     */
    report(user: SessionUser, query: TimeReportQuery): AsyncIterable<string[]> {
      if (!canViewTimeReport(user)) throw forbidden(REPORT_FORBIDDEN);
      const startDay = query.startDate === undefined ? undefined : toDay(query.startDate);
      const endDay = query.endDate === undefined ? undefined : toDay(query.endDate);
      if (startDay !== undefined && endDay !== undefined && endDay < startDay) {
        throw badRequest('endDate must be on or after startDate');
      }
      const start =
        startDay === undefined ? undefined : daysToRange(startDay, startDay, timeZone).start;
      const end = endDay === undefined ? undefined : daysToRange(endDay, endDay, timeZone).end;
      const scope: ReportScope =
        timeAudienceFor(user).kind === 'all'
          ? { kind: 'all' }
          : { kind: 'store', locationId: user.locationId, managerId: user.id };
      const filter = { ...(start ? { start } : {}), ...(end ? { end } : {}), scope };
      const now = clock.now();
      return (async function* pages() {
        // Decision 035 §4: flagged on read with the current rule, never stored.
        const settings = await timeSettings.get();
        const computed: ReportComputed = {
          now,
          reviewAfterMs: REVIEW_AFTER_MS,
          // Issue 36: the paid minutes are the timesheet's (its rounding), one figure everywhere.
          roundingMinutes: settings.roundingMinutes,
          breakRuleEnabled: settings.breakRuleEnabled,
          breakRuleAfterMinutes: settings.breakRuleAfterMinutes,
          breakRuleMinutes: settings.breakRuleMinutes,
        };
        const parts: ReportPart[] = start ? ['open-before', 'began'] : ['began'];
        for (const part of parts) {
          let after: ReportCursor | undefined;
          do {
            // Issue 37: each page's rows come as the JSON text the database wrote (see
            // reportRowsSql), no object per row here.
            const page = await repository.reportPage(
              filter,
              { part, limit: repository.reportPageRows, ...(after ? { after } : {}) },
              computed,
            );
            yield page.body.length > 0 ? [page.body] : [];
            after = page.next ?? undefined;
          } while (after);
        }
      })();
    },
  };
}

export type TimeClockService = ReturnType<typeof createTimeClockService>;
