import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

import { canCorrectTimeSession, canReadTimeSessionHistory } from '#contract/policies/time-clock.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import {
  BREAK_ORDER_MESSAGE,
  BREAK_OUTSIDE_SESSION_MESSAGE,
  BREAKS_OVERLAP_MESSAGE,
  CLOCK_OUT_BEFORE_IN_MESSAGE,
  CORRECTION_OWNER_MESSAGE,
  FUTURE_TIME_MESSAGE,
  OTHER_STORE_MESSAGE,
  OWN_PUNCHES_MESSAGE,
} from '#contract/schemas/time-correction.ts';
import type {
  CorrectionRequest,
  CreateTimeSessionInputSchema,
  PatchTimeSessionInputSchema,
  SessionSnapshot,
  TimeSessionChange,
} from '#contract/schemas/time-correction.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';
import type { z } from 'zod';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequestAt, forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/business-time.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { breakMinutesOf, unpaidBreakMinutesOf } from './break-minutes.ts';
import { sundayOf } from './time-change-guard.ts';
import type { TimeChangeGuard } from './time-change-guard.ts';
import type { TimeClockRepository } from './time-clock.repository.ts';
import type { TimeClockService } from './time-clock.service.ts';
import type {
  SessionForChange,
  SessionOwner,
  StoredBreak,
  TimeSessionCorrectionsRepository,
} from './time-session-corrections.repository.ts';

// Decision 035 §6: admins correct anyone's time, a manager their store's technicians' (home store =
// the manager's store), always with a reason; a technician asks for a correction instead. Every
// change is one transaction: the session, its breaks, its history entry (before and after) and
// the requests it resolves, under the person's session lock (decision 030's overlap rule).

type PatchInput = z.output<typeof PatchTimeSessionInputSchema>;
type CreateInput = z.output<typeof CreateTimeSessionInputSchema>;

function minutesBetween(start: Date, end: Date): number {
  // The time clock's formula: round(seconds / 60).
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}

function snapshotOf(
  session: { clockInTime: Date; clockOutTime: Date | null; notes: string | null },
  breaks: readonly StoredBreak[],
): SessionSnapshot {
  return {
    clockInTime: session.clockInTime.toISOString(),
    clockOutTime: session.clockOutTime ? session.clockOutTime.toISOString() : null,
    breaks: breaks.map((span) => ({
      startTime: span.startTime.toISOString(),
      endTime: span.endTime ? span.endTime.toISOString() : null,
    })),
    notes: session.notes,
  };
}

/**
 * The breaks of a corrected session: each ends after it starts, lies inside [clockIn, end] (end is
 * now for a running session), and none overlaps another (touching is fine). 400 naming the break.
 */
function assertBreaksFit(breaks: readonly StoredBreak[], clockIn: Date, end: Date): void {
  breaks.forEach((span, index) => {
    if (span.endTime !== null && span.endTime.getTime() <= span.startTime.getTime()) {
      throw badRequestAt(`breaks.${String(index)}.endTime`, BREAK_ORDER_MESSAGE);
    }
  });
  breaks.forEach((span, index) => {
    const last = span.endTime ?? span.startTime;
    if (span.startTime.getTime() < clockIn.getTime() || last.getTime() > end.getTime()) {
      throw badRequestAt(`breaks.${String(index)}`, BREAK_OUTSIDE_SESSION_MESSAGE);
    }
  });
  const ordered = [...breaks].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  for (let index = 1; index < ordered.length; index += 1) {
    const previous = ordered[index - 1];
    const current = ordered[index];
    if (!previous || !current) continue;
    const previousEnd = previous.endTime?.getTime() ?? Number.POSITIVE_INFINITY;
    if (current.startTime.getTime() < previousEnd) {
      throw badRequestAt('breaks', BREAKS_OVERLAP_MESSAGE);
    }
  }
}

