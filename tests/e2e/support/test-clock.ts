import { renameSync, writeFileSync } from 'node:fs';

// The clock of a worker's clock server (start-clock-server.ts): a file holding the instant the
// server's clock was set to and when, so the server's time flows on from there.

export interface ClockSetting {
  at: string;
  setAt: number;
}

/** Moves the time of the clock server reading `clockFile` to `at`; it runs on from there. */
export function setServerTime(clockFile: string, at: Date): void {
  // Written whole, then renamed: the server reads the file at every request, and a half-written
  // file read as "no setting" put its clock back to today for that request (a session last seen on
  // the set day then looked idle for weeks and was ended).
  const partial = `${clockFile}.partial`;
  writeFileSync(partial, JSON.stringify({ at: at.toISOString(), setAt: Date.now() }));
  renameSync(partial, clockFile);
}
