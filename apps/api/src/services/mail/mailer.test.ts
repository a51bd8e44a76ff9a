import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createMailer } from './mailer.ts';

const log = createLogger('silent');
const message = {
  to: ['penerima@contoh.co.id'],
  subject: 'Kode masuk Anda',
  text: 'Kode Anda: 123456',
  html: '<p>Kode Anda: <b>123456</b></p>',
  attachments: [{ filename: 'faktur.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
};

describe('the mailer', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vd-outbox-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as JSON to the outbox without SMTP', async () => {
    const mailer = createMailer({ from: 'Validasi <a@b.id>', outboxDir: dir, log });
    await mailer.send(message);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const written = JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'));
    expect(written).toMatchObject({
      to: ['penerima@contoh.co.id'],
      subject: 'Kode masuk Anda',
      text: 'Kode Anda: 123456',
      html: '<p>Kode Anda: <b>123456</b></p>',
      created_at: expect.any(String),
    });
    expect(Buffer.from(written.attachments[0].content_base64, 'base64').toString()).toBe('%PDF-1.7');
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@b.id', outboxDir: dir, log });
    await mailer.send(message);
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Kode masuk Anda');
    expect(received[0]).toMatch(/filename="?faktur\.pdf/);
    expect(received[0]).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });
});
