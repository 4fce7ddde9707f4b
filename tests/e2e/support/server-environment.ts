import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureWebBuild } from '../../../scripts/web-build.ts';
import { copyDatabaseTemplate } from './database-template.ts';

/**
 * What every journey server (start-e2e-server.ts, start-clock-server.ts, start-mail-server.ts) does
 * before it starts the app: builds the web client if stale, and points the configuration at a fresh
 * temporary data dir (named from `dataDirPrefix`) on 127.0.0.1:`port`, on the embedded database,
 * which starts as a copy of the migrated template (database-template.ts). The data dir goes when
 * the server exits: each run left its servers' 45 MB apiece in the temporary directory.
 */
export async function prepareServerEnvironment(dataDirPrefix: string, port: string): Promise<void> {
  await ensureWebBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  process.on('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  await copyDatabaseTemplate(dataDir);
  process.env.DATA_DIR = dataDir;
  process.env.PORT = port;
  process.env.HOST = '127.0.0.1';
  process.env.LOG_LEVEL = 'warn';
  delete process.env.DATABASE_URL;
}
