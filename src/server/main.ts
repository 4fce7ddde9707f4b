import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { seedDemoData, DEMO_PASSWORD } from './db/demo-data.ts';
import { seedInitialData } from './db/seed.ts';

// The only file with side effects (architecture §3): read config, open and migrate the database,
// seed a first start, serve, and shut down cleanly on SIGTERM / SIGINT.
const isDemo = process.argv.includes('--demo');
const config = loadConfig({ demo: isDemo });
const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

const database = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await database.migrate();
const seeded = await seedInitialData(database.db, {
  adminUsername: config.adminUsername,
  adminPassword: isDemo ? DEMO_PASSWORD : config.adminPassword,
});

const app = await buildApp({
  config,
  database,
  webRoot: existsSync(webRoot) ? webRoot : undefined,
  schedulerMs: config.schedulerIntervalMs,
});

if (seeded.generatedAdminPassword) {
  // Printed once, on the first start only; it is not stored anywhere in clear.
  app.log.warn('First start: created the admin account.');
  process.stdout.write(
    `\n  First admin created.\n  Username: ${config.adminUsername}\n  Password: ${seeded.generatedAdminPassword}\n  (shown only this once; set ADMIN_PASSWORD to choose it)\n\n`,
  );
}
if (isDemo) {
  const created = await seedDemoData(database.db);
  process.stdout.write(
    `\n  Demo chain ${created ? 'created' : 'ready'} in ${config.dataDir}\n  Sign in as admin, manager or tech with password: ${DEMO_PASSWORD}\n\n`,
  );
}

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  try {
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
process.stdout.write(`\n  Serving on http://${config.host}:${String(config.port)}\n\n`);
