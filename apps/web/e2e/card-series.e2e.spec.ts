import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { signUpAndOnboard } from './support/app-driver';
import { desktop, launchBrowser, phone, screenshots } from './support/browser';
import { mailboxOf } from './support/mailbox';
import { askForAnswerCard as ask } from './support/conversation-driver';

jest.setTimeout(240_000);

// vega-datasets' gapminder.json, four of its countries with every column (year, country,
// cluster, pop, life_expect, fertility).
const gapminder = readFileSync(join(__dirname, 'fixtures/gapminder-sample.json'));

const lastCard = (page: Page) => page.locator('.pui-card').last();

const swatchColours = (card: Locator) =>
  card
    .locator('.pui-chart__legend .pui-chart__swatch')
    .evaluateAll((spans) => spans.map((s) => getComputedStyle(s).backgroundColor));

// Issue 28: two series drawn apart with a legend, a table pivoted one column per series, years
// read as years and no total under a level over time; screenshots kept in the e2e report
// (reports/web-e2e/screenshots/card-series-*.png).
describe('cards of several series on an uploaded gapminder file', () => {
  let api: RunningApi;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: desktop, locale: 'en-US' });
    page = await context.newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), {
      email: 'hans.rosling@example.com',
      name: 'Hans Rosling',
      password: 'Factfulness-Gapminder-2018',
      country: 'Sweden',
    });
    await page.goto(`${api.baseUrl}/user/datasources`);
    await page.getByRole('button', { name: '+ Add connection' }).click();
    await page
      .getByRole('dialog', { name: 'Add connection' })
      .getByRole('button', { name: /File/ })
      .click();
    await page
      .getByTestId('datasource-file')
      .setInputFiles({ name: 'gapminder.json', mimeType: 'application/json', buffer: gapminder });
    await page.locator('.toast', { hasText: 'gapminder.json is ready' }).first().waitFor();
    await page.goto(`${api.baseUrl}/conversation`);
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('draws China and India as two series of different colours with a legend, and pivots the table', async () => {
    const card = await ask(page, 'Compare the population of China and India by year');
    expect(card.series?.items.map((i) => i.name)).toEqual(['China', 'India']);
    const shown = lastCard(page);
    await expect(shown.locator('.pui-chart__legend li').allTextContents()).resolves.toEqual([
      'China',
      'India',
    ]);
    const colours = await swatchColours(shown);
    expect(colours).toHaveLength(2);
    expect(colours[0]).not.toBe(colours[1]);
    // Both lines are drawn, each in its legend's colour.
    const strokes = await shown
      .locator('.pui-chart svg path[stroke]')
      .evaluateAll((paths) =>
        [...new Set(paths.map((p) => getComputedStyle(p).stroke))].filter((s) => s !== 'none'),
      );
    expect(strokes.length).toBeGreaterThanOrEqual(2);
    const headers = await shown.locator('thead th').allTextContents();
    expect(headers.map((h) => h.replace(/[↕▲▼]/g, '').trim())).toEqual(['Year', 'China', 'India']);
    const firstRow = await shown.locator('tbody tr').first().locator('td').allTextContents();
    expect(firstRow).toEqual(['1955', '603,320,147', '398,577,992']);
    // A population summed over years is no total: the row under it is the change instead.
    const foot = (await shown.locator('tfoot').allTextContents()).join(' ');
    expect(foot).not.toMatch(/Total/);
    expect(foot).toMatch(/^Change 1955 → 2005\+701,567,415\+756,060,721$/);
    await shown.scrollIntoViewIfNeeded();
    await screenshots(page, 'card-series-compare');
  });

  it('reads a year as "1955" and gives a level over time no Total row', async () => {
    await ask(page, 'population of Turkey by year');
    const shown = lastCard(page);
    const years = await shown.locator('tbody tr td:first-child').allTextContents();
    expect(years[0]).toBe('1955');
    expect(years.join(' ')).not.toMatch(/\d,\d{3}/);
    const foot = (await shown.locator('tfoot').allTextContents()).join(' ');
    expect(foot).not.toMatch(/Total/);
    expect(foot).toMatch(/^Change 1955 → 2005/);
    await expect(shown.textContent()).resolves.not.toContain('497,634,085');
    await shown.locator('table').scrollIntoViewIfNeeded();
    await screenshots(page, 'card-series-level');
  });

  it('draws each country of "population by year and country" in its own colour', async () => {
    const card = await ask(page, 'population by year and country');
    expect(card.series?.items).toHaveLength(4);
    const shown = lastCard(page);
    await expect(shown.locator('.pui-chart__legend li').allTextContents()).resolves.toEqual([
      'China',
      'India',
      'Japan',
      'Turkey',
    ]);
    expect(new Set(await swatchColours(shown)).size).toBe(4);
  });

  it('keeps the legend and both colours on a phone', async () => {
    await page.setViewportSize(phone);
    const compared = page.locator('.pui-card', { hasText: 'China' }).first();
    await compared.locator('.pui-chart__legend').first().waitFor();
    const colours = await swatchColours(compared);
    expect(new Set(colours).size).toBe(2);
    await page.setViewportSize(desktop);
  });
});