/** Admins correct anyone's time; a manager only their store's technicians'; technicians nobody's. */
function assertMayCorrect(user: SessionUser, owner: SessionOwner): void {
  if (!canCorrectTimeSession(user)) throw forbidden(OWN_PUNCHES_MESSAGE);
  if (!canCorrectTimeSession(user, owner)) throw forbidden(OTHER_STORE_MESSAGE);
}

type ChangeEntry = Parameters<TimeSessionCorrectionsRepository['insertChange']>[0];

export function createTimeSessionCorrectionsService(deps: {
  db: Database;
  repository: TimeSessionCorrectionsRepository;
  sessions: Pick<TimeClockRepository, 'findById' | 'lockSessionsOf'>;
  timeClock: Pick<TimeClockService, 'assertNoOverlap'>;
  guard: TimeChangeGuard;
  notifications: Pick<NotificationsService, 'notify' | 'adminIds'>;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, sessions, timeClock, guard, notifications, clock, timeZone } = deps;

  /**
   * The columns a correction writes for a session's times: its span and duration, the break
   * minutes (all breaks of a closed session; an open one counts once it ends) and `correctedAt`.
   */
  async function correctedColumns<ClockOut extends Date | null>(
    clockIn: Date,
    clockOut: ClockOut,
    breaks: readonly StoredBreak[],
    now: Date,
    tx: Executor,
  ): Promise<{
    clockInTime: Date;
    clockOutTime: ClockOut;
    durationMinutes: ClockOut extends Date ? number : number | null;
    breakMinutes: number;
    unpaidBreakMinutes: number;
    correctedAt: Date;
  }> {
    const counted = clockOut ? breaks : breaks.filter((span) => span.endTime !== null);
    const breakMinutes = breakMinutesOf(counted, clockOut ?? clock.now());
    return {
      clockInTime: clockIn,
      clockOutTime: clockOut,
      durationMinutes: (clockOut
        ? minutesBetween(clockIn, clockOut)
        : null) as ClockOut extends Date ? number : number | null,
      breakMinutes,
      unpaidBreakMinutes: unpaidBreakMinutesOf(breakMinutes, await repository.breaksPaid(tx)),
      correctedAt: now,
    };
  }

  /** One entry of the session's history, by `actor`; a note without snapshots has them null. */
  async function recordChange(
    sessionId: string,
    actor: SessionUser,
    change: Pick<ChangeEntry, 'kind' | 'reason'> & Partial<Pick<ChangeEntry, 'before' | 'after'>>,
    now: Date,
    tx: Executor,
  ): Promise<void> {
    const { kind, before = null, after = null, reason } = change;
    await repository.insertChange(
      { sessionId, actorId: actor.id, kind, before, after, reason },
      now,
      tx,
    );
  }

  async function answer(sessionId: string, tx: Executor): Promise<TimeSession> {
    const session = await sessions.findById(sessionId, tx);
    if (!session) throw notFound('Time session', sessionId);
    return session;
  }

  function assertNotFuture(times: readonly (Date | null)[], now: Date, path: string): void {
    if (times.some((time) => time !== null && time.getTime() > now.getTime())) {
      throw badRequestAt(path, FUTURE_TIME_MESSAGE);
    }
  }

  return {
    /** PATCH /api/time-sessions/{id}: the fields sent change; `breaks` replaces the list. */
    async correct(user: SessionUser, id: string, input: PatchInput): Promise<TimeSession> {
      if (!canCorrectTimeSession(user)) throw forbidden(OWN_PUNCHES_MESSAGE);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const found = await repository.findSession(id, tx);
        if (!found) throw notFound('Time session', id);
        const owner = await repository.findUser(found.userId, tx);
        if (!owner) throw notFound('Time session', id);
        assertMayCorrect(user, owner);
        // Under the person's session lock, then the row's: a clock-out or break cannot interleave.
        await sessions.lockSessionsOf(found.userId, tx);
        const session: SessionForChange | undefined = await repository.findSession(id, tx, true);
        if (!session) throw notFound('Time session', id);

        const clockIn = input.clockInTime ? new Date(input.clockInTime) : session.clockInTime;
        const clockOut = input.clockOutTime ? new Date(input.clockOutTime) : session.clockOutTime;
        assertNotFuture([clockIn], now, 'clockInTime');
        assertNotFuture([clockOut], now, 'clockOutTime');
        const timesSent = input.clockInTime !== undefined || input.clockOutTime !== undefined;
        if (timesSent && clockOut && clockOut.getTime() <= clockIn.getTime()) {
          throw badRequestAt('clockOutTime', CLOCK_OUT_BEFORE_IN_MESSAGE);
        }
        const storedBreaks = await repository.breaksOf(id, tx);
        const breaks: StoredBreak[] = input.breaks
          ? input.breaks.map((span) => ({
              startTime: new Date(span.startTime),
              endTime: new Date(span.endTime),
            }))
          : // Closing a running session ends its open break at the same instant (decision 035 §1).
            storedBreaks.map((span) => ({ ...span, endTime: span.endTime ?? clockOut }));
        if (input.breaks && !clockOut) {
          assertNotFuture(
            breaks.map((span) => span.endTime),
            now,
            'breaks',
          );
        }
        assertBreaksFit(breaks, clockIn, clockOut ?? now);

        await guard.assertChangeable(
          session.userId,
          [
            { start: session.clockInTime, end: session.clockOutTime ?? now },
            { start: clockIn, end: clockOut ?? now },
          ],
          tx,
        );
        await timeClock.assertNoOverlap(
          session.userId,
          { start: clockIn, end: clockOut, exceptId: id },
          tx,
        );

        const notes = input.notes === undefined ? session.notes : input.notes;
        const before = snapshotOf(session, storedBreaks);
        const after = snapshotOf({ clockInTime: clockIn, clockOutTime: clockOut, notes }, breaks);
        // DESIGN.md §5: the session sent back as GET answered it changes nothing: it is not marked
        // corrected and gets no 'edited' entry (its open requests are still resolved below).
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await repository.updateSession(
            id,
            { ...(await correctedColumns(clockIn, clockOut, breaks, now, tx)), notes },
            tx,
          );
          await repository.replaceBreaks(id, breaks, tx);
          await recordChange(
            id,
            user,
            { kind: 'edited', before, after, reason: input.reason },
            now,
            tx,
          );
        }
        const resolved = await repository.resolveRequests(id, user.id, now, tx);
        if (resolved.length > 0) {
          await recordChange(
            id,
            user,
            { kind: 'correction-resolved', reason: input.reason },
            now,
            tx,
          );
        }
        return answer(id, tx);
      });
    },

    /** POST /api/time-sessions: a missed session, added afterwards ('manual'). */
    async create(user: SessionUser, input: CreateInput): Promise<TimeSession> {
      if (!canCorrectTimeSession(user)) throw forbidden(OWN_PUNCHES_MESSAGE);
      const now = clock.now();
      const owner = await repository.findUser(input.userId);
      if (!owner) throw badRequestAt('userId', 'No such user');
      // Anyone who can clock in (every active user) can have a missed session added.
      if (owner.status !== 'active') throw badRequestAt('userId', 'The user must be active');
      assertMayCorrect(user, owner);
      const clockIn = new Date(input.clockInTime);
      const clockOut = new Date(input.clockOutTime);
      if (clockOut.getTime() <= clockIn.getTime()) {
        throw badRequestAt('clockOutTime', CLOCK_OUT_BEFORE_IN_MESSAGE);
      }
      assertNotFuture([clockIn], now, 'clockInTime');
      assertNotFuture([clockOut], now, 'clockOutTime');
      if (input.ticketId !== null) {
        const ticket = await repository.ticketAssignee(input.ticketId);
        if (ticket?.assignedTo !== input.userId) {
          throw badRequestAt('ticketId', 'The ticket must be one assigned to this person');
        }
      }
      const breaks: StoredBreak[] = input.breaks.map((span) => ({
        startTime: new Date(span.startTime),
        endTime: new Date(span.endTime),
      }));
      assertBreaksFit(breaks, clockIn, clockOut);

      return db.transaction(async (tx) => {
        await timeClock.assertNoOverlap(input.userId, { start: clockIn, end: clockOut }, tx);
        await guard.assertChangeable(input.userId, [{ start: clockIn, end: clockOut }], tx);
        const id = await repository.insertSession(
          {
            userId: input.userId,
            ticketId: input.ticketId,
            ...(await correctedColumns(clockIn, clockOut, breaks, now, tx)),
            notes: input.notes,
          },
          tx,
        );
        await repository.replaceBreaks(id, breaks, tx);
        await recordChange(
          id,
          user,
          {
            kind: 'created',
            before: null,
            after: snapshotOf(
              { clockInTime: clockIn, clockOutTime: clockOut, notes: input.notes },
              breaks,
            ),
            reason: input.reason,
          },
          now,
          tx,
        );
        return answer(id, tx);
      });
    },

    /**
     * GET /api/time-sessions/{id}/history: admins, the manager of the owner's home store and the
     * owner; to anyone else the session does not exist (404, nothing leaks).
     */
    async history(user: SessionUser, id: string): Promise<TimeSessionChange[]> {
      const session = await repository.findSession(id);
      if (!session) throw notFound('Time session', id);
      const owner = await repository.findUser(session.userId);
      if (!canReadTimeSessionHistory(user, session, owner)) throw notFound('Time session', id);
      const rows = await repository.history(id);
      return rows.map((row) => ({
        id: row.id,
        sessionId: row.sessionId,
        kind: row.kind,
        actor:
          row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? 'Unknown user' },
        before: row.before as SessionSnapshot | null,
        after: row.after as SessionSnapshot | null,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * POST /api/time-sessions/{id}/correction-requests: the owner asks; the admins and the managers
     * of their home store are told. Refused inside a locked pay period (nobody could act on it).
     */
    async requestCorrection(
      user: SessionUser,
      id: string,
      input: { note: string },
    ): Promise<CorrectionRequest> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const session = await repository.findSession(id, tx);
        if (!session) throw notFound('Time session', id);
        if (session.userId !== user.id) throw forbidden(CORRECTION_OWNER_MESSAGE);
        await sessions.lockSessionsOf(user.id, tx);
        await guard.assertNotLocked(
          [{ start: session.clockInTime, end: session.clockOutTime ?? now }],
          tx,
        );
        const request = await repository.insertRequest(
          { sessionId: id, requestedBy: user.id, note: input.note, createdAt: now },
          tx,
        );
        await recordChange(id, user, { kind: 'correction-requested', reason: input.note }, now, tx);
        const owner = await repository.findUser(user.id, tx);
        const managers = owner?.homeLocationId
          ? await repository.storeManagerIds(owner.homeLocationId, tx)
          : [];
        const recipients = [...new Set([...(await notifications.adminIds(tx)), ...managers])];
        const day = dayOf(session.clockInTime, timeZone);
        const shown = format(new TZDate(session.clockInTime.getTime(), timeZone), 'MMM d, yyyy');
        await notifications.notify(
          recipients.map((recipient) => ({
            userId: recipient,
            kind: 'time.correction_requested' as const,
            text: `${user.name} asked for a correction of their time on ${shown}`,
            link: `/timesheets?userId=${user.id}&weekStart=${sundayOf(day)}`,
            actorId: user.id,
            dedupeKey: `time-correction:${request.id}`,
          })),
          tx,
        );
        return {
          id: request.id,
          sessionId: id,
          requestedBy: { id: user.id, name: user.name },
          note: input.note,
          status: request.status,
          createdAt: request.createdAt.toISOString(),
        };
      });
    },
  };
}

export type TimeSessionCorrectionsService = ReturnType<typeof createTimeSessionCorrectionsService>;
