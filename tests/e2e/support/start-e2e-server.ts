import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureWebBuild } from '../../../scripts/web-build.ts';

// The journeys' server: the built web client, the demo chain (users admin, manager, tech, maria,
// sam; password 'demo-password') in a fresh temporary data dir, on the port a Playwright worker
// gave it (journey-servers.ts).
await ensureWebBuild();
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'fixflow-e2e-'));
process.env.PORT = process.env.E2E_SERVER_PORT ?? '4173';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
delete process.env.DATABASE_URL;
process.argv.push('--demo');
await import('../../../src/server/main.ts');
