import { readFileSync, rmSync } from 'node:fs';

import type { Clock } from '../../../src/server/integrations/clock.ts';
import { startEmptyChainServer } from './empty-chain-server.ts';
import { prepareServerEnvironment } from './server-environment.ts';
import type { ClockSetting } from './test-clock.ts';

// A second journey server for what needs days to pass (decision 035: a week must end before it is paid):
// the built web client on an empty chain (only the admin, password 'demo-password'), whose clock a
// journey moves by writing the clock file E2E_CLOCK_FILE (./test-clock.ts). Started by a worker's
// clockServer fixture on the port it gives (E2E_SERVER_PORT). Time flows from the set instant, so
// sessions still last as long as the journey takes. Test support only: the app takes its clock as a
// dependency (architecture §3 rule 5), and nothing here is part of the product.

const CLOCK_FILE = process.env.E2E_CLOCK_FILE ?? '';
if (!CLOCK_FILE) throw new Error('E2E_CLOCK_FILE is not set');

function readSetting(): ClockSetting | undefined {
  try {
    return JSON.parse(readFileSync(CLOCK_FILE, 'utf8')) as ClockSetting;
  } catch {
    return undefined;
  }
}

const clock: Clock = {
  now() {
    const setting = readSetting();
    if (!setting) return new Date();
    return new Date(Date.parse(setting.at) + (Date.now() - setting.setAt));
  },
};

// A clock file left by an earlier run must not start this server in its past.
rmSync(CLOCK_FILE, { force: true });
await prepareServerEnvironment('fixflow-e2e-clock-', process.env.E2E_SERVER_PORT ?? '4174');

await startEmptyChainServer({ clock });
