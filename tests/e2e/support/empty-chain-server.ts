import { fileURLToPath } from 'node:url';

import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { createDatabase } from '../../../src/server/db/database.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/demo-data.ts';
import { seedInitialData } from '../../../src/server/db/seed.ts';
import type { Clock } from '../../../src/server/integrations/clock.ts';

// What the clock and mail journey servers (start-clock-server.ts, start-mail-server.ts) share once
// their environment is set: the built web client on an empty chain (only the admin, password
// 'demo-password'), listening on the configured port until SIGTERM. `beforeExit` runs after the
// app closes and must call `exit` when done. Test support only.
export async function startEmptyChainServer(
  options: {
    clock?: Clock;
    jobPollMs?: number;
    beforeExit?: (exit: () => void) => void;
  } = {},
): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
  await database.migrate();
  await seedInitialData(database.db, {
    adminUsername: config.adminUsername,
    adminPassword: DEMO_PASSWORD,
  });
  const webRoot = fileURLToPath(new URL('../../../dist/web', import.meta.url));
  const app = await buildApp({
    config,
    database,
    webRoot,
    clock: options.clock,
    schedulerMs: config.schedulerIntervalMs,
    jobPollMs: options.jobPollMs,
  });
  const exit = () => process.exit(0);
  process.on('SIGTERM', () => {
    void app.close().finally(() => {
      if (options.beforeExit) options.beforeExit(exit);
      else exit();
    });
  });
  await app.listen({ port: config.port, host: config.host });
}
