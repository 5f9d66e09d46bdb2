import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnswerCard, ChatQueryResponse } from '@parley/domain';
import type { Browser, Download, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { signUpAndOnboard } from './support/app-driver';
import { desktop, launchBrowser, seriousViolations } from './support/browser';
import { mailboxOf } from './support/mailbox';

jest.setTimeout(240_000);

type PdfPage = {
  width: number;
  height: number;
  text: string;
  pictures: number;
  textBox: { left: number; right: number; bottom: number; top: number };
};

const reportDir = resolve(__dirname, '../../../reports/web-e2e/exports');
const inch = 72;

function readPdf(path: string): PdfPage[] {
  const out = execFileSync(process.execPath, [join(__dirname, 'support/read-pdf.mjs'), path]);
  return (JSON.parse(out.toString()) as { pages: PdfPage[] }).pages;
}

// Width and height from a PNG's IHDR chunk.
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function ask(page: Page, phrase: string): Promise<AnswerCard> {
  const replied = page.waitForResponse(
    (r) =>
      r.url().endsWith('/features/conversations/chat_query') && r.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: /Ask a question/ }).fill(phrase);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  const body = (await (await replied).json()) as { data: ChatQueryResponse };
  const card = body.data.responses
    .map((r) => ('card' in r ? r.card : null))
    .find((c): c is AnswerCard => c !== null);
  if (!card) throw new Error(`no card for "${phrase}"`);
  await page.getByTestId('conversation-item').last().locator('.pui-chart svg').first().waitFor();
  return card;
}

async function saved(page: Page, button: string): Promise<{ download: Download; path: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click(),
  ]);
  const path = join(reportDir, download.suggestedFilename());
  copyFileSync(await download.path(), path);
  return { download, path };
}

// Columns at the picture's right edge painted in a scrollbar's flat grey for a long run: what a
// captured scroll box leaves behind.
async function scrollbarColumns(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(
    async (dataUrl) => {
      const img = new Image();
      img.src = dataUrl;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      let found = 0;
      for (let x = Math.max(0, img.naturalWidth - 60); x < img.naturalWidth; x++) {
        const column = ctx.getImageData(x, 0, 1, img.naturalHeight).data;
        let run = 0;
        for (let y = 0; y < img.naturalHeight; y++) {
          const [r, g, b] = [column[y * 4], column[y * 4 + 1], column[y * 4 + 2]] as number[];
          const grey = Math.abs((r ?? 0) - (g ?? 0)) < 4 && Math.abs((g ?? 0) - (b ?? 0)) < 4;
          run = grey && (r ?? 0) > 150 && (r ?? 0) < 245 ? run + 1 : 0;
          if (run > 80) {
            found++;
            break;
          }
        }
      }
      return found;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

describe('exports of an answer card: the card itself, one naming scheme', () => {
  let api: RunningApi;
  let browser: Browser;
  let page: Page;
  let daily: AnswerCard;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    mkdirSync(reportDir, { recursive: true });
    api = await startApi();
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: desktop, locale: 'en-US', acceptDownloads: true })
    ).newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), {
      email: 'katherine.johnson@example.com',
      name: 'Katherine Johnson',
      password: 'Orbital-Mechanics-1962',
      country: 'United States',
    });
    await page.goto(`${api.baseUrl}/conversation`);
    daily = await ask(page, 'revenue by day last 90 days');
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('expands the card large, with the export choices beside it', async () => {
    await page
      .getByTestId('conversation-item')
      .last()
      .getByRole('button', { name: 'Expand and export' })
      .click();
    const dialog = page.getByRole('dialog', { name: daily.title });
    await dialog.waitFor();
    const chart = (await dialog.locator('.pui-chart svg').first().boundingBox())!;
    const choices = (await dialog.getByRole('region', { name: 'Export card' }).boundingBox())!;
    const card = (await page.locator('.pui-card').last().boundingBox())!;
    // Larger than the card in the conversation, choices to its right.
    expect(chart.width).toBeGreaterThan(700);
    expect(chart.width).toBeGreaterThanOrEqual(card.width * 0.9);
    expect(choices.x).toBeGreaterThanOrEqual(chart.x + chart.width);
    for (const name of ['PDF', 'PNG', 'CSV', 'E-mail me the card'])
      await dialog.getByRole('button', { name, exact: true }).waitFor();
    // Every row of the table is there, not a scroll box's worth.
    expect(await dialog.locator('.pui-sheet__table tbody tr').count()).toBe(daily.table.length);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(reportDir, 'expanded-card.png') });
  });

  it('saves a PDF on letter landscape with the spec margins, the chart sharp and the table on every page it needs', async () => {
    const { download, path } = await saved(page, 'PDF');
    // parley-<the card's title>-<today>: the title's words and dates, lower case, joined by dashes.
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^parley-total-revenue-by-day-last-90-days-[a-z0-9-]+-${today}\\.pdf$`),
    );
    const pages = readPdf(path);
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) {
      expect({ width: p.width, height: p.height }).toEqual({
        width: 11 * inch,
        height: 8.5 * inch,
      });
      // All text inside the margins: 2 in left and right, 0.5 in top and bottom.
      expect(p.textBox.left).toBeGreaterThanOrEqual(2 * inch - 1);
      expect(p.textBox.right).toBeLessThanOrEqual(9 * inch + 1);
      expect(p.textBox.bottom).toBeGreaterThanOrEqual(0.5 * inch - 1);
      expect(p.textBox.top).toBeLessThanOrEqual(8 * inch + 1);
      // The table's header repeats on each page.
      expect(p.text).toContain('Total Revenue');
    }
    const first = pages[0];
    expect(first.text).toContain(daily.title);
    expect(first.pictures).toBe(1);
    // Every day of the table is in the PDF, as text, as the expanded card shows it.
    const all = pages.map((p) => p.text).join(' ');
    const days = await page
      .getByRole('dialog')
      .locator('.pui-sheet__table tbody tr td:first-child')
      .allTextContents();
    expect(days).toHaveLength(daily.table.length);
    expect(days.filter((d) => !all.includes(d))).toEqual([]);
  });

  it('saves a PNG of the whole card at twice its size, with no scrollbar in it', async () => {
    const { download, path } = await saved(page, 'PNG');
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^parley-total-revenue-by-day-last-90-days-[a-z0-9-]+-${today}\\.png$`),
    );
    const png = readFileSync(path);
    const size = pngSize(png);
    // The 960 px sheet and its 24 px padding, at 2×; tall enough for all 90 rows.
    expect(size.width).toBe(2 * (960 + 48));
    expect(size.height).toBeGreaterThan(2 * (320 + daily.table.length * 28));
    expect(await scrollbarColumns(page, png)).toBe(0);
  });

  it('saves a CSV under the same name that reads back as the card', async () => {
    const { download, path } = await saved(page, 'CSV');
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^parley-total-revenue-by-day-last-90-days-[a-z0-9-]+-${today}\\.csv$`),
    );
    const lines = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Day,Total Revenue');
    expect(lines).toHaveLength(1 + daily.table.length);
    const [dayKey, revenueKey] = daily.columns.map((c) => c.key) as [string, string];
    const back = lines.slice(1).map((line) => line.split(','));
    expect(back.map(([day]) => day)).toEqual(daily.table.map((r) => String(r[dayKey])));
    back.forEach(([, revenue], i) =>
      expect(Number(revenue)).toBeCloseTo(Number(daily.table[i][revenueKey]), 2),
    );
  });
});
