/**
 * Outgoing mail through nodemailer: SMTP when MAIL settings give an SMTP URL, otherwise a
 * local outbox (nodemailer's JSON transport), each message appended as one JSON line to
 * the outbox file that a developer or a browser test reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSettings } from './config';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** Epoch ms. */
  at: number;
}

export interface Mailer {
  send(to: string, subject: string, text: string): Promise<void>;
  /** The outbox's messages of this process (empty when sending over SMTP). */
  readonly sent: readonly OutboxMessage[];
}

export function createMailer(settings: MailSettings, now: () => number): Mailer {
  const sent: OutboxMessage[] = [];
  const transport: Transporter = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  if (!settings.smtpUrl && settings.outboxFile) fs.mkdirSync(path.dirname(settings.outboxFile), { recursive: true });
  return {
    sent,
    async send(to, subject, text) {
      await transport.sendMail({ from: settings.from, to, subject, text });
      if (settings.smtpUrl) return;
      const message = { to, subject, text, at: now() };
      sent.push(message);
      if (settings.outboxFile) await fs.promises.appendFile(settings.outboxFile, JSON.stringify(message) + '\n');
    },
  };
}

/** The outbox file's messages, oldest first. */
export function readOutbox(file: string): OutboxMessage[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
}
