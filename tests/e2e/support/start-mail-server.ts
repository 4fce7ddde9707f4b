import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { startEmptyChainServer } from './empty-chain-server.ts';
import { prepareServerEnvironment } from './server-environment.ts';
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

await prepareServerEnvironment('fixflow-e2e-mail-data-', String(MAIL_PORT));
// Links in mail (the vendor portal's, notifications') point at this server.
process.env.PUBLIC_ORIGIN = MAIL_BASE_URL;
process.env.SMTP_URL = `smtp://127.0.0.1:${String(smtpPort)}`;
process.env.MAIL_FROM = MAIL_FROM;

await startEmptyChainServer({
  // The default 2 s poll would make every mail step of a journey wait; 200 ms keeps it prompt.
  jobPollMs: 200,
  beforeExit: (exit) => {
    smtp.close(exit);
  },
});
