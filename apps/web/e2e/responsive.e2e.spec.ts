import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { devices } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { signInWithPassword, signUpAndOnboard } from './support/app-driver';
import { desktop, launchBrowser, seriousViolations } from './support/browser';
import { askForCard, createCollection, saveLastAnswer } from './support/conversation-driver';
import { mailboxOf } from './support/mailbox';

jest.setTimeout(420_000);

const widths = [360, 390, 768, 1024, 1366] as const;
const shotDir = resolve(__dirname, '../../../reports/web-e2e/screenshots/responsive');

const person = {
  email: 'margaret.hamilton@example.com',
  name: 'Margaret Hamilton',
  password: 'Apollo-Guidance-1969',
  country: 'United States',
};

// What overflows the viewport sideways, as a reader would notice it: the page scrolling
// sideways, an element reaching past either edge (unless a scroll box or clip inside the
// viewport holds it), and a chart wider than its card.
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > vw) found.push(`page scrolls sideways: ${root.scrollWidth} > ${vw}`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` +
      (el.textContent ? ` "${el.textContent.trim().slice(0, 30)}"` : '');
    const held = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === 'visible') continue;
        const r = a.getBoundingClientRect();
        if (r.left >= -1 && r.right <= vw + 1) return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // visx measures label widths in an invisible SVG parked off screen.
      if (el.closest('#__react_svg_text_measurement_id')) continue;
      if ((r.right > vw + 1 || r.left < -1) && !held(el))
        found.push(`${name(el)} spans ${Math.round(r.left)}–${Math.round(r.right)} of ${vw}`);
    }
    for (const svg of document.querySelectorAll('.pui-chart svg')) {
      const card = svg.closest('.pui-card');
      if (!card) continue;
      const w = svg.getBoundingClientRect().width;
      const c = card.getBoundingClientRect().width;
      if (w > c) found.push(`chart ${Math.round(w)} px in a card of ${Math.round(c)} px`);
    }
    return found.slice(0, 10);
  });
}

describe('every screen from 360 to 1366 px wide, and on a phone', () => {
  let api: RunningApi;
  let browser: Browser;
  let page: Page;
  let collectionId = '';
  let phone: BrowserContext | undefined;
  let p: Page;

  // One phone, signed in once, for the phone tests.
  async function onPhone(): Promise<Page> {
    if (phone) return p;
    phone = await browser.newContext({ ...devices['Pixel 5'], locale: 'en-US' });
    p = await phone.newPage();
    await signInWithPassword(p, api.baseUrl, person.email, person.password);
    return p;
  }

  beforeAll(async () => {
    mkdirSync(shotDir, { recursive: true });
    api = await startApi();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: desktop, locale: 'en-US' })).newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), person);
    collectionId = await createCollection(page, api.baseUrl, 'Weekly numbers');
    await page.goto(`${api.baseUrl}/conversation`);
    for (const phrase of ['revenue by channel last 30 days', 'total revenue last 30 days']) {
      await askForCard(page, phrase);
      await saveLastAnswer(page);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  const pages = () => [
    { name: 'dashboard', path: '/', ready: '.dashboard-collection .pui-chart svg' },
    { name: 'conversation', path: '/conversation', ready: '.pui-chart svg' },
    { name: 'collections', path: '/collections', ready: '[data-testid="collection-tile"]' },
    {
      name: 'collection',
      path: `/collection/${collectionId}`,
      ready: '.compact-card .pui-chart svg',
    },
    { name: 'profile', path: '/user/settings', ready: 'form' },
    { name: 'security', path: '/user/security', ready: 'form' },
    { name: 'data-sources', path: '/user/datasources', ready: 'h1' },
    { name: 'strategy', path: '/organisation-strategy', ready: 'form' },
  ];

  it.each(widths)('fits every page at %i px, charts inside their cards', async (width) => {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    const problems: Record<string, string[]> = {};
    for (const { name, path, ready } of pages()) {
      await page.goto(`${api.baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      // Cards measure again 300 ms after the grid around them settles: give that a moment, then
      // look (a card that kept resizing would still be caught below).
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('.pui-chart svg')].every(
              (svg) =>
                svg.getBoundingClientRect().width <=
                (svg.closest('.pui-card')?.getBoundingClientRect().width ?? Infinity),
            ),
          null,
          { timeout: 3000 },
        )
        .catch(() => undefined);
      await page.waitForTimeout(350);
      const found = await overflows(page);
      if (found.length) problems[name] = found;
      await page.screenshot({ path: join(shotDir, `${name}-${width}.png`), fullPage: true });
      // axe on the narrowest and the widest layout of each page.
      if (width === 360 || width === 1366) {
        const violations = await seriousViolations(page);
        if (violations.length) problems[`${name} axe`] = violations.map((v) => v.id);
      }
    }
    // The expanded card (a modal) fits too, its chart inside it.
    await page.goto(`${api.baseUrl}/conversation`);
    await page
      .getByTestId('conversation-item')
      .last()
      .getByRole('button', { name: 'Expand and export' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.pui-chart svg').first().waitFor();
    await page.waitForTimeout(300);
    const inModal = await overflows(page);
    const chart = (await dialog.locator('.pui-chart svg').first().boundingBox())!;
    const modal = (await dialog.boundingBox())!;
    if (chart.x + chart.width > modal.x + modal.width) inModal.push('chart wider than the modal');
    if (inModal.length) problems['expanded card'] = inModal;
    await page.screenshot({ path: join(shotDir, `expanded-card-${width}.png`) });
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(problems).toEqual({});
  });

  it('swipes a narrow card one view at a time, on a phone', async () => {
    await onPhone();
    await p.goto(`${api.baseUrl}/conversation`);
    await askForCard(p, 'revenue by channel last 30 days');
    const strip = p.locator('.pui-card__slides').last();
    await strip.locator('svg').first().waitFor();
    await strip.scrollIntoViewIfNeeded();
    const viewWidth = await strip.evaluate((el) => el.clientWidth);
    const box = (await strip.boundingBox()) as { x: number; y: number; width: number };
    expect(viewWidth).toBeLessThanOrEqual(393);
    const position = () => strip.evaluate((el) => el.scrollLeft / el.clientWidth);
    // A swipe of a bit more than half a view settles on exactly the next view, never between two.
    // (Headless Chromium scrolls a strip by wheel, not by synthetic touch.)
    for (const expected of [1, 2]) {
      await p.mouse.move(box.x + box.width / 2, box.y + 60);
      await p.mouse.wheel(Math.round(viewWidth * 0.6), 0);
      await p.waitForTimeout(800);
      expect(await position()).toBeCloseTo(expected, 1);
    }
    // The dots say where the reader is, and take them anywhere.
    const dots = p.locator('.pui-card__dots').last().getByRole('button');
    expect(await dots.nth(2).getAttribute('aria-current')).toBe('true');
    await dots.nth(0).tap();
    await p.waitForTimeout(700);
    expect(await position()).toBeCloseTo(0, 1);
  });

  it('reaches every page of the menu on a phone, from the bottom bar and from the avatar', async () => {
    await onPhone();
    const bottom = p.getByRole('navigation', { name: 'Bottom navigation' });
    for (const label of ['Dashboard', 'Conversations', 'Collections', 'Settings'])
      await bottom.getByRole('link', { name: label }).waitFor();
    const targets = [
      ['Dashboard', '/'],
      ['Conversations', '/conversation'],
      ['Collections', '/collections'],
      ['Organization strategy', '/organisation-strategy'],
      ['Personal settings', '/user/settings'],
      ['Security', '/user/security'],
      ['Data sources', '/user/datasources'],
      ['Logout', '/logout'],
    ] as const;
    for (const [i, [label, path]] of targets.entries()) {
      // Alternate the two ways in: the bottom bar's Menu and the avatar.
      if (i % 2 === 0) await bottom.getByRole('button', { name: 'Menu' }).tap();
      else await p.getByRole('button', { name: /^Menu of / }).tap();
      const sheet = p.getByRole('dialog', { name: 'Menu' });
      await sheet.getByRole('link', { name: label, exact: true }).tap();
      await p.waitForURL(`${api.baseUrl}${path}`);
      await sheet.waitFor({ state: 'detached' });
      expect(await overflows(p)).toEqual([]);
    }
    await p.screenshot({ path: join(shotDir, 'phone-logout.png') });
  });
});
