import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startApi } from '../../../e2e/support/api-server';
import type { RunningApi } from '../../../e2e/support/api-server';
import { signInWithPassword, signUpAndOnboard } from '../../../e2e/support/app-driver';
import { desktop, launchBrowser, screenshots } from '../../../e2e/support/browser';
import { mailboxOf } from '../../../e2e/support/mailbox';

jest.setTimeout(300_000);

type Box = { x: number; y: number; width: number; height: number };
type SavedLayout = { i: string; x: number; y: number; w: number; h: number }[];

const person = {
  email: 'ada.lovelace@example.com',
  name: 'Ada Lovelace',
  password: 'Analytical-Engine-1843',
  country: 'United Kingdom',
};

async function ask(page: Page, phrase: string): Promise<void> {
  const replied = page.waitForResponse(
    (r) =>
      r.url().endsWith('/features/conversations/chat_query') && r.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: /Ask a question/ }).fill(phrase);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  expect((await replied).status()).toBe(200);
  await page.getByTestId('conversation-item').last().locator('.pui-card').waitFor();
}

async function saveLastAnswer(page: Page): Promise<void> {
  await page
    .getByTestId('conversation-item')
    .last()
    .getByRole('button', { name: 'Save to collection' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Save to collection' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastSaying(page, 'Card added');
  await dialog.waitFor({ state: 'detached' });
}

// Toasts stay 4.5 s, so an earlier one may still be showing: wait for the one with this text.
async function toastSaying(page: Page, text: string): Promise<void> {
  await page.locator('.toast', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

const cards = (page: Page) => page.getByTestId('compact-card');

async function boxes(page: Page): Promise<Record<string, Box>> {
  const all = await cards(page).evaluateAll((els) =>
    els.map((el) => {
      const cell = el.parentElement as HTMLElement;
      const r = cell.getBoundingClientRect();
      return [
        el.getAttribute('data-card-id') ?? '',
        {
          x: Math.round(r.x),
          y: Math.round(r.y),
          width: Math.round(r.width),
          height: Math.round(r.height),
        },
      ] as const;
    }),
  );
  return Object.fromEntries(all);
}

async function savedLayout(page: Page, collectionId: string): Promise<SavedLayout> {
  const res = await page.request.get(`/api/v1/collection?collection=${collectionId}&run=none`);
  return ((await res.json()) as { data: { collection: { layout: SavedLayout } } }).data.collection
    .layout;
}

// Drags the corner handle of the nth card by ten steps of (dx, dy) pixels.
async function resizeCard(page: Page, nth: number, dx: number, dy: number): Promise<void> {
  const resizer = page
    .locator('.collection-view__cell')
    .nth(nth)
    .locator('.react-resizable-handle-se');
  const corner = (await resizer.boundingBox()) as Box;
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(corner.x + step * dx, corner.y + step * dy);
  await page.mouse.up();
}

// The same person signed in in another browser, as on a second device.
async function signedInSecondBrowser(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; other: Page }> {
  const context = await browser.newContext({
    viewport: desktop,
    locale: 'en-US',
    baseURL: baseUrl,
  });
  const other = await context.newPage();
  await signInWithPassword(other, baseUrl, person.email, person.password);
  return { context, other };
}

async function tableText(page: Page): Promise<string> {
  return (await page.locator('.pui-card').first().locator('tbody').textContent()) ?? '';
}

// Lines a clamped block shows, from its height and line height.
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const line = parseFloat(getComputedStyle(el).lineHeight) || 16;
    return Math.round(el.getBoundingClientRect().height / line);
  });
}

// Neighbouring SVG labels closer than a space apart ("$50K$100K"), as the reader sees them.
async function crowded(labels: Locator): Promise<string[]> {
  return labels.evaluateAll((els) => {
    const boxes = els.map((el) => ({ text: el.textContent ?? '', r: el.getBoundingClientRect() }));
    const hits: string[] = [];
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1], boxes[i]];
      if (
        a &&
        b &&
        a.r.right + 4 > b.r.left &&
        b.r.right + 4 > a.r.left &&
        a.r.bottom > b.r.top &&
        b.r.bottom > a.r.top
      )
        hits.push(`${a.text}|${b.text}`);
    }
    return hits;
  });
}

