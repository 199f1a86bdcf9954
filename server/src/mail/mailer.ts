import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One e-mail, in plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: through SMTP when configured, else into the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Outside production the outbox's links are logged too; in production a link is a secret (a reset token). */
  nodeEnv: string;
}

/**
 * The one way Brightday sends e-mail. With SMTP_URL it speaks SMTP (nodemailer). Without it, each
 * message is written to DATA_DIR/outbox as an .eml file and, outside production, its links are logged, so a
 * newcomer can follow a password-reset link with no mail server at all. Security: in production the log
 * names only the file; a reset link in a log would let anyone who reads the logs take the account.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.mailFrom, ...message });
      },
    };
  }

  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug(message.to)}.eml`);
      await writeFile(file, info.message as Buffer);
      if (options.nodeEnv === 'production') {
        options.log.info({ subject: message.subject, file }, 'e-mail written to the outbox');
        return;
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: message.to, subject: message.subject, file, links },
        'e-mail written to the outbox',
      );
    },
  };
}

function slug(address: string): string {
  return address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);
}
