/** The time source; tests hand in a fixed or adjustable clock (architecture §3 rule 5). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AdjustableClock extends Clock {
  set(iso: string): void;
  advance(milliseconds: number): void;
}

export function fixedClock(iso: string): AdjustableClock {
  let current = new Date(iso).getTime();
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next).getTime();
    },
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}