describe('collections as live dashboards, in Chromium', () => {
  let api: RunningApi;
  let browser: Browser;
  let first: BrowserContext;
  let page: Page;
  let collectionId = '';

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    first = await browser.newContext({ viewport: desktop, locale: 'en-US', baseURL: api.baseUrl });
    page = await first.newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), person);
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('creates a collection from the #new dialog and saves three answers into it from the conversation', async () => {
    await page.goto(`${api.baseUrl}/collections#new`);
    const dialog = page.getByRole('dialog', { name: 'New collection' });
    await expect(dialog.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Name').fill('Morning board');
    await dialog.getByLabel('E-mail notification frequency').selectOption('monthly');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/collection\/[\w-]+$/);
    collectionId = new URL(page.url()).pathname.split('/')[2] ?? '';

    await page.getByRole('link', { name: 'Conversations' }).first().click();
    for (const phrase of [
      'revenue by channel last 30 days',
      'sessions by device last 90 days',
      'orders by month this year',
    ]) {
      await ask(page, phrase);
      await saveLastAnswer(page);
    }
    await page.goto(`${api.baseUrl}/collections`);
    const tile = page.getByTestId('collection-tile').filter({ hasText: 'Morning board' });
    await expect(tile.textContent()).resolves.toMatch(/3 cards[\s\S]*Monthly digest/);
  });

  it('fits each small card: the question on up to two lines, the chart first, the source by its logo', async () => {
    await page.goto(`${api.baseUrl}/collection/${collectionId}`);
    await cards(page).nth(2).locator('.pui-card svg').first().waitFor();
    for (const card of await cards(page).all()) {
      const phrase = card.locator('.compact-card__phrase');
      const text = (await phrase.textContent()) ?? '';
      // Nothing cut off sideways; at most two lines; the full question on hover and for readers.
      expect(await phrase.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await linesOf(phrase)).toBeLessThanOrEqual(2);
      expect(await phrase.getAttribute('title')).toBe(text);
      await card.getByRole('heading', { name: text, exact: true }).waitFor();
      // The chart shows in the card's body unscrolled; the summary text waits behind its toggle.
      expect(await card.locator('.pui-card__text').count()).toBe(0);
      const body = (await card.locator('.compact-card__body').boundingBox()) as Box;
      const chart = (await card.locator('.pui-chart svg').first().boundingBox()) as Box;
      expect(body.y + body.height - chart.y).toBeGreaterThan(body.height / 3);
      // The demo source's logo is the API's image, named for readers, not its initials.
      const logo = card.getByRole('img', { name: 'Demo store' });
      expect(await logo.evaluate((el) => el.tagName)).toBe('IMG');
      expect(await logo.getAttribute('src')).toBe('/datasource-logos/demo.svg');
      expect(await logo.evaluate((el) => (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }

    await page.goto(`${api.baseUrl}/`);
    const tile = page.getByTestId('dashboard-collection');
    await tile.locator('.pui-chart svg').first().waitFor();
    // Charts follow their card after the spec's 300 ms resize debounce.
    await page.waitForTimeout(400);
    // The tile is narrow: the chart first, its summary text behind the toggle.
    expect(await tile.locator('.pui-card__text').count()).toBe(0);
    // The tile is narrow: the chart's axis labels thin out instead of running into each other.
    for (const axis of await tile.locator('.visx-axis-bottom, .visx-axis-left').all())
      expect(await crowded(axis.locator('text'))).toEqual([]);
    for (const title of [
      tile.locator('.dashboard-collection__phrase'),
      tile.locator('.pui-card__title'),
    ]) {
      expect(await linesOf(title)).toBeLessThanOrEqual(2);
      expect(await title.getAttribute('title')).toBe(await title.textContent());
    }
  });

  it('drags and resizes cards, saves the layout, and shows the same layout after a reload', async () => {
    // Room for a row of three 3x3 tiles and the corners of the row below.
    await page.setViewportSize({ width: 1600, height: 1100 });
    await page.goto(`${api.baseUrl}/collection/${collectionId}`);
    await cards(page).nth(2).locator('.pui-card').waitFor();
    expect(await page.getByRole('button', { name: 'Save layout' }).count()).toBe(0);
    const before = await boxes(page);
    const ids = Object.keys(before);
    expect(ids).toHaveLength(3);

    // Drag the first card by its title to the far right of the first row.
    const handle = cards(page).first().locator('.compact-card__handle');
    const start = (await handle.boundingBox()) as Box;
    await page.mouse.move(start.x + 20, start.y + start.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(start.x + 20 + step * 70, start.y + start.height / 2 + step * 30);
    await page.mouse.up();
    // Resize the second card from its corner handle, once the grid has settled after the drag
    // (a 3x3 tile still sliding may cover the handle): one row taller, a row below is always free.
    await page.waitForTimeout(500);
    await resizeCard(page, 1, 0, 14);

    // The grid animates into place (CSS transitions); measure once it has settled.
    await page.waitForTimeout(500);
    const moved = await boxes(page);
    expect(moved).not.toEqual(before);
    const save = page.getByRole('button', { name: 'Save layout' });
    await save.click();
    await toastSaying(page, 'Saved successfully');
    await save.waitFor({ state: 'detached' });
    const layout = await savedLayout(page, collectionId);
    expect(layout.map((e) => e.i).sort()).toEqual([...ids].sort());
    // One row taller than a new 3x3 tile.
    expect(layout.find((e) => e.i === ids[1])?.h).toBe(4);

    await page.reload();
    await cards(page).nth(2).waitFor();
    await page.waitForTimeout(500);
    expect(await boxes(page)).toEqual(moved);
    expect(await savedLayout(page, collectionId)).toEqual(layout);
    await screenshots(page, 'collection-view');
  });

  it('refuses a layout arranged in a second browser on what the first has since re-arranged, and shows the saved one there', async () => {
    const { context, other } = await signedInSecondBrowser(browser, api.baseUrl);
    await other.setViewportSize({ width: 1600, height: 1100 });
    await other.goto(`${api.baseUrl}/collection/${collectionId}`);
    await cards(other).nth(2).waitFor();
    await page.goto(`${api.baseUrl}/collection/${collectionId}`);
    await cards(page).nth(2).waitFor();

    // The second browser starts arranging: the first card one row taller.
    await resizeCard(other, 0, 0, 14);
    await other.getByRole('button', { name: 'Save layout' }).waitFor();
    // Meanwhile the first browser makes that card shorter (it sits on the top row) and saves.
    await resizeCard(page, 0, 0, -14);
    const save = page.getByRole('button', { name: 'Save layout' });
    await save.click();
    await toastSaying(page, 'Saved successfully');
    await save.waitFor({ state: 'detached' });
    const saved = await savedLayout(page, collectionId);

    // The second browser's save was arranged on the older version: refused, not merged.
    const answered = other.waitForResponse((r) => r.url().endsWith('/api/v1/update_collection'));
    await other.getByRole('button', { name: 'Save layout' }).click();
    expect((await answered).status()).toBe(409);
    await toastSaying(other, 'The layout was changed elsewhere');
    await other.getByRole('button', { name: 'Save layout' }).waitFor({ state: 'detached' });
    expect(new URL(other.url()).pathname).toBe(`/collection/${collectionId}`);
    expect(await savedLayout(other, collectionId)).toEqual(saved);
    // It shows the first browser's layout, on the same page.
    await other.waitForTimeout(500);
    await page.waitForTimeout(500);
    expect(await boxes(other)).toEqual(await boxes(page));
    await context.close();
    await page.setViewportSize(desktop);
  });

  it('shows a card added in one browser in a second browser within a second, without a reload', async () => {
    const { context: second, other } = await signedInSecondBrowser(browser, api.baseUrl);
    await other.goto(`${api.baseUrl}/collection/${collectionId}`);
    await cards(other).nth(2).waitFor();
    expect(await cards(other).count()).toBe(3);

    await page.goto(`${api.baseUrl}/collection/${collectionId}/new`);
    await page.getByLabel('Question').fill('revenue by channel');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.locator('.pui-card').first().locator('tbody').waitFor();
    const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/add_collection_question'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await added).status()).toBe(200);
    const answeredAt = Date.now();
    await cards(other).nth(3).waitFor({ timeout: 1000 });
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    expect(await cards(other).nth(3).locator('.compact-card__phrase').textContent()).toBe(
      'revenue by channel',
    );
    await second.close();
  });

  it("edits a card's date range and shows the new numbers", async () => {
    await page.waitForURL(`${api.baseUrl}/collection/${collectionId}`);
    const card = cards(page).filter({
      has: page.locator('.compact-card__phrase', { hasText: /^revenue by channel$/ }),
    });
    await card.getByRole('link', { name: 'Edit card' }).click();
    await page.waitForURL(/\/collection\/[\w-]+\/[\w-]+$/);
    await page.locator('.pui-card').first().locator('tbody').waitFor();
    const wide = await tableText(page);
    const previewed = page.waitForResponse((r) => r.url().endsWith('/api/v1/collection/preview'));
    await page.getByLabel('Date range').selectOption('last_7_days');
    await previewed;
    await page.waitForFunction(
      (old) => (document.querySelector('.pui-card tbody')?.textContent ?? old) !== old,
      wide,
    );
    const narrow = await tableText(page);
    expect(narrow).not.toEqual(wide);
    // The top channel's revenue over the last 7 days, as the preview shows it.
    const topValue =
      (await page
        .locator('.pui-card')
        .first()
        .locator('tbody tr')
        .first()
        .locator('td')
        .nth(1)
        .textContent()) ?? '';
    expect(topValue).toMatch(/\d/);
    await page.getByRole('button', { name: 'Save' }).click();
    await toastSaying(page, 'Card updated');
    await page.waitForURL(`${api.baseUrl}/collection/${collectionId}`);
    const shown = cards(page).filter({
      has: page.locator('.compact-card__phrase', { hasText: /^revenue by channel$/ }),
    });
    // Cards render when scrolled into view; a small card lists rows instead of a wide table.
    await shown.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      ([id, value]) =>
        (document.querySelector(`[data-card-id="${id}"]`)?.textContent ?? '').includes(value),
      [(await shown.getAttribute('data-card-id')) ?? '', topValue] as const,
    );
    expect(await shown.textContent()).toMatch(/last 7 days/);
  });

  it('moves a card into a new collection, then deletes that collection', async () => {
    const card = cards(page).filter({
      has: page.locator('.compact-card__phrase', { hasText: /^sessions by device/ }),
    });
    await card.getByRole('link', { name: 'Edit card' }).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move card' });
    await dialog.getByLabel('Create a new collection').check();
    expect(await dialog.getByRole('button', { name: 'Move' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('Archive');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await toastSaying(page, 'Card moved successfully');
    await page.waitForURL(
      (url) => url.pathname.startsWith('/collection/') && !url.pathname.includes(collectionId),
    );
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(1);
    await page.goto(`${api.baseUrl}/collection/${collectionId}`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(3);

    await page.goto(`${api.baseUrl}/collections`);
    await page.getByRole('button', { name: 'Delete Archive' }).click();
    await page
      .getByRole('dialog', { name: 'Delete collection' })
      .getByRole('button', { name: 'Delete Archive' })
      .click();
    await toastSaying(page, 'Removed successfully');
    await page
      .getByTestId('collection-tile')
      .filter({ hasText: 'Archive' })
      .waitFor({ state: 'detached' });
    expect(await page.getByTestId('collection-tile').count()).toBe(1);
  });

  it('shows an answer saved to a collection as saved there, and offers only other collections next', async () => {
    await page.goto(`${api.baseUrl}/conversation`);
    // Saved by the first test: still marked saved after a reload, as the server's collections say.
    await page
      .getByTestId('conversation-item')
      .filter({ hasText: 'orders by month this year' })
      .getByRole('button', { name: 'Saved to Morning board' })
      .waitFor();
    // Its card was moved into a collection that is gone since: saveable again.
    await ask(page, 'sessions by device last 90 days');
    await saveLastAnswer(page);
    const button = page
      .getByTestId('conversation-item')
      .last()
      .getByRole('button', { name: 'Saved to Morning board' });
    await button.waitFor();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Save to collection' });
    // Morning board already holds it and there is no other collection: only a new one is offered.
    expect(await dialog.getByRole('radio', { name: 'Collection', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await dialog.locator('select option', { hasText: 'Morning board' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('offers a free-plan person only the weekly and monthly digests', async () => {
    await page.goto(`${api.baseUrl}/collections#new`);
    const dialog = page.getByRole('dialog', { name: 'New collection' });
    const frequency = dialog.getByLabel('E-mail notification frequency');
    await frequency.waitFor();
    expect(await frequency.locator('option').allTextContents()).toEqual(['Weekly', 'Monthly']);
    await dialog.getByLabel('Name').fill('Sales board');
    await frequency.selectOption('monthly');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/collection\/[\w-]+$/);
  });

  it('adds a question about an uploaded file, picked by its name, to a collection', async () => {
    const salesBoard = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.goto(`${api.baseUrl}/user/datasources`);
    await page.getByRole('button', { name: '+ Add connection' }).click();
    await page
      .getByRole('dialog', { name: 'Add connection' })
      .getByRole('button', { name: /File/ })
      .click();
    await page.getByTestId('datasource-file').setInputFiles({
      name: 'Sales.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'order_date,region,amount\n2026-05-02,North,120.5\n2026-05-03,South,80\n',
      ),
    });
    await toastSaying(page, 'Sales.csv is ready: 2 rows.');

    await page.goto(`${api.baseUrl}/collection/${salesBoard}/new`);
    const source = page.getByLabel('Data source');
    await source.waitFor();
    expect(await source.locator('option').allTextContents()).toEqual(['Demo', 'sales.csv']);
    const suggested = page.waitForResponse((r) => r.url().includes('model_id=sales.csv'));
    await source.selectOption({ label: 'sales.csv' });
    expect((await suggested).status()).toBe(200);
    await page.getByLabel('Question').fill('total amount');
    const previewed = page.waitForResponse((r) => r.url().endsWith('/api/v1/collection/preview'));
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = await previewed;
    expect(preview.request().postDataJSON()).toMatchObject({
      type: 'file',
      datasource_id: 'sales.csv',
    });
    expect(preview.status()).toBe(200);
    // North 120.5 + South 80: the file's own numbers, not the demo's (200.5, shown rounded as 201).
    await page
      .locator('.pui-card', { hasText: /200\.5|201/ })
      .first()
      .waitFor();
    const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/add_collection_question'));
    await page.getByRole('button', { name: 'Save' }).click();
    const save = await added;
    expect(save.request().postDataJSON()).toMatchObject({
      type: 'file',
      datasource_id: 'sales.csv',
      phrase: 'total amount',
    });
    expect(save.status()).toBe(200);
    await page.waitForURL(`${api.baseUrl}/collection/${salesBoard}`);
    // Cards render when scrolled into view and run after the page loads: wait for the number.
    await cards(page)
      .filter({ hasText: /200\.5|201/ })
      .first()
      .waitFor();
  });
});
