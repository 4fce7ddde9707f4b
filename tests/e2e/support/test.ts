import { test as base } from '@playwright/test';

import { journeyPort, journeyTempPath, startJourneyServer } from './journey-servers.ts';
import type { JourneyServer } from './journey-servers.ts';
import { setServerTime } from './test-clock.ts';
import { readMail } from './test-mail.ts';
import type { ReceivedMail } from './test-mail.ts';

// Decision 038: every journey imports `test` from here. Each Playwright worker has its own demo
// server (every page's baseURL), started once when the worker first needs it, so two workers
// never share a chain; the clock and mail servers are started only in a worker whose journeys use
// them.

/** Decision 035: an empty chain whose clock a journey moves (start-clock-server.ts). */
export interface ClockServer {
  baseURL: string;
  /** The server's time becomes `at` and flows on from there. */
  setTime(at: Date): void;
}

/** Decision 037: an empty chain whose mail goes to a real SMTP server (start-mail-server.ts). */
export interface MailServer {
  baseURL: string;
  /** Waits for the latest mail to `to` whose subject matches, as the SMTP server received it. */
  readMail(
    to: string,
    subjectPattern: RegExp,
    options?: { timeout?: number },
  ): Promise<ReceivedMail>;
}

interface WorkerFixtures {
  demoServer: JourneyServer;
  clockServer: ClockServer;
  mailServer: MailServer;
}

const WORKER = { scope: 'worker', timeout: 240_000 } as const;

export const test = base.extend<object, WorkerFixtures>({
  demoServer: [
    async ({}, use, workerInfo) => {
      const server = await startJourneyServer(
        'demo',
        journeyPort('demo', workerInfo.parallelIndex),
      );
      await use(server);
      await server.stop();
    },
    WORKER,
  ],
  baseURL: async ({ demoServer }, use) => {
    await use(demoServer.baseURL);
  },
  clockServer: [
    async ({}, use, workerInfo) => {
      const port = journeyPort('clock', workerInfo.parallelIndex);
      const clockFile = journeyTempPath('clock', port);
      // The journey's business days and CSV are written for UTC, whatever the machine's zone.
      const server = await startJourneyServer('clock', port, {
        E2E_CLOCK_FILE: clockFile,
        TZ: 'UTC',
      });
      await use({
        baseURL: server.baseURL,
        setTime: (at) => {
          setServerTime(clockFile, at);
        },
      });
      await server.stop();
    },
    WORKER,
  ],
  mailServer: [
    async ({}, use, workerInfo) => {
      const port = journeyPort('mail', workerInfo.parallelIndex);
      const mailDir = journeyTempPath('mail', port);
      const server = await startJourneyServer('mail', port, { E2E_MAIL_DIR: mailDir });
      await use({
        baseURL: server.baseURL,
        readMail: (to, subjectPattern, options) => readMail(mailDir, to, subjectPattern, options),
      });
      await server.stop();
    },
    WORKER,
  ],
});

export { expect } from '@playwright/test';
