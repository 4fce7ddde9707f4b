import type { AddressInfo } from 'node:net';

import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for tests (decision 032: never a mocked transport): it keeps what it accepts,
// can refuse chosen recipients permanently, and can hold a mail's acceptance until released, so
// a test can stop the app while a delivery is in flight.

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Recipients answered "550 mailbox unavailable". */
  refuse: Set<string>;
  /** Holds the next mail's DATA acceptance; resolves when that mail has arrived. */
  holdNext(): { arrived: Promise<void>; release: () => void };
  reset(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const refuse = new Set<string>();
  let hold: { arrived: () => void; released: Promise<void> } | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const held = hold;
      hold = undefined;
      simpleParser(stream)
        .then(async (mail) => {
          if (held) {
            held.arrived();
            await held.released;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    refuse,
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { arrived: arrivedPromise, release };
    },
    reset() {
      received.length = 0;
      refuse.clear();
      hold = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        smtp.close(() => {
          resolve();
        });
      }),
  };
}
