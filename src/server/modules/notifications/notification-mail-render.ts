import type { Language } from '#contract/languages.ts';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '#contract/schemas/notification.ts';

import type { MailMessage } from '../../integrations/mailer.ts';
import { translateMessage } from '../../lib/translate-message.ts';

// What a notification e-mail looks like (decision 032): a plain-text part and an HTML part with the
// same content, a link to the ticket on PUBLIC_ORIGIN, and an unsubscribe link per kind. Every
// value that came from users (ticket titles, names, comment text) is escaped in the HTML part, so
// markup in a ticket title shows as text.

/** One notification as a mail tells of it. */
export interface MailedNotification {
  id: string;
  kind: NotificationKind;
  text: string;
  /** App path, e.g. `/tickets/<id>`. */
  link: string;
}

interface MailContext {
  to: string;
  /** The public address of the app, without a trailing slash. */
  origin: string;
  /** The recipient's unsubscribe token (notification_settings.unsubscribe_token). */
  unsubscribeToken: string;
  /** Issue 40: the recipient's language (English when absent). */
  language?: Language;
}

const BRAND = 'FixFlow';
const SUBJECT_MAX = 160;

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A subject is one line: no header injection, and long ticket titles are cut. */
function subjectLine(text: string): string {
  const line = `[${BRAND}] ${text.replace(/[\r\n]+/g, ' ').trim()}`;
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
}

/** The web page a person opens from the e-mail's footer. */
function unsubscribePageUrl(context: MailContext, kind: NotificationKind): string {
  const query = new URLSearchParams({ token: context.unsubscribeToken, kind });
  return `${context.origin}/unsubscribe?${query.toString()}`;
}

/** The URL of the List-Unsubscribe header: mail providers POST to it (RFC 8058 one-click). */
function oneClickUnsubscribeUrl(context: MailContext, kind: NotificationKind): string {
  const query = new URLSearchParams({ token: context.unsubscribeToken, kind });
  return `${context.origin}/api/notifications/unsubscribe?${query.toString()}`;
}

/** Stable per notification, so a copy sent again after a crash is recognisably the same mail. */
function notificationMessageId(notificationId: string, origin: string): string {
  return `<notification.${notificationId}@${new URL(origin).hostname}>`;
}

/** The mail's HTML page, marked with its language so a screen reader voices it right. */
function htmlDocument(title: string, body: string, language: Language): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold;color:#4b5563">${BRAND}</p>`,
    body,
    '</div></body></html>',
  ].join('');
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(label)}</a></p>`;
}

function footer(links: { href: string; label: string }[]): string {
  const items = links
    .map(
      (link) =>
        `<a href="${escapeHtml(link.href)}" style="color:#6b7280">${escapeHtml(link.label)}</a>`,
    )
    .join(' · ');
  return `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${items}</p>`;
}

function openLabel(notification: MailedNotification, language: Language): string {
  return translateMessage(
    notification.link.startsWith('/tickets/') ? 'Open the ticket' : `Open ${BRAND}`,
    language,
  );
}

/** One notification, one mail (the payload of a `notification.mail` job). */
export function renderNotificationMail(
  notification: MailedNotification,
  context: MailContext,
): MailMessage {
  const url = `${context.origin}${notification.link}`;
  const unsubscribe = unsubscribePageUrl(context, notification.kind);
  // Issue 40: the mail is written in the recipient's language; English is the key and the fallback.
  const language = context.language ?? 'en';
  const tr = (english: string) => translateMessage(english, language);
  const label = tr(NOTIFICATION_KIND_LABELS[notification.kind]);
  const text = tr(notification.text);
  const subject = subjectLine(text);
  const why = tr(`You get this e-mail for "${label}" in your ${BRAND} notification settings.`);
  const unsubscribeLabel = tr('Unsubscribe from these e-mails');
  return {
    to: context.to,
    subject,
    text: [
      text,
      '',
      `${openLabel(notification, language)}: ${url}`,
      '',
      '--',
      why,
      `${unsubscribeLabel}: ${unsubscribe}`,
    ].join('\n'),
    html: htmlDocument(
      subject,
      [
        `<p style="margin:0;font-size:16px">${escapeHtml(text)}</p>`,
        button(url, openLabel(notification, language)),
        `<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(why)}</p>`,
        footer([{ href: unsubscribe, label: unsubscribeLabel }]),
      ].join(''),
      language,
    ),
    messageId: notificationMessageId(notification.id, context.origin),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(context, notification.kind)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The daily digest: what happened since the last one, newest first, each a line and a link.
 * The footer offers an unsubscribe link for each kind it lists; there is no List-Unsubscribe
 * header, because one click cannot say which of the kinds to stop.
 */
export function renderDigestMail(
  items: MailedNotification[],
  context: MailContext & { day: string; userId: string },
): MailMessage {
  // Issue 40: the digest's frame and each line in the recipient's language, like single mails.
  const language = context.language ?? 'en';
  const tr = (english: string) => translateMessage(english, language);
  const count = items.length;
  const subject = `[${BRAND}] ${tr(
    count === 1
      ? 'Your daily summary: 1 notification'
      : `Your daily summary: ${String(count)} notifications`,
  )}`;
  const heading = tr(`What happened in ${BRAND}:`);
  const lines = items.map((item) => ({ ...item, text: tr(item.text) }));
  const kinds = [...new Set(items.map((item) => item.kind))];
  const unsubscribes = kinds.map((kind) => ({
    href: unsubscribePageUrl(context, kind),
    label: tr(`Unsubscribe from e-mails about ${tr(NOTIFICATION_KIND_LABELS[kind])}`),
  }));
  return {
    to: context.to,
    subject,
    text: [
      heading,
      '',
      ...lines.flatMap((item) => [`- ${item.text}`, `  ${context.origin}${item.link}`]),
      '',
      '--',
      ...unsubscribes.map((link) => `${link.label}: ${link.href}`),
    ].join('\n'),
    html: htmlDocument(
      subject,
      [
        `<p style="margin:0 0 12px;font-size:16px">${escapeHtml(heading)}</p>`,
        '<ul style="padding-left:20px;margin:0">',
        ...lines.map(
          (item) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(`${context.origin}${item.link}`)}" style="color:#2563eb">${escapeHtml(item.text)}</a></li>`,
        ),
        '</ul>',
        footer(unsubscribes),
      ].join(''),
      language,
    ),
    messageId: `<digest.${context.userId}.${context.day}@${new URL(context.origin).hostname}>`,
  };
}
