/**
 * Sends email: through the SMTP server of SMTP_URL, or, outside production without one, by writing
 * each message to DATA_DIR/mail as an .eml file (any mail program opens it) and logging where, so a
 * newcomer can follow every flow that mails without setting up a server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../config.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, readable on a phone: the only body. */
  text: string;
  /** The recipient's language, for the message's Content-Language. */
  language: 'en' | 'hi';
  /** More header fields (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The message asks for an answer (a suspension's appeal): replies go to MAIL_REPLY_TO when set. */
  expectsReply?: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: { ...message.headers, 'Content-Language': message.language },
        ...(message.expectsReply && settings.replyTo ? { replyTo: settings.replyTo } : {}),
      });
      if (settings.smtpUrl) return;
      mkdirSync(settings.dropDir, { recursive: true });
      const file = path.join(settings.dropDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++written}.eml`);
      writeFileSync(file, (info as { message: Buffer }).message);
      logger.info({ file, subject: message.subject }, 'email written to a file (no SMTP_URL set)');
    },
  };
}
