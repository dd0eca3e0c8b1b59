import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './create-smtp-mailer.ts';

describe('createSmtpMailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message to the SMTP server with sender, recipient, subject and both bodies', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'VenueScout <no-reply@venuescout.test>');
    await mailer.send({
      to: 'reader@example.com',
      subject: 'Confirm your VenueScout account',
      text: 'Plain body https://app.example/confirm',
      html: '<p>HTML body</p>',
    });
    await mailer.close();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@venuescout.test');
    expect(message?.to).toEqual(['reader@example.com']);
    expect(message?.data).toContain('Subject: Confirm your VenueScout account');
    expect(message?.data).toContain('Plain body https://app.example/confirm');
    expect(message?.data).toContain('<p>HTML body</p>');
  });
});
