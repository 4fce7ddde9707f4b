// Decision 030: one person's sessions never overlap, the demo chain's included. The demo writes
// each technician's ticket work and ordinary shifts; this lays them out so no minute is counted
// twice: ticket work is kept as it is (a later ticket session that would start inside an earlier
// one starts when that one ends), and a shift is cut around the ticket work that falls inside it.

export interface DemoSession {
  userId: string;
  ticketId: string | null;
  clockInTime: Date;
  clockOutTime: Date;
  notes: string | null;
}

type LaidOutSession = DemoSession & { durationMinutes: number };

const MINUTE = 60_000;

function withDuration(session: DemoSession): LaidOutSession {
  return {
    ...session,
    durationMinutes: Math.round(
      (session.clockOutTime.getTime() - session.clockInTime.getTime()) / MINUTE,
    ),
  };
}

function byClockIn(a: DemoSession, b: DemoSession): number {
  return a.clockInTime.getTime() - b.clockInTime.getTime();
}

/** The sessions, none of one person's sharing a minute, with durations of round(minutes). */
export function layOutDemoSessions(sessions: readonly DemoSession[]): LaidOutSession[] {
  const result: LaidOutSession[] = [];
  const userIds = [...new Set(sessions.map((session) => session.userId))];
  for (const userId of userIds) {
    const own = sessions.filter((session) => session.userId === userId);
    const work: DemoSession[] = [];
    for (const session of own.filter((candidate) => candidate.ticketId !== null).sort(byClockIn)) {
      const previous = work.at(-1);
      const start =
        previous && previous.clockOutTime > session.clockInTime
          ? previous.clockOutTime
          : session.clockInTime;
      if (session.clockOutTime.getTime() - start.getTime() >= MINUTE) {
        work.push({ ...session, clockInTime: start });
      }
    }
    const pieces: DemoSession[] = [...work];
    for (const shift of own.filter((candidate) => candidate.ticketId === null)) {
      let start = shift.clockInTime;
      for (const busy of [...pieces].sort(byClockIn)) {
        if (busy.clockOutTime <= start || busy.clockInTime >= shift.clockOutTime) continue;
        if (busy.clockInTime.getTime() - start.getTime() >= MINUTE) {
          pieces.push({ ...shift, clockInTime: start, clockOutTime: busy.clockInTime });
        }
        if (busy.clockOutTime > start) start = busy.clockOutTime;
      }
      if (shift.clockOutTime.getTime() - start.getTime() >= MINUTE) {
        pieces.push({ ...shift, clockInTime: start });
      }
    }
    result.push(...pieces.sort(byClockIn).map(withDuration));
  }
  return result;
}
