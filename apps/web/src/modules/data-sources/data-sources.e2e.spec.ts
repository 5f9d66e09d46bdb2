import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { startApi } from '../../../e2e/support/api-server';
import type { RunningApi } from '../../../e2e/support/api-server';
import { signUpAndOnboard } from '../../../e2e/support/app-driver';
import { desktop, launchBrowser, screenshots } from '../../../e2e/support/browser';
import { mailboxOf } from '../../../e2e/support/mailbox';

jest.setTimeout(300_000);

type Card = {
  table: Record<string, string | number | null>[];
  columns: { key: string; role: string }[];
};
type Replies = { data: { responses: { card?: Card }[] } };

const person = {
  email: 'grace.hopper@example.com',
  name: 'Grace Hopper',
  password: 'Cobol-Compiler-1959',
  country: 'United States',
};
const table = `parley_e2e_orders_${randomBytes(3).toString('hex')}`;
const CSV = [
  'order_date,region,amount',
  '2026-05-02,North,120.5',
  '2026-05-03,South,80',
  '2026-05-10,North,40',
  '2026-06-01,East,15.25',
].join('\n');

// A STAND-IN for the GA4 Admin and Data APIs (not reachable from here): one property, and a
// runReport answer in the documented shape with a fixed total of sessions.
function startGa4StandIn(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const send = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!request.headers.authorization?.startsWith('Bearer '))
      return void response.writeHead(401).end();
    if (request.url?.startsWith('/v1beta/accountSummaries')) {
      return send({
        accountSummaries: [
          {
            account: 'accounts/1',
            displayName: 'Example',
            propertySummaries: [{ property: 'properties/4242', displayName: 'Web shop' }],
          },
        ],
      });
    }
    request.resume();
    request.on('end', () =>
      send({
        dimensionHeaders: [],
        metricHeaders: [{ name: 'sessions', type: 'TYPE_INTEGER' }],
        rows: [{ metricValues: [{ value: '4321' }] }],
        rowCount: 1,
        kind: 'analyticsData#runReport',
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

async function ask(page: Page, phrase: string): Promise<Card> {
  const replied = page.waitForResponse(
    (r) =>
      r.url().endsWith('/features/conversations/chat_query') && r.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: /Ask a question/ }).fill(phrase);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  const response = await replied;
  expect(response.status()).toBe(200);
  await page.getByTestId('conversation-item').last().locator('.pui-card').waitFor();
  const card = ((await response.json()) as Replies).data.responses[0]?.card as Card;
  return card;
}

const firstMetric = (card: Card) =>
  Number(card.table[0]?.[card.columns.find((c) => c.role === 'metric')?.key ?? '']);

async function toastSaying(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.toast', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function questionsGoTo(page: Page, label: RegExp): Promise<void> {
  await page.goto('/user/datasources');
  const select = page.getByTestId('source-selector');
  const option = select.locator('option', { hasText: label });
  await select.selectOption((await option.getAttribute('value')) ?? '');
  await toastSaying(page, 'Questions now go to this source.');
}

describe('data sources in Chromium', () => {
  const google = new OAuth2Server();
  let ga: { url: string; server: Server };
  let api: RunningApi;
  let browser: Browser;
  let page: Page;
  let pg: Client;

  beforeAll(async () => {
    pg = new Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
    await pg.connect();
    await pg.query(
      `CREATE TABLE ${table} (id integer PRIMARY KEY, region text, amount numeric(10,2))`,
    );
    await pg.query(
      `INSERT INTO ${table} SELECT i, (ARRAY['North','South'])[i % 2 + 1], i * 1.5 FROM generate_series(1, 200) AS i`,
    );
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
      Object.assign(token.payload, {
        sub: 'e2e-google-user',
        email: 'grace@example.com',
        name: 'Grace',
      }),
    );
    ga = await startGa4StandIn();
    const issuer = google.issuer.url as string;
    // startApi passes this process's environment on to the API.
    Object.assign(process.env, {
      GA_CLIENT_ID: 'e2e-client',
      GA_CLIENT_SECRET: 'e2e-secret',
      GA_AUTHORIZATION_URL: `${issuer}/authorize`,
      GA_TOKEN_URL: `${issuer}/token`,
      GA_REVOCATION_URL: `${issuer}/revoke`,
      GA_DATA_API_URL: ga.url,
      GA_ADMIN_API_URL: ga.url,
      // The test PostgreSQL runs on this machine: allowed on purpose, as a private warehouse would be.
      DATABASE_ALLOWED_HOSTS: '127.0.0.1',
    });
    api = await startApi();
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: desktop,
      locale: 'en-US',
      baseURL: api.baseUrl,
    });
    page = await context.newPage();
    await signUpAndOnboard(page, api.baseUrl, mailboxOf(api.baseUrl), person);
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await google.stop();
    ga?.server.close();
    await pg.query(`DROP TABLE IF EXISTS ${table}`);
    await pg.end();
  });

  it('uploads a CSV with progress, asks about it and gets the right number', async () => {
    await page.goto('/user/datasources');
    await page.getByText('No connections yet').waitFor();
    await page.getByRole('button', { name: '+ Add connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add connection' });
    // The demo is offered to everyone, so it is not called a connection of this person's.
    await expect(dialog.getByRole('button', { name: /Demo/ }).textContent()).resolves.toContain(
      'Built in',
    );
    await dialog.getByRole('button', { name: /File/ }).click();
    await page
      .getByTestId('datasource-file')
      .setInputFiles({ name: 'Sales.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await toastSaying(page, 'Sales.csv is ready: 4 rows.');
    await page.getByTestId('connection-file').getByText('Active').waitFor();
    // The new file is offered as the source to ask at once: questions go to it, unchosen.
    await toastSaying(page, 'Questions now go to Sales.csv');
    await expect(
      page.getByTestId('source-selector').locator('option:checked').textContent(),
    ).resolves.toMatch(/sales\.csv/i);
    await page.goto('/conversation');
    expect(firstMetric(await ask(page, 'total amount'))).toBeCloseTo(255.75, 2);
  });

  it('connects PostgreSQL through the form with test connection, asks and gets the right number', async () => {
    await page.goto('/user/datasources');
    await page.getByRole('button', { name: '+ Add connection' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'PostgreSQL' }).click();
    const dialog = page.getByRole('dialog', { name: 'PostgreSQL' });
    await dialog.getByLabel('Host').fill('127.0.0.1');
    await dialog.getByLabel('Database').fill('test');
    await dialog.getByLabel('User').fill('postgres');
    await dialog.getByLabel('Password').fill('any-password');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await toastSaying(page, 'Connected. Choose the tables');
    await dialog.getByLabel(table, { exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaying(page, 'Saved successfully.');
    const card = page.getByTestId('connection-postgresql');
    await card.getByText('Selected').waitFor();
    await questionsGoTo(page, new RegExp(table));
    await page.goto('/conversation');
    const [expected] = (
      await pg.query<{ s: string }>(`SELECT sum(amount) AS s FROM ${table} WHERE region = 'North'`)
    ).rows;
    expect(firstMetric(await ask(page, 'total amount in North'))).toBeCloseTo(
      Number(expected.s),
      2,
    );
    // Named after its database, and deletable.
    await page.goto('/user/datasources');
    const named = page.getByTestId('connection-postgresql');
    await named.getByText('test', { exact: true }).waitFor();
    await named.getByText('PostgreSQL · postgres@127.0.0.1:5432').waitFor();
    await named.getByRole('button', { name: 'Delete connection' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this connection?' })
      .getByRole('button', { name: 'Delete connection' })
      .click();
    await toastSaying(page, 'The connection has been deleted.');
    await named.waitFor({ state: 'detached' });
  });

  it('connects Google Analytics through the OAuth server, picks a property, asks, then revokes', async () => {
    await page.goto('/user/datasources');
    await page.getByRole('button', { name: '+ Add connection' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Google Analytics 4' }).click();
    // Consent is granted at once by the local OAuth server; the callback brings the person back here.
    await page.waitForURL(/\/user\/datasources\?type=google_analytics/, { timeout: 20_000 });
    const card = page.getByTestId('connection-google_analytics');
    await card.getByText('Active').waitFor();
    // The callback leaves the person on the data sources page, not the dashboard.
    expect(new URL(page.url()).pathname).toBe('/user/datasources');
    await card.getByRole('button', { name: '+ Add account' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an account' });
    await expect(picker.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await picker.getByLabel('Web shop (Example)').check();
    await picker.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Selected').waitFor();
    await screenshots(page, 'data-sources');
    await questionsGoTo(page, /Web shop/);
    await page.goto('/conversation');
    expect(firstMetric(await ask(page, 'sessions last month'))).toBe(4321);
    await page.goto('/user/datasources');
    await page
      .getByTestId('connection-google_analytics')
      .getByRole('button', { name: 'Revoke' })
      .click();
    await toastSaying(page, 'Access revoked.');
    await page.getByTestId('connection-google_analytics').getByText('Revoked').waitFor();
    await page
      .getByTestId('connection-google_analytics')
      .getByRole('link', { name: 'Connect' })
      .waitFor();
  });
});
