import type { Browser, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { signUpAndOnboard } from './support/app-driver';
import { desktop, launchBrowser, screenshots } from './support/browser';
import { mailboxOf } from './support/mailbox';
import { askForAnswerCard as ask } from './support/conversation-driver';

jest.setTimeout(240_000);

const lastCard = (page: Page) => page.locator('.pui-card').last();

// "Why did revenue fall": the driver card in the web app, in English and in Turkish, with its
// screenshots kept in the e2e report (reports/web-e2e/screenshots/driver-card-*.png).
describe('the driver card in a browser, on the demo source', () => {
  let api: RunningApi;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: desktop, locale: 'en-US' });
    page = await context.newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), {
      email: 'katherine.johnson@example.com',
      name: 'Katherine Johnson',
      password: 'Orbital-Mechanics-1962',
      country: 'United States',
    });
    await page.getByRole('link', { name: 'Conversations' }).first().click();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('answers "why" with the drivers, their changes and a diverging bar chart (en)', async () => {
    const card = await ask(page, 'why did revenue fall last month');
    expect(card.query.interpretation.some((i) => i.kind === 'driver')).toBe(true);
    const shown = lastCard(page);
    await expect(shown.textContent()).resolves.toContain(card.text.slice(0, 40));
    const headers = await shown.locator('thead th').allTextContents();
    expect(headers.join(' | ')).toMatch(/Driver.*Value/);
    // No totals row: driver rows overlap across dimensions and add up to nothing.
    expect(await shown.locator('tfoot').count()).toBe(0);
    await screenshots(page, 'driver-card-en');
  });

  it('shows a conversion rate as a percent, not 100× too big, its total the rate of all rows', async () => {
    await ask(page, 'conversion rate by device last month');
    const cells = await lastCard(page).locator('tbody td').allTextContents();
    const percents = cells
      .filter((c) => c.endsWith('%'))
      .map((c) => Number(c.replace(/[%,]/g, '')));
    expect(percents.length).toBeGreaterThan(0);
    for (const p of percents) expect(p).toBeLessThan(20);
    // All conversions over all sessions: between the devices' rates, never their sum.
    const total = (await lastCard(page).locator('tfoot').allTextContents()).join('');
    const rate = Number(/([\d.]+)%/.exec(total)?.[1]);
    expect(rate).toBeGreaterThanOrEqual(Math.min(...percents));
    expect(rate).toBeLessThanOrEqual(Math.max(...percents));
  });

  it('answers "neden düştü" in Turkish with the same card (tr)', async () => {
    // Signed in, the screens speak the profile's language (issue 28): the profile says Turkish.
    const saved = await page.evaluate(async () => {
      const response = await fetch('/features/profile', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-Token': localStorage.getItem('xsrfToken') ?? '',
        },
        body: JSON.stringify({ language: 'tr' }),
      });
      return response.status;
    });
    expect(saved).toBe(200);
    await page.evaluate(() => localStorage.setItem('language', 'tr'));
    await page.reload();
    const card = await ask(page, 'geçen ay ciro neden düştü');
    expect(card.query.interpretation.some((i) => i.kind === 'driver')).toBe(true);
    const headers = await lastCard(page).locator('thead th').allTextContents();
    expect(headers.join(' | ')).toMatch(/Etken.*Değer/);
    await screenshots(page, 'driver-card-tr');
  });
});
