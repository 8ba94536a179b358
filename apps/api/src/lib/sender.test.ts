import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { from, identity, lastMessage, registered } from '../modules/accounts/accounts.fixtures';
import { createTestApi, type TestApi } from '../test/harness';
import { createSender } from './sender';

/** A message as the fake SMTP server received it: the envelope, the login and the raw data. */
interface Received {
  from: string;
  to: string[];
  user: string;
  data: string;
}

const received: Received[] = [];
// A real SMTP exchange on loopback: EHLO, AUTH PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA.
const server = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'shop' && auth.password === 's3cret')
      return callback(null, { user: auth.username });
    return callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: String(session.user),
        data,
      });
      callback();
    });
  },
});

let api: TestApi;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  api = await createTestApi({
    sender: (db) =>
      createSender(db, {
        smtpUrl: `smtp://shop:s3cret@127.0.0.1:${port}`,
        mailFrom: 'Shop <no-reply@shop.test>',
      }),
  });
});
afterAll(async () => {
  await api?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the sender with SMTP_URL and MAIL_FROM', () => {
  it('delivers the password reset e-mail by SMTP and marks its outbox row sent', async () => {
    const { who } = await registered(api);
    const res = await api.send('POST', '/api/auth/forgot-password', {
      headers: from(who),
      body: { email: who.email },
    });
    expect(res.status).toBe(200);

    const mail = received.find((m) => m.to.includes(who.email));
    expect(mail).toMatchObject({ from: 'no-reply@shop.test', to: [who.email], user: 'shop' });
    expect(mail?.data).toMatch(/^Subject: Your password reset code$/m);
    const code = /reset code is (\d{6})/.exec(mail?.data ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const row = await lastMessage(api, who.email);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.body).toContain(code);

    // The code that came by SMTP is the one the shop accepts.
    const reset = await api.send('POST', '/api/auth/reset-password', {
      headers: from(who),
      body: { email: who.email, code, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
  });

  it('keeps SMS in the outbox only (no gateway), unsent', async () => {
    const who = identity();
    await registered(api, who);
    const sms = await lastMessage(api, who.phone);
    expect(sms).toMatchObject({ channel: 'sms', sentAt: null });
    expect(received.some((m) => m.to.includes(who.phone))).toBe(false);
  });
});
