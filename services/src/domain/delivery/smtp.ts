import { readFileSync } from 'node:fs';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Env } from '../../env.js';
import { DeliveryFailure, type MessageTransport, type OutgoingMessage } from './transport.js';

/** The SMTP settings of the configuration, or undefined when none is given (messages then stay queued). */
export function smtpOptions(env: Env): SMTPTransport.Options | undefined {
  let host = env.SMTP_HOST;
  let port = env.SMTP_PORT;
  let secure = env.SMTP_SECURE === undefined ? undefined : env.SMTP_SECURE === 'on';
  let user = env.SMTP_USER;
  let pass = env.SMTP_PASSWORD;
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
      throw new Error('Invalid configuration:\n  SMTP_URL: must start with smtp:// or smtps://');
    host = url.hostname;
    secure ??= url.protocol === 'smtps:';
    port = url.port ? Number(url.port) : (port ?? (secure ? 465 : 587));
    if (url.username) user = decodeURIComponent(url.username);
    if (url.password) pass = decodeURIComponent(url.password);
  }
  if (!host) return undefined;
  port ??= secure ? 465 : 587;
  secure ??= port === 465;
  return {
    host,
    port,
    secure,
    requireTLS: env.SMTP_REQUIRE_TLS === 'on',
    ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
    // A code must not wait on a dead server: fail fast and retry with back-off instead.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY_FILE
      ? {
          dkim: {
            domainName: env.DKIM_DOMAIN,
            keySelector: env.DKIM_SELECTOR,
            privateKey: readFileSync(env.DKIM_PRIVATE_KEY_FILE, 'utf8'),
          },
        }
      : {}),
  };
}

/** E-mail through the configured SMTP server (nodemailer): a plain-text and an HTML part, the school's sender name and reply-to. */
export function smtpTransport(env: Env): MessageTransport | undefined {
  const options = smtpOptions(env);
  if (!options) return undefined;
  // nodemailer is loaded with the first message this process sends (platform/on-first-use.ts says why).
  const open = async () => (await import('nodemailer')).default.createTransport(options);
  let opened: ReturnType<typeof open> | undefined;
  const from = env.MAIL_FROM!;
  // The school's own reply-to first: replies reach its office, not the installation's.
  const replyTo = (m: OutgoingMessage) => m.replyTo ?? env.MAIL_REPLY_TO;
  return {
    channel: 'EMAIL',
    async send(m: OutgoingMessage) {
      try {
        const info = await (
          await (opened ??= open())
        ).sendMail({
          from: { name: m.senderName ?? 'aidverify', address: from },
          ...(replyTo(m) ? { replyTo: replyTo(m) } : {}),
          to: m.recipient,
          subject: m.subject,
          text: m.body,
          html: htmlOf(m.body),
          ...(m.kind === 'REMINDER' && m.unsubscribeUrl
            ? {
                list: { unsubscribe: { url: m.unsubscribeUrl, comment: 'Stop these reminders' } },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
        return { providerMessageId: info.messageId };
      } catch (err) {
        throw smtpFailure(err);
      }
    },
    close: () => void opened?.then((t) => t.close()),
  };
}

/** The server's own words when it answered (5xx permanent, 4xx temporary); otherwise the connection's failure. */
export function smtpFailure(err: unknown): DeliveryFailure {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  if (e.responseCode && e.response) return new DeliveryFailure(e.response, e.responseCode >= 500);
  return new DeliveryFailure(`${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}`, false);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML part: the template's text, paragraphs kept and links clickable (templates are plain text). */
export function htmlOf(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) =>
      escapeHtml(p.trim())
        .replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .filter(Boolean);
  return `<!doctype html><html><body style="font-family: sans-serif">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}
