import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

// The mail journey server (start-mail-server.ts, decision 037): the app on an empty chain whose
// SMTP_URL points to a real SMTP server started in the same process. Each mail that server accepts
// is written as one JSON file into its mail folder (E2E_MAIL_DIR), so a journey reads what a
// recipient would have received (readMail) without the app's own outbox or database being looked at.

/** The sender the mail server's app writes from (MAIL_FROM). */
export const MAIL_FROM = 'FixFlow <fixflow@example.com>';

/** One mail as the SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

/** Every mail received so far in a mail folder, oldest first. */
export function receivedMails(mailDir: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(mailDir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')) as ReceivedMail);
}

/**
 * Waits (polling, no sleeps) for the latest mail to `to` whose subject matches, as the SMTP server
 * received it, and answers it. Fails with a clear message when none arrives in time.
 */
export async function readMail(
  mailDir: string,
  to: string,
  subjectPattern: RegExp,
  options: { timeout?: number } = {},
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const find = () =>
    receivedMails(mailDir)
      .filter((mail) => mail.to.includes(address) && subjectPattern.test(mail.subject))
      .at(-1);
  await expect
    .poll(() => find()?.subject ?? null, {
      message: `a mail to ${to} with a subject matching ${String(subjectPattern)}`,
      timeout: options.timeout ?? 30_000,
    })
    .not.toBeNull();
  const mail = find();
  if (!mail) throw new Error(`the mail to ${to} disappeared`);
  return mail;
}

/** The first link in a mail's text that starts with `prefix` (e.g. `${baseURL}/vendor-portal/`). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s<>"')\\]]+`).exec(`${mail.text}\n${mail.html ?? ''}`);
  if (!match) throw new Error(`no link starting ${prefix} in the mail "${mail.subject}"`);
  return match[0];
}
