import { latestMailTo, mailbox, signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';

const message = { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'CSV upload question' };

describe('the help contact form', () => {
  describe('with SUPPORT_EMAIL set', () => {
    let t: TestApp;
    let ada: Session;
    beforeAll(async () => {
      t = await startAuthTestApp({ SUPPORT_EMAIL: 'help@parley.example' });
      ada = await signUp(t.app, 'contact-form@example.com');
    }, 60_000);
    afterAll(() => t.close());

    it('mails the message to the support address, answerable by replying to the sender', async () => {
      const available = await t.app.inject({
        method: 'GET',
        url: '/api/v1/support/contact',
        headers: ada.headers,
      });
      expect(available.json()).toEqual({ data: { available: true } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/support/contact',
        headers: ada.headers,
        payload: { ...message, name: 'Ada\r\nBcc: x@evil.example' },
      });
      expect(res.json()).toEqual({ data: { sent: true } });
      const mail = await latestMailTo(t.app, 'help@parley.example');
      expect(mail.text).toContain('CSV upload question');
      expect(mail.text).toContain('ada@example.com');
      expect(mail.subject).toBe('Parley contact: Ada Bcc: x@evil.example');
    });

    it('refuses a message without a comment or a valid address', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/support/contact',
        headers: ada.headers,
        payload: { ...message, email: 'not-an-address', comment: ' ' },
      });
      expect(res.statusCode).toBe(400);
    });

    it('is only for signed-in people', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/support/contact',
        payload: message,
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('without SUPPORT_EMAIL', () => {
    let t: TestApp;
    let ada: Session;
    beforeAll(async () => {
      t = await startAuthTestApp();
      ada = await signUp(t.app, 'contact-none@example.com');
    }, 60_000);
    afterAll(() => t.close());

    it('says no message can be sent, and sends none', async () => {
      await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
      const available = await t.app.inject({
        method: 'GET',
        url: '/api/v1/support/contact',
        headers: ada.headers,
      });
      expect(available.json()).toEqual({ data: { available: false } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/support/contact',
        headers: ada.headers,
        payload: message,
      });
      expect(res.json()).toEqual({ data: { sent: false } });
      expect(await mailbox(t.app)).toEqual([]);
    });
  });
});
