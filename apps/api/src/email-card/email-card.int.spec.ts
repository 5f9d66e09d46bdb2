import { mailbox, signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { byChannel, headline } from '../card-image/testing/sample-cards';
import type { TestApp } from '../testing/test-app';

type Attachment = { filename: string; contentType: string; cid?: string; size: number };

describe('card image and e-mail card', () => {
  let t: TestApp;
  let ada: Session;

  beforeAll(async () => {
    t = await startAuthTestApp();
    ada = await signUp(t.app, 'card-mail@example.com');
  }, 60_000);
  afterAll(() => t.close());

  it('publishes the selected chart as a short-lived PNG anyone with the link can fetch', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card-image',
      headers: ada.headers,
      payload: { result: byChannel, selected_chart: 'pie' },
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/\/api\/v1\/card-image\/[\w-]{22}\.png\?expires=\d+&signature=[\w-]+$/);
    const image = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname + new URL(url).search,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/card-image/AAAAAAAAAAAAAAAAAAAAAA.png' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to render without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card-image',
      payload: { result: byChannel },
    });
    expect(res.statusCode).toBe(401);
  });

  it('mails the card with its text, table and chart image to the signed-in person', async () => {
    await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email_card',
      headers: ada.headers,
      payload: { result: byChannel, selected_chart: 0 },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail();
    expect(mail.to).toBe('card-mail@example.com');
    expect(mail.subject).toContain('Total Revenue by Channel');
    expect(mail.html).toContain('Paid Search');
    expect(mail.html).toContain('$161,476');
    expect(mail.html).toContain('Insights');
    // mailparser inlines the CID image it received as a data URL.
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,/);
    const chart = mail.attachments.find((a) => a.cid === 'chart@parley');
    expect(chart).toMatchObject({ contentType: 'image/png' });
    expect(chart?.size).toBeGreaterThan(5000);
  });

  it('writes the mail in the language of a Turkish profile', async () => {
    const ayse = await signUp(t.app, 'ayse@example.com');
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/features/profile',
      headers: ayse.headers,
      payload: { language: 'tr' },
    });
    expect(profile.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email_card',
      headers: ayse.headers,
      payload: { result: { ...headline, insights: ['Gelir düştü.'] } },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail();
    expect(mail.html).toContain('lang="tr"');
    expect(mail.html).toContain('İçgörüler');
    expect(mail.html).toMatch(/%-6|-%6/);
  });

  it('rejects a body that is not a card', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email_card',
      headers: ada.headers,
      payload: { result: { title: 'x' } },
    });
    expect(res.statusCode).toBe(400);
  });

  async function waitForMail() {
    for (let i = 0; i < 100; i++) {
      const [mail] = (await mailbox(t.app)) as unknown as (Awaited<
        ReturnType<typeof mailbox>
      >[number] & { attachments: Attachment[] })[];
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no mail');
  }
});
