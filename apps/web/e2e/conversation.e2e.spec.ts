import { readFileSync } from 'node:fs';
import type { AnswerCard } from '@parley/domain';
import type { Browser, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { choose, signUpAndOnboard, toastText } from './support/app-driver';
import { desktop, launchBrowser, screenshots, seriousViolations } from './support/browser';
import { clearMailbox, mailboxOf, waitForMail } from './support/mailbox';
import { askForAnswerCard as ask } from './support/conversation-driver';

jest.setTimeout(240_000);

// The number contract (libs/domain): money in whole units from 100 up, with cents below.
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Math.abs(value) >= 100 ? 0 : 2,
    maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2,
  }).format(value);
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

// What a person should read in a value cell, worked out here from the API's own card. A SQL sum
// carries float noise (62157.49999999996 for $62,157.50): the contract reads it at 12 significant
// digits before rounding, so the person sees $62,158.
function expectedCell(card: AnswerCard, key: string, value: unknown): string {
  if (typeof value !== 'number') return typeof value === 'string' ? value : '';
  const column = card.columns.find((c) => c.key === key);
  const exact = Number.isInteger(value) ? value : Number(value.toPrecision(12));
  return column?.format === 'currency' ? usd(exact) : plain.format(exact);
}

async function shownRows(page: Page): Promise<string[][]> {
  return page
    .locator('.pui-card')
    .last()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent ?? '')),
    );
}

describe('the conversation in a browser, on the demo source', () => {
  const person = {
    email: 'grace.hopper@example.com',
    name: 'Grace Hopper',
    password: 'Compiler-Cobol-1959',
    country: 'United States',
  };
  let api: RunningApi;
  let browser: Browser;
  let page: Page;
  let revenue: AnswerCard;

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: desktop,
      locale: 'en-US',
      timezoneId: 'America/New_York',
      acceptDownloads: true,
    });
    page = await context.newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), person);
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('answers three questions with the numbers of the API card', async () => {
    await page.getByRole('link', { name: 'Conversations' }).first().click();
    await page.waitForURL(`${api.baseUrl}/conversation`);
    // Styled here too, without the Data sources screen having been opened: label beside the list.
    const middle = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      return box ? box.y + box.height / 2 : Number.NaN;
    };
    expect(
      Math.abs((await middle('.ds-selector__label')) - (await middle('.ds-selector select'))),
    ).toBeLessThan(8);
    revenue = await ask(page, 'revenue by country last month');
    const monthly = await ask(page, 'revenue by month this year');
    const orders = await ask(page, 'orders by channel last month compared to previous month');
    expect(await page.getByTestId('conversation-item').count()).toBe(3);

    const rows = await shownRows(page);
    const keys = ['channel', 'orders'];
    expect(rows.map((r) => keys.map((_, i) => r[i]))).toEqual(
      orders.table.map((row) => keys.map((k) => expectedCell(orders, k, row[k]))),
    );

    await page.locator('.pui-card').first().scrollIntoViewIfNeeded();
    const first = await page
      .locator('.pui-card')
      .first()
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      );
    expect(first).toEqual(
      revenue.table.map((row) =>
        ['country', 'revenue'].map((k) => expectedCell(revenue, k, row[k])),
      ),
    );
    expect(monthly.table.length).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'conversation');
  });

  it('cycles the chart types of a card in the order the card lists them', async () => {
    const card = page.locator('.pui-card').first();
    const types = revenue.chart.map((c) => c.chart.type);
    const seen: string[] = [];
    // The chart on show: the card keeps every view as a slide, the others hidden from readers.
    const shown = () =>
      card.evaluate(
        (el) =>
          [...el.querySelectorAll('[data-chart-type]')]
            .find((c) => !c.closest('[aria-hidden="true"]'))
            ?.getAttribute('data-chart-type') ?? '',
      );
    // Each view settles before it is read: the slides move over one another, and a reading taken
    // mid-move (as soon as anything changed) saw the first slide on a loaded machine. The wait is
    // for the expected view, on the browser's own polling; a view that never comes is read as it is
    // and the comparison below names it.
    const element = await card.elementHandle();
    for (let i = 0; i < types.length + 1; i += 1) {
      const expected = types[i % types.length];
      await page
        .waitForFunction(
          ([el, type]) =>
            [...(el as Element).querySelectorAll('[data-chart-type]')]
              .find((c) => !c.closest('[aria-hidden="true"]'))
              ?.getAttribute('data-chart-type') === type,
          [element, expected] as const,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      seen.push(await shown());
      await card.getByRole('button', { name: /Change chart type/ }).click();
    }
    expect(seen).toEqual([...types, types[0]]);
  });

  it('sorts the table none → ascending → descending → none', async () => {
    const card = page.locator('.pui-card').first();
    const header = card.getByRole('columnheader', { name: /Total Revenue/ });
    const values = async () =>
      await card
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[0]?.textContent ?? ''));
    const original = revenue.table.map((r) => String(r['country']));
    const byRevenue = [...revenue.table]
      .sort((a, b) => Number(a['revenue']) - Number(b['revenue']))
      .map((r) => String(r['country']));
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await values()).toEqual(byRevenue);
    await header.getByRole('button').click();
    expect(await values()).toEqual([...byRevenue].reverse());
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('none');
    expect(await values()).toEqual(original);
  });

  it('exports the card as CSV with the renamed headers and the raw rows', async () => {
    const card = page.locator('.pui-card').last();
    await card.getByRole('button', { name: 'Expand and export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^parley-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    // The file starts with a byte order mark so Excel reads it as UTF-8.
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Channel,Total Orders,Previous Total Orders,Total Orders %,Total Orders Change %',
    );
    expect(lines).toHaveLength(1 + (await shownRows(page)).length);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  it('e-mails the card with its chart as an image', async () => {
    await clearMailbox(api.baseUrl);
    await page
      .locator('.pui-card')
      .first()
      .getByRole('button', { name: 'Expand and export' })
      .click();
    await page.getByRole('button', { name: 'E-mail me the card' }).click();
    expect(await toastText(page)).toContain('Email sent');
    const mail = await waitForMail(api.baseUrl, person.email);
    // The chart travels as a PNG: inline, as an attachment (cid:) or from the short-lived card-image URL.
    expect(/<img[^>]+src="(data:image\/png|cid:|[^"]*card-image)/.test(mail.html)).toBe(true);
  });

  it('asks in Turkish once the interface is Turkish', async () => {
    await page.goto(`${api.baseUrl}/user/settings`);
    await choose(page, 'Language', 'Türkçe');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Kişisel ayarlar' }).waitFor({ timeout: 20_000 });
    // The message after the reload is in the language just chosen.
    expect(await toastText(page)).toContain('Ayarlarınız kaydedildi.');
    await page.goto(`${api.baseUrl}/conversation`);
    const card = await ask(page, 'geçen ay ülkelere göre gelir');
    expect(card.title).toMatch(/Gelir/);
    expect(await page.locator('.pui-card').last().getByRole('heading').textContent()).toBe(
      card.title,
    );
    await screenshots(page, 'conversation-tr');
  });
});
