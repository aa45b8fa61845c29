import { Logger } from '@nestjs/common';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config/app-config';

/** One message as the outbox hands it to a transport. */
export interface OutgoingMessage {
  id: string;
  from: string;
  to: string;
  raw: string;
}

/**
 * Sends a stored message. `onHandedOver` is called once the server has read the whole message,
 * so a failure after it is known to be possibly delivered (see smtp-failure.ts).
 */
export interface MailTransport {
  readonly description: string;
  /** How many messages it sends at once (its connections); the outbox keeps that many going. */
  readonly atOnce: number;
  send(message: OutgoingMessage, onHandedOver: () => void): Promise<void>;
  close(): void;
}

/** The envelope sender: the bare address inside MAIL_FROM. */
export function envelopeAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * SMTP through a pool of `connections` (MAIL_SMTP_CONNECTIONS), each sending one message at a time
 * (SMTP_URL: smtp:// with STARTTLS when offered, smtps:// for TLS from the start; user and
 * password in the URL, percent-encoded).
 */
export function smtpTransport(smtpUrl: string, connections: number): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const transport = createTransport({
    pool: true,
    maxConnections: connections,
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${url.protocol}//${url.host}`,
    atOnce: connections,
    async send(message, onHandedOver) {
      const raw = Readable.from([message.raw]);
      raw.on('end', onHandedOver);
      await transport.sendMail({
        envelope: { from: envelopeAddress(message.from), to: [message.to] },
        raw,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * The embedded default: each message becomes `<outbox id>.eml` under DATA_DIR/mail (written
 * again, not twice, if it is retried), and its links are logged for a developer to click. The
 * file appears whole: it is written under a hidden `.partial` name, then renamed, so a mail
 * client or a test watching the folder never reads half a message.
 */
export function fileTransport(outboxDir: string): MailTransport {
  const logger = new Logger('Mail');
  return {
    description: `files in ${outboxDir}`,
    atOnce: 1,
    async send(message, onHandedOver) {
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${message.id}.eml`);
      const partial = join(outboxDir, `.${message.id}.eml.partial`);
      try {
        await writeFile(partial, message.raw);
        await rename(partial, file);
      } catch (err) {
        // The outbox retries the message under the same names; a process that dies mid-write
        // leaves its partial file to that retry.
        await rm(partial, { force: true });
        throw err;
      }
      onHandedOver();
      const links = [...new Set(message.raw.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];
      logger.log(`Mail to ${message.to} written to ${file}; links: ${links.join(' ')}`);
    },
    close: () => undefined,
  };
}

export function mailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.smtpConnections)
    : fileTransport(config.outboxDir);
}
