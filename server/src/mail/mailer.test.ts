import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../tests/kit/server/outbox';
import { resetLinkEmail } from './account-emails';
import { createMailer } from './mailer';

const logged: unknown[] = [];
const log = { info: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger;

describe('without SMTP_URL', () => {
  it('writes each message to the outbox as an .eml file and logs its links', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-mail-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Brightday <hello@brightday.app>',
      dataDir,
      log,
      nodeEnv: 'development',
    });
    await mailer.send(resetLinkEmail('ana@example.com', 'Ana', 'http://localhost:3000/reset-password/abc'));
    const [message] = outboxMessages(dataDir);
    expect(message).toContain('To: ana@example.com');
    expect(message).toContain('From: Brightday <hello@brightday.app>');
    expect(message).toContain('Subject: Reset your Brightday password');
    expect(logged).toContainEqual(
      expect.objectContaining({ links: ['http://localhost:3000/reset-password/abc'] }),
    );
  });
});

describe('without SMTP_URL in production', () => {
  it('never writes a reset link (its token) to the log, only where the message was written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-mail-'));
    const entries: unknown[] = [];
    const productionLog = { info: (entry: unknown) => entries.push(entry) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Brightday <hello@brightday.app>',
      dataDir,
      log: productionLog,
      nodeEnv: 'production',
    });
    await mailer.send(
      resetLinkEmail('ana@example.com', 'Ana', 'https://brightday.app/reset-password/s3cret'),
    );
    expect(outboxMessages(dataDir)).toHaveLength(1);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('s3cret');
    expect(String((entries[0] as { file?: unknown }).file)).toContain('outbox');
  });
});

describe('with SMTP_URL', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (auth, _session, callback) =>
        auth.username === 'brightday' && auth.password === 'secret'
          ? callback(null, { user: auth.username })
          : callback(new Error('bad credentials')),
      onData: (stream, session, callback) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through the SMTP server, authenticating with the credentials in the URL', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://brightday:secret@127.0.0.1:${port}`,
      mailFrom: 'Brightday <hello@brightday.app>',
      dataDir: mkdtempSync(join(tmpdir(), 'bd-mail-')),
      log,
      nodeEnv: 'production',
    });
    await mailer.send(
      resetLinkEmail('ana@example.com', 'Ana', 'https://brightday.example/reset-password/xyz'),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hello@brightday.app', to: ['ana@example.com'] });
    expect(received[0]?.data).toContain('https://brightday.example/reset-password/xyz');
  });
});
