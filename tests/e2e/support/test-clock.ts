import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The clock of the second journey server (start-clock-server.ts): a file holding the instant the
// server's clock was set to and when, so the server's time flows on from there.

export interface ClockSetting {
  at: string;
  setAt: number;
}

export const CLOCK_PORT = Number(
  process.env.E2E_CLOCK_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1,
);
export const CLOCK_BASE_URL = `http://127.0.0.1:${String(CLOCK_PORT)}`;
export const CLOCK_FILE =
  process.env.E2E_CLOCK_FILE ??
  path.join(os.tmpdir(), `fixflow-e2e-clock-${String(CLOCK_PORT)}.json`);

/** Moves the clock server's time to `at`; it runs on from there. */
export function setServerTime(at: Date): void {
  writeFileSync(CLOCK_FILE, JSON.stringify({ at: at.toISOString(), setAt: Date.now() }));
}
