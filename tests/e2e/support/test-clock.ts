import { writeFileSync } from 'node:fs';

// The clock of a worker's clock server (start-clock-server.ts): a file holding the instant the
// server's clock was set to and when, so the server's time flows on from there.

export interface ClockSetting {
  at: string;
  setAt: number;
}

/** Moves the time of the clock server reading `clockFile` to `at`; it runs on from there. */
export function setServerTime(clockFile: string, at: Date): void {
  writeFileSync(clockFile, JSON.stringify({ at: at.toISOString(), setAt: Date.now() }));
}
