import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (notifications); plain text alone otherwise. */
  html?: string;
  /**
   * A stable Message-ID, e.g. derived from the notification it tells of: if the outbox ever
   * sends a mail twice (a crash between the server's acceptance and marking the job done), the
   * copies carry the same id and mail clients and filters can recognise the duplicate.
   */
  messageId?: string;
  /** Extra headers such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends e-mail; the app has one only when SMTP_URL and MAIL_FROM are set (decision 016). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  // nodemailer is imported only when mail is configured: about 15 MB of resident memory a server
  // without SMTP_URL never needs (decision 018).
  const transport: Promise<Transporter> = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(options.url),
  );
  transport.catch(() => undefined);
  return {
    async send(message) {
      await (await transport).sendMail({ from: options.from, ...message });
    },
  };
}
