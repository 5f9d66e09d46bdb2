import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../testing/test-app';
import { linkIn, solvedToken, startAuthTestApp } from '../auth/testing/auth-test-kit';
import { MailCatcher } from './mail-catcher';
import { MailOutbox } from './mail-outbox';
import type { CaughtMail } from './mail-catcher';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function arrived(outside: MailCatcher, to: string): Promise<CaughtMail> {
  for (let i = 0; i < 100; i++) {
    const found = outside.list().find((mail) => mail.to === to);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

// With SMTP_URL set, mail leaves through that server (here a real SMTP server started by the
// test), and the development mailbox does not exist.
describe('mail over SMTP_URL', () => {
  const outside = new MailCatcher();
  let t: TestApp;
  beforeAll(async () => {
    const port = await outside.start();
    t = await startAuthTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, BRAND_NAME: 'Acme' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await outside.stop();
  });

  it('sends an HTML and text mail in the asker’s language, with the product name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'accept-language': 'tr' },
      payload: { email: 'smtp@example.com', token: await solvedToken(t.app) },
    });
    expect(res.statusCode).toBe(200);
    const mail = await arrived(outside, 'smtp@example.com');
    expect(mail.subject).toContain('Acme');
    expect(mail.text).toContain('bir saat');
    const link = linkIn(mail);
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(link.pathname).toBe('/auth/confirm');
  });

  it('has no development mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });
});

describe('mail server unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      LOG_LEVEL: 'silent',
    });
  }, 60_000);
  afterAll(() => t.close());

  // Mail goes out after the reply (the reply must not tell a known address from an unknown one),
  // so a dead mail server is the log's to report; the caller's answer and the API stay as usual.
  it('answers as usual, and the API goes on answering', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'nomail@example.com', token: await solvedToken(t.app) },
    });
    expect(res.statusCode).toBe(200);
    await t.app.get(MailOutbox).drained();
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
