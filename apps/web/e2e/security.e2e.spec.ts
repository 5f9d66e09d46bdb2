import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { signUpAndOnboard, waitForHumanCheck } from './support/app-driver';
import { desktop, launchBrowser } from './support/browser';
import { mailboxOf } from './support/mailbox';

jest.setTimeout(180_000);

const ALEXA_CALLBACK = 'https://alexa.example/account-linking/callback';

// Issue 15 items 5 and 7 in the built web app: its Content-Security-Policy lets every screen run
// (ALTCHA's worker included) with nothing refused, no other site can frame it, and an assistant's
// account linking waits for the person's Allow on a consent screen used with the keyboard alone.
describe('the web app under its security headers', () => {
  const person = {
    email: 'mary.jackson@example.com',
    name: 'Mary Jackson',
    password: 'Wind-Tunnel-1958',
    country: 'United States',
  };
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const refused: string[] = [];

  beforeAll(async () => {
    api = await startApi({
      OAUTH_CLIENTS: JSON.stringify([
        {
          clientId: 'alexa-skill',
          clientSecret: 'alexa-secret',
          redirectUris: [ALEXA_CALLBACK],
          name: 'Alexa',
        },
      ]),
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: desktop, locale: 'en-US' });
    // Every CSP refusal of the page, reported by the browser itself.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP refused ${event.effectiveDirective} ${event.blockedURI}`),
      ),
    );
    page = await context.newPage();
    page.on('console', (message) => {
      if (/CSP refused|Content Security Policy/.test(message.text())) refused.push(message.text());
    });
  });
  afterAll(async () => {
    await browser.close();
    await api.stop();
  });

  it('runs the sign-in page, ALTCHA, onboarding and the signed-in screens with nothing refused', async () => {
    await page.goto(`${api.baseUrl}/login`);
    await waitForHumanCheck(page);
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), person);
    for (const path of ['/', '/user/settings', '/user/security', '/collections', '/conversation']) {
      await page.goto(`${api.baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForTimeout(500);
    }
    expect(refused).toEqual([]);
  });

  it('cannot be framed by another site', async () => {
    const framer: Server = createServer((_, res) =>
      res.end(`<iframe src="${api.baseUrl}/user/settings"></iframe>`),
    );
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const other = await context.newPage();
    const messages: string[] = [];
    other.on('console', (message) => messages.push(message.text()));
    await other.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await other.waitForTimeout(1000);
    const frame = other.frames().find((f) => f !== other.mainFrame());
    // The framed page never loads: Chromium shows its own error page in its place.
    expect(await frame?.locator('#root').count()).toBe(0);
    expect(messages.join('\n')).toMatch(/frame-ancestors 'none'/);
    await other.close();
    await new Promise((resolve) => framer.close(resolve));
  });

  it('exports a card as CSV with formula cells neutralised and a UTF-8 byte order mark', async () => {
    const csv = [
      'product,amount',
      '"=HYPERLINK(""http://evil.example"",""open"")",10',
      '"+SUM(1,2)",20',
      '-2+3,30',
      '@cmd,40',
      'Şişli İğdır,50',
    ].join('\n');
    await page.goto(`${api.baseUrl}/user/datasources`);
    await page.getByRole('button', { name: '+ Add connection' }).click();
    await page
      .getByRole('dialog', { name: 'Add connection' })
      .getByRole('button', { name: /File/ })
      .click();
    await page
      .getByTestId('datasource-file')
      .setInputFiles({ name: 'Formulas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('.toast', { hasText: 'Formulas.csv is ready' }).first().waitFor();
    await page.goto(`${api.baseUrl}/conversation`);
    await page.getByRole('combobox', { name: /Ask a question/ }).fill('total amount by product');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    const card = page.getByTestId('conversation-item').last().locator('.pui-card');
    await card.waitFor();
    await card.getByRole('button', { name: 'Expand and export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'CSV', exact: true }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain('Şişli İğdır');
    const firstCells = text
      .split('\r\n')
      .slice(1)
      .map((line) => line.replace(/,-?[\d.]+$/, ''));
    expect(firstCells).toEqual(
      expect.arrayContaining([
        `"'=HYPERLINK(""http://evil.example"",""open"")"`,
        `"'+SUM(1,2)"`,
        "'-2+3",
        "'@cmd",
      ]),
    );
  });

  // Issue 31 item 4: the API reference runs under the same policy as the app, so opening it to
  // developers did not loosen the policy of the screens people sign in on.
  it('shows the API reference at /docs with nothing refused, and /login still refuses inline script', async () => {
    const docs = await context.newPage();
    const docsRefused: string[] = [];
    docs.on('console', (message) => {
      if (/CSP refused|Content Security Policy/.test(message.text()))
        docsRefused.push(message.text());
    });
    await docs.goto(`${api.baseUrl}/docs`);
    // Swagger UI has fetched the document and drawn spec §7's calls.
    const createCollection = docs.locator(
      '.opblock-post .opblock-summary-path[data-path="/api/v1/create_collection"]',
    );
    await createCollection.waitFor();
    expect(
      await docs.locator('.opblock-summary-path[data-path="/auth/loginwithpassword"]').count(),
    ).toBe(1);
    expect(docsRefused).toEqual([]);
    await docs.close();

    const login = await context.newPage();
    const reply = await login.goto(`${api.baseUrl}/login`);
    const policy = reply?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // An injected inline script (what an XSS would add) is refused by the browser, and never runs.
    const refusal = await login.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve(event.effectiveDirective),
            { once: true },
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        }),
    );
    expect(refusal).toBe('script-src-elem');
    expect(await login.evaluate(() => 'injected' in window)).toBe(false);
    await login.close();
  });

  async function openAuthorizationUrl(at: Page): Promise<{ state: string }> {
    const state = randomBytes(8).toString('hex');
    const challenge = createHash('sha256').update(randomBytes(32)).digest('base64url');
    const query = new URLSearchParams({
      client_id: 'alexa-skill',
      response_type: 'code',
      redirect_uri: ALEXA_CALLBACK,
      scope: 'email',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    await at.goto(`${api.baseUrl}/oauth/auth?${query.toString()}`);
    return { state };
  }

  it.each([
    ['en-US', 'Deny', 'Link Alexa to your Parley account?', 'error=access_denied'],
    ['tr', 'İzin ver', 'Alexa, Parley hesabınıza bağlansın mı?', 'code='],
  ])(
    'asks before linking an assistant (%s): the keyboard reaches %s',
    async (locale, button, question, answer) => {
      const linking = await browser.newContext({ viewport: desktop, locale });
      const tab = await linking.newPage();
      // The assistant's side is not on this machine: its callback request is what is read.
      let assistantGot = '';
      tab.on('request', (request) => {
        if (request.url().startsWith(ALEXA_CALLBACK)) assistantGot = request.url();
      });
      await tab.goto(`${api.baseUrl}/login`);
      await tab.evaluate(
        (language) => localStorage.setItem('language', language),
        locale === 'tr' ? 'tr' : 'en-US',
      );
      // Signed in already (as the sign-in form would leave it), the person opens a link someone sent them.
      const signedIn = await tab.request.post(`${api.baseUrl}/auth/loginwithpassword`, {
        data: { email: person.email, password: person.password, token: await solvedToken(tab) },
      });
      const { xsrfToken } = ((await signedIn.json()) as { data: { xsrfToken: string } }).data;
      await tab.evaluate((token) => localStorage.setItem('xsrfToken', token), xsrfToken);
      // Signed in, the screens speak the profile's language (issue 28): the person's profile says it.
      const profile = await tab.request.put(`${api.baseUrl}/features/profile`, {
        data: { language: locale },
        headers: { 'X-XSRF-Token': xsrfToken },
      });
      expect(profile.ok()).toBe(true);
      const { state } = await openAuthorizationUrl(tab);
      await tab.waitForURL(/\/link-account\?uid=/);
      const heading = tab.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe(question);
      // Focus starts on the question; Tab goes to Deny, then Allow.
      expect(await tab.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(assistantGot).toBe('');
      await tab.keyboard.press('Tab');
      if (button !== (await tab.evaluate(() => document.activeElement?.textContent)))
        await tab.keyboard.press('Tab');
      expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe(button);
      const sent = tab.waitForRequest((request) => request.url().startsWith(ALEXA_CALLBACK));
      await tab.keyboard.press('Enter');
      await sent;
      expect(assistantGot).toContain(answer);
      expect(assistantGot).toContain(`state=${state}`);
      await linking.close();
    },
  );
});

// The ALTCHA widget's work, done by the page's own widget on the sign-in screen.
async function solvedToken(tab: Page): Promise<string> {
  await waitForHumanCheck(tab);
  return tab.evaluate(
    () =>
      document.querySelector<HTMLInputElement>('altcha-widget input[name="token"]')?.value ?? '',
  );
}
