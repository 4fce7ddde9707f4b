import type { SessionUser } from '#contract/schemas/auth.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { conflict } from '../../lib/app-error.ts';
import type { TimeSettingsService } from '../settings/time-settings.service.ts';
import { breakMinutesOf, unpaidBreakMinutesOf } from './break-minutes.ts';
import { decidePunchTime } from './punch-time.ts';
import type { TimeBreaksRepository } from './time-breaks.repository.ts';
import type { TimeClockRepository } from './time-clock.repository.ts';

// Decision 035 §1: breaks of the caller's running session. Every write takes the person's session
// lock (the one clock-out, switch and corrections take), so a break cannot start in a session that
// is being closed; the partial unique index still backs "one open break" on its own.

const NOT_CLOCKED_IN_MESSAGE = 'You are not clocked in. Clock in to start a session.';
const ALREADY_ON_BREAK_MESSAGE = 'You are already on a break';
const NOT_ON_BREAK_MESSAGE = 'You are not on a break';

/** A punch's input: when it was tapped on the device (decision 036), absent for an online tap. */
export interface PunchCommand {
  tappedAt?: string | undefined;
}

export function tappedAtOf(input: PunchCommand): Date | undefined {
  return input.tappedAt === undefined ? undefined : new Date(input.tappedAt);
}

export function createTimeBreaksService(deps: {
  db: Database;
  repository: TimeBreaksRepository;
  sessions: Pick<TimeClockRepository, 'lockSessionsOf' | 'findOpenSession' | 'markPunch'>;
  timeSettings: Pick<TimeSettingsService, 'get'>;
  clock: Clock;
}) {
  const { db, repository, sessions, timeSettings, clock } = deps;

  /**
   * Writes the session's break_minutes and unpaid_break_minutes from all its breaks, with the
   * chain's paid/unpaid setting of this moment (a later change never rewrites them).
   */
  async function writeMinutes(sessionId: string, until: Date, tx: Executor): Promise<void> {
    const breakMinutes = breakMinutesOf(await repository.breaksOf(sessionId, tx), until);
    const { breaksPaid } = await timeSettings.get(tx);
    await repository.writeBreakMinutes(
      sessionId,
      { breakMinutes, unpaidBreakMinutes: unpaidBreakMinutesOf(breakMinutes, breaksPaid) },
      tx,
    );
  }

  async function runningSessionOf(userId: string, tx: Executor) {
    await sessions.lockSessionsOf(userId, tx);
    const running = await sessions.findOpenSession(userId, tx);
    if (!running) throw conflict('NOT_CLOCKED_IN', NOT_CLOCKED_IN_MESSAGE);
    return running;
  }

  /**
   * Decision 036 §5: the earliest instant a punch of the running session may be recorded at
   * (a clock-out, a break start): its clock-in, or the latest start or end of its breaks.
   */
  async function punchFloorOf(
    session: { id: string; clockInTime: string },
    tx: Executor,
  ): Promise<Date> {
    let floor = new Date(session.clockInTime);
    for (const span of await repository.breaksOf(session.id, tx)) {
      const last = span.endTime ?? span.startTime;
      if (last.getTime() > floor.getTime()) floor = last;
    }
    return floor;
  }

  return {
    punchFloorOf,

    /**
     * 'Start Break': opens a break on the caller's running session at the server's time, or at
     * its tap time (decision 036 §5).
     */
    async start(user: SessionUser, input: PunchCommand = {}): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const running = await runningSessionOf(user.id, tx);
        const runningStart = new Date(running.clockInTime);
        const punch = decidePunchTime({
          now,
          tappedAt: tappedAtOf(input),
          floor: await punchFloorOf(running, tx),
        });
        // A clock that went backwards must not start a break before the session began.
        const at = punch.at.getTime() < runningStart.getTime() ? runningStart : punch.at;
        const inserted = await repository.insertOpenBreak(running.id, at, tx);
        if (!inserted) throw conflict('ALREADY_ON_BREAK', ALREADY_ON_BREAK_MESSAGE);
        await sessions.markPunch(running.id, punch, tx);
      });
    },

    /**
     * 'End Break': ends the open break at the server's time, or at its tap time (decision 036 §5),
     * and writes the session's break minutes.
     */
    async end(user: SessionUser, input: PunchCommand = {}): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const running = await runningSessionOf(user.id, tx);
        const breakStart = await repository.openBreakStart(running.id, tx);
        if (!breakStart) throw conflict('NOT_ON_BREAK', NOT_ON_BREAK_MESSAGE);
        const punch = decidePunchTime({ now, tappedAt: tappedAtOf(input), floor: breakStart });
        const ended = await repository.endOpenBreaks([running.id], punch.at, tx);
        if (ended.length === 0) throw conflict('NOT_ON_BREAK', NOT_ON_BREAK_MESSAGE);
        await writeMinutes(running.id, punch.at, tx);
        await sessions.markPunch(running.id, punch, tx);
      });
    },

    /**
     * Sessions being closed at `at` (clock-out, switch, an automatic close): their open breaks end
     * at the same instant and their minutes are written, in the caller's transaction.
     */
    async closeBreaksOf(sessionIds: string[], at: Date, tx: Executor): Promise<void> {
      const ended = await repository.endOpenBreaks(sessionIds, at, tx);
      for (const sessionId of ended) await writeMinutes(sessionId, at, tx);
    },

    /**
     * A session closed at `at` whose open break the closing statement ended itself (clock-out and
     * switch, issue 37): writes its minutes, as closeBreaksOf does, in the caller's transaction.
     */
    async writeMinutesOf(sessionId: string, at: Date, tx: Executor): Promise<void> {
      await writeMinutes(sessionId, at, tx);
    },

    /** The open break's start on the session, null when not on a break. */
    async openBreakStart(sessionId: string): Promise<Date | null> {
      return repository.openBreakStart(sessionId);
    },
  };
}

export type TimeBreaksService = ReturnType<typeof createTimeBreaksService>;
