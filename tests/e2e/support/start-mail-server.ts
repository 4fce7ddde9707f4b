import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { ensureWebBuild } from '../../../scripts/web-build.ts';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { createDatabase } from '../../../src/server/db/database.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/demo-data.ts';
import { seedInitialData } from '../../../src/server/db/seed.ts';
import { MAIL_FROM, type ReceivedMail } from './test-mail.ts';

// A third journey server for what is told by e-mail (decision 037: the vendor works from the link in
// the dispatch mail): the built web client on an empty chain (only the admin, password
// 'demo-password'; the five default stores and eight categories), sending its mail through a real
// SMTP server started here. That server writes each mail it accepts into MAIL_DIR as JSON, which
// a journey reads with readMail (./test-mail.ts). The job queue is polled every 200 ms, so a mail
// is delivered a moment after the request that queued it commits. Started by a worker's
// mailServer fixture with its port (E2E_SERVER_PORT) and mail folder (E2E_MAIL_DIR). Test support
// only.

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';
if (!MAIL_DIR) throw new Error('E2E_MAIL_DIR is not set');
const MAIL_PORT = Number(process.env.E2E_SERVER_PORT ?? 4175);
const MAIL_BASE_URL = `http://127.0.0.1:${String(MAIL_PORT)}`;

// Mail left by an earlier run must not be read as this run's.
rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });
let received = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
          receivedAt: new Date().toISOString(),
        };
        received += 1;
        const name = `${String(Date.now()).padStart(15, '0')}-${String(received).padStart(6, '0')}`;
        // Written whole, then renamed: a reader never sees half a mail.
        const partial = path.join(MAIL_DIR, `${name}.partial`);
        writeFileSync(partial, JSON.stringify(mail, null, 2));
        renameSync(partial, path.join(MAIL_DIR, `${name}.json`));
        callback();
      })
      .catch(callback);
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

await ensureWebBuild();
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'fixflow-e2e-mail-data-'));
process.env.PORT = String(MAIL_PORT);
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
// Links in mail (the vendor portal's, notifications') point at this server.
process.env.PUBLIC_ORIGIN = MAIL_BASE_URL;
process.env.SMTP_URL = `smtp://127.0.0.1:${String(smtpPort)}`;
process.env.MAIL_FROM = MAIL_FROM;
delete process.env.DATABASE_URL;

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
  schedulerMs: config.schedulerIntervalMs,
  // The default 2 s poll would make every mail step of a journey wait; 200 ms keeps it prompt.
  jobPollMs: 200,
});
process.on('SIGTERM', () => {
  void app.close().finally(() => {
    smtp.close(() => process.exit(0));
  });
});
await app.listen({ port: config.port, host: config.host });
