import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; the app has one only when SMTP_URL and MAIL_FROM are set (decision 016). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
