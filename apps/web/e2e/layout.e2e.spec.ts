import type { Browser, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { signUpAndOnboard } from './support/app-driver';
import { desktop, launchBrowser, phone, screenshots, seriousViolations } from './support/browser';
import { mailboxOf, waitForMail } from './support/mailbox';

jest.setTimeout(180_000);

// The shell around every signed-in screen: navigation, help panel, and the phone layout.
describe('the layout shell in a browser', () => {
  let api: RunningApi;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    api = await startApi({ SUPPORT_EMAIL: 'support@parley.example' });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: desktop, locale: 'en-GB' })).newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), {
      email: 'alan.turing@example.com',
      name: 'Alan Turing',
      password: 'Enigma-Bombe-1940',
      country: 'United Kingdom',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('shows the feature-gated menu in British English, with the version only while open', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'Dashboard',
      'Conversations',
      'Collections',
      'Organisation strategy',
      'Settings',
      'Logout',
    ]) {
      await nav.getByText(label, { exact: true }).waitFor();
    }
    expect(await nav.getByText('Version 0.1.145').count()).toBe(1);
    await nav.getByRole('button', { name: 'Collapse menu' }).click();
    expect(await nav.getByText('Version 0.1.145').count()).toBe(0);
    await nav.getByRole('button', { name: 'Expand menu' }).click();
    await nav.getByRole('button', { name: 'Settings' }).click();
    for (const label of ['Personal settings', 'Security', 'Data sources'])
      await nav.getByRole('link', { name: label }).waitFor();
  });

  it('sends unknown paths to sign-in handling and keeps a signed-in user home', async () => {
    await page.goto(`${api.baseUrl}/no/such/page`);
    await page.waitForURL(`${api.baseUrl}/`);
    await page.getByRole('heading', { name: 'Hello, Alan!' }).waitFor();
  });

  it('searches help articles by category, opens one, and says when an article is missing', async () => {
    await page.getByRole('button', { name: 'Help' }).click();
    const panel = page.getByRole('complementary', { name: 'Help' });
    await panel.getByRole('button', { name: 'Profile', exact: true }).click();
    await panel.getByRole('button', { name: 'How do I change my profile?' }).waitFor();
    expect(await panel.getByRole('button', { name: 'How do I ask a question?' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Profile', exact: true }).click();
    await panel.getByRole('searchbox', { name: 'Search help' }).fill('answer card');
    await panel.getByRole('button', { name: 'How do I read an answer card?' }).click();
    await panel.getByRole('heading', { name: 'Reading an answer card' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'help-panel');

    await panel.getByRole('tab', { name: 'Contact us' }).click();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByText('This field is required.').first().waitFor();
    await panel.getByLabel('Comment').fill('Lovely engine.');
    await panel.getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByText('Thank you! Your message has been sent to our support team').waitFor();
    const mail = await waitForMail(api.baseUrl, 'support@parley.example');
    expect(mail.text).toContain('Lovely engine.');
    expect(mail.text).toContain('alan.turing@example.com');
    await panel.getByRole('button', { name: 'Close' }).click();

    const missing = await page.evaluate(
      async () => (await fetch('/help/no-such-article.md')).status,
    );
    expect(missing).toBe(404);
  });

  it('finds help by the words of its articles and walks the real screens in the tour', async () => {
    await page.goto(`${api.baseUrl}/`);
    await page.getByRole('button', { name: 'Help' }).click();
    const panel = page.getByRole('complementary', { name: 'Help' });
    const search = panel.getByRole('searchbox', { name: 'Search help' });
    // After the 300 ms search debounce, the questions left are those whose articles say the word.
    await search.fill('PARQUET');
    await panel.getByRole('button', { name: 'How do I connect my data?' }).waitFor();
    await panel.locator('.help__question').nth(1).waitFor({ state: 'detached' });
    await expect(panel.locator('.help__question').allTextContents()).resolves.toEqual([
      'How do I connect my data?',
    ]);
    await search.fill('csv');
    await panel.locator('.help__question').nth(1).waitFor();
    await expect(panel.locator('.help__question').allTextContents()).resolves.toEqual([
      'How do I connect my data?',
      'How do I read an answer card?',
    ]);
    await panel.getByRole('searchbox', { name: 'Search help' }).fill('');
    await panel.getByRole('button', { name: 'Take the product tour' }).click();
    for (const [title, path] of [
      ['Your dashboard', '/'],
      ['Ask in your own words', '/conversation'],
      ['Choose what you ask', '/conversation'],
      ['Collections', '/collections'],
      ['Your data', '/user/datasources'],
      ['Help and your account', '/'],
    ] as const) {
      const note = page.getByRole('dialog', { name: title });
      await note.waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      // The ring has found the element the step is about.
      await page.locator('.tour__ring').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await note.getByRole('button', { name: /^(Next|Finish)$/ }).click();
    }
    await expect(page.locator('.tour__note').count()).resolves.toBe(0);
  });

  it('uses a bottom navigation on a phone and hides it while a modal is open', async () => {
    await page.setViewportSize(phone);
    await page.waitForTimeout(300);
    const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
    expect(await bottom.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.goto(`${api.baseUrl}/user/settings`);
    await page.getByRole('button', { name: 'Change photo' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await bottom.isVisible()).toBe(false);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(300);
    expect(await bottom.isVisible()).toBe(true);
    await page.setViewportSize(desktop);
  });

  it('opens the subscription page with the plan table', async () => {
    await page.goto(`${api.baseUrl}/user/subscriptions`);
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    const table = page.getByRole('table');
    for (const text of ['Free', 'Premium', 'Unlimited', '300', '3,000'])
      await table.getByText(text, { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'subscriptions');
  });
});
