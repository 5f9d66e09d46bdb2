import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { signUpAndOnboard, toastText } from './support/app-driver';
import { desktop, launchBrowser, screenshots } from './support/browser';
import { askForCard, createCollection, saveLastAnswer } from './support/conversation-driver';
import { mailboxOf, waitForMail } from './support/mailbox';

jest.setTimeout(240_000);

const PREMIUM = 'grace.hopper@example.com';
const FREE = 'alan.turing@example.com';
const COLLECTION = 'Morning numbers';
const FREQUENCY = 'E-mail notification frequency';
const DAILY_HINT = 'Daily digests come with the Premium plan and above.';

// A call as the web app makes it (cookie and anti-forgery token of the signed-in tab).
async function callApi(
  page: Page,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; message: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-Token': localStorage.getItem('xsrfToken') ?? '',
        },
        body: JSON.stringify(body),
      });
      const reply = (await response.json()) as { data?: { message?: string } };
      return { status: response.status, message: reply.data?.message ?? '' };
    },
    { method, path, body },
  );
}

const digestPanel = async (page: Page) => {
  const panel = page.locator('details.digest-settings');
  await panel.locator('summary', { hasText: 'E-mail digest' }).click();
  return panel;
};

// Digests and organisation-strategy reports in the web app, against the built API with its
// development mailbox: the settings a person changes, the previews they ask for, the report
// history and the live notification panel.
describe('digests and reports in a browser', () => {
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let collectionId = '';

  beforeAll(async () => {
    api = await startApi({ PLANS_BY_EMAIL: `${PREMIUM}=premium` });
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: desktop,
      locale: 'en-US',
      timezoneId: 'Europe/London',
    });
    page = await context.newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), {
      email: PREMIUM,
      name: 'Grace Hopper',
      password: 'Compiler-Cobol-1959',
      country: 'United States',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('changes a collection’s digest to daily and its attachments; a reload shows both', async () => {
    collectionId = await createCollection(page, api.baseUrl, COLLECTION);
    await page.getByRole('link', { name: 'Conversations' }).first().click();
    await askForCard(page, 'revenue by channel last month');
    await saveLastAnswer(page);

    await page.goto(`${api.baseUrl}/collections`);
    await page.getByRole('button', { name: `Edit ${COLLECTION}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit collection' });
    // Premium includes daily digests: offered, and no word about the plan.
    expect(await dialog.getByText(DAILY_HINT).count()).toBe(0);
    await dialog.getByLabel(FREQUENCY).selectOption('daily');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await toastText(page)).toContain('Saved successfully');

    await page.reload();
    await page.getByText('Daily digest').first().waitFor();
    await page.getByRole('button', { name: `Edit ${COLLECTION}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit collection' });
    expect(await dialog.getByLabel(FREQUENCY).inputValue()).toBe('daily');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${api.baseUrl}/collection/${collectionId}`);
    let panel = await digestPanel(page);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/digests/settings') && r.request().method() === 'PUT',
    );
    // The box shows what the server stored: it ticks once the change is saved.
    await panel.getByLabel('Also attach one Excel workbook of all cards').click();
    expect((await saved).status()).toBe(200);
    // The reply is read and rendered after the response event: wait for the tick, not a clock.
    await panel
      .getByLabel('Also attach one Excel workbook of all cards')
      .and(page.locator(':checked'))
      .waitFor();
    await page.reload();
    panel = await digestPanel(page);
    expect(await panel.getByLabel('Also attach one Excel workbook of all cards').isChecked()).toBe(
      true,
    );
    expect(await panel.getByLabel('Send this digest').isChecked()).toBe(true);
    await screenshots(page, 'digest-settings');
  });

  it('sends a digest preview on request, and the open notification panel shows it without a reload', async () => {
    // The panel is open in this tab; the preview is asked for in another tab of the same person.
    await page.goto(`${api.baseUrl}/`);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('button', { name: 'Notifications' }).click();
    const notifications = page.getByRole('dialog', { name: 'Notifications' });
    await notifications.getByText('You have no notifications.').waitFor();

    const other = await context.newPage();
    await other.goto(`${api.baseUrl}/collection/${collectionId}`);
    const panel = await digestPanel(other);
    await panel.getByRole('button', { name: 'Send me a preview now' }).click();
    await panel.getByRole('status').getByText('A preview is on its way to your inbox.').waitFor();

    const mail = await waitForMail(api.baseUrl, PREMIUM, 60_000, `digest: ${COLLECTION}`);
    expect(mail.subject).toContain('(preview)');
    await notifications.getByText('Digest sent').waitFor({ timeout: 30_000 });
    expect(await notifications.textContent()).toContain(`${COLLECTION} (preview)`);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await other.close();
    await screenshots(page, 'notifications-digest-sent');
    await page.keyboard.press('Escape');
  });

  it('shows an empty report history, then the report preview asked for there', async () => {
    await page.goto(`${api.baseUrl}/reports`);
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByText('No reports yet.').waitFor();

    const strategy = await callApi(page, 'PUT', '/features/organisation-strategy', {
      business_name: 'Hopper Navy Supply',
      business_description: 'Outdoor gear',
      core_services: 'Retail',
      primary_industry: 'Retail',
      target_client_types: 'Hikers',
      target_client_names: 'Everyone',
      geography_focus: ['United States'],
      topics_of_interest: 'revenue',
      notification_frequency: 'monthly',
    });
    expect(strategy.status).toBe(200);

    await page.getByRole('button', { name: 'Send me a report preview now' }).click();
    await page.getByRole('status').getByText('A preview is on its way to your inbox.').waitFor();
    const mail = await waitForMail(api.baseUrl, PREMIUM, 60_000, 'report for Hopper Navy Supply');
    expect(mail.subject).toContain('(preview)');

    await page.reload();
    const listed = page.locator('.reports__list > li');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(1);
    expect(await listed.first().getByRole('heading').textContent()).toContain('(preview)');
    // Its executive summary, and a link to the whole report.
    expect(await listed.first().textContent()).toMatch(/In last month, \w+ \d{4}, .+ was /);
    await listed.first().getByRole('link', { name: 'Open the report' }).waitFor();
    expect(await page.getByText('No reports yet.').count()).toBe(0);
    await screenshots(page, 'reports-history');
  });

  it('offers no daily digest on the Free plan, says why, and the server refuses one too', async () => {
    const free = await browser.newContext({
      viewport: desktop,
      locale: 'en-US',
      timezoneId: 'Europe/London',
    });
    const tab = await free.newPage();
    await signUpAndOnboard(tab, api.baseUrl, mailboxOf(api.baseUrl), {
      email: FREE,
      name: 'Alan Turing',
      password: 'Enigma-Bombe-1940',
      country: 'United Kingdom',
    });
    await tab.goto(`${api.baseUrl}/collections#new`);
    const dialog = tab.getByRole('dialog', { name: 'New collection' });
    const frequency = dialog.getByLabel(FREQUENCY);
    await dialog.getByText(DAILY_HINT).waitFor();
    expect(await frequency.locator('option').allTextContents()).toEqual(['Weekly', 'Monthly']);
    await dialog.getByLabel('Name').fill('Free numbers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await tab.waitForURL(/\/collection\/[\w-]+$/);
    const id = new URL(tab.url()).pathname.split('/')[2] ?? '';

    // A daily digest asked for anyway (an old tab, a script) is refused with the plan's reason.
    const refused = await callApi(tab, 'PUT', '/api/v1/update_collection', {
      collection_id: id,
      digest: 'daily',
    });
    expect(refused).toEqual({
      status: 403,
      message: 'Your free plan does not include daily digests.',
    });
    await free.close();
  });
});
