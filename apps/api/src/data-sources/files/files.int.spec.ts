import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import type { TestApp } from '../../testing/test-app';
import { askCard, firstMetric, post, upload } from '../testing/data-source-test-kit';

const SALES = [
  'order_date,region,amount',
  '2026-05-02,North,120.5',
  '2026-05-03,South,80',
  '2026-05-10,North,40',
  '2026-06-01,East,15.25',
].join('\n');

describe('file data sources', () => {
  let t: TestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startAuthTestApp({ UPLOAD_MAX_BYTES: '4096' });
    ada = await signUp(t.app, 'ada@example.com');
    bob = await signUp(t.app, 'bob@example.com');
  }, 60_000);
  afterAll(() => t.close());

  it('lists what a tenant may connect, without a source this server has no settings for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/datasource/catalogue',
      headers: ada.headers,
    });
    const types = res.json<{
      data: { type: string; logo: string; auth_type: string; accounts: boolean }[];
    }>().data;
    // No GA_CLIENT_ID here: Google Analytics is not offered (its own spec checks it is when set).
    expect(types.map((e) => e.type)).toEqual(['demo', 'file', 'postgresql', 'mysql']);
    const logo = await t.app.inject({ method: 'GET', url: types[2].logo });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
  });

  it('turns an uploaded CSV into a data set that answers questions with its own numbers', async () => {
    const res = await upload(t.app, ada, 'Sales 2026.csv', SALES);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { type: 'file', datasource_id: 'sales-2026.csv', rows: 4 },
    });
    const card = await askCard(t.app, ada, 'total amount', {
      type: 'file',
      datasource_id: 'sales-2026.csv',
    });
    expect(firstMetric(card)).toBeCloseTo(255.75, 2);
    const byRegion = await askCard(t.app, ada, 'amount by region', {
      type: 'file',
      datasource_id: 'sales-2026.csv',
    });
    expect(byRegion.table.find((r) => r.region === 'North')).toMatchObject({ amount: 160.5 });
    const tenant = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers });
    expect(
      tenant.json<{ data: { credentials: Record<string, Record<string, unknown>> } }>().data
        .credentials.file['sales-2026.csv'],
    ).toMatchObject({ active: true, revoked: false, auth_type: 'file' });
  });

  it('replaces the data set when the person chooses to replace it', async () => {
    await upload(
      t.app,
      ada,
      'Sales 2026.csv',
      ['order_date,region,amount', '2026-05-02,North,1000'].join('\n'),
      'sales-2026.csv',
    );
    const card = await askCard(t.app, ada, 'total amount', {
      type: 'file',
      datasource_id: 'sales-2026.csv',
    });
    expect(firstMetric(card)).toBe(1000);
    await upload(t.app, ada, 'Sales 2026.csv', SALES, 'sales-2026.csv');
  });

  it('asks the default source when the question names none', async () => {
    const res = await post(t.app, ada, '/api/v1/datasource/defaults', {
      type: 'file',
      datasource_id: 'sales-2026.csv',
    });
    expect(res.statusCode).toBe(200);
    const card = await askCard(t.app, ada, 'total amount');
    expect(card.query.source).toMatchObject({ type: 'file', datasource_id: 'sales-2026.csv' });
    expect(firstMetric(card)).toBeCloseTo(255.75, 2);
    // Bob has no default: his questions still go to the demo.
    expect((await askCard(t.app, bob, 'revenue last 30 days')).query.source.type).toBe('demo');
  });

  it('goes back to the demo when the demo is chosen as the default', async () => {
    expect(
      (
        await post(t.app, ada, '/api/v1/datasource/defaults', {
          type: 'demo',
          datasource_id: 'demo',
        })
      ).statusCode,
    ).toBe(200);
    expect((await askCard(t.app, ada, 'revenue last 30 days')).query.source.type).toBe('demo');
  });

  it.each([
    ['a wrong type', 'notes.txt', 'hello', 'This file type is not supported'],
    ['an empty file', 'empty.csv', '', 'The file is empty.'],
    ['a header without rows', 'header.csv', 'a,b,c\n', 'The file is empty.'],
    [
      'a broken encoding',
      'latin.csv',
      Buffer.from([
        0x63, 0x69, 0x74, 0x79, 0x0a, 0x49, 0x73, 0x74, 0x61, 0x6e, 0x62, 0x75, 0x6c, 0xfc, 0xff,
        0x0a,
      ]),
      'not valid UTF-8',
    ],
    [
      'binary data under a .csv name',
      'bad.csv',
      Buffer.from([0x00, 0x01, 0x67, 0x61, 0x72, 0x0a, 0x22, 0x61, 0x2c, 0x2c, 0x0a, 0x62, 0x0a]),
      'not valid UTF-8',
    ],
    ['no usable column', 'blank.csv', 'a,b\n,\n,\n,\n', 'no column that can be asked about'],
    ['a file over the size limit', 'big.csv', `a\n${'1\n'.repeat(3000)}`, 'larger than'],
  ])('refuses %s with a clear message', async (_, name, content, message) => {
    const res = await upload(t.app, ada, name, content);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: { message: string } }>().data.message).toContain(message);
    expect(existsSync(join(t.config.dataDir, 'files'))).toBe(true);
  });

  it('keeps one tenant out of another tenant’s files', async () => {
    const asked = await post(t.app, bob, '/features/conversations/chat_query', {
      phrase: 'total amount',
      event: { type: 'file', datasource_id: 'sales-2026.csv' },
    });
    expect(asked.statusCode).toBe(404);
    expect(
      (
        await post(t.app, bob, '/api/v1/datasource/files/remove', {
          datasource_id: 'sales-2026.csv',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(t.app, bob, '/api/v1/datasource/defaults', {
          type: 'file',
          datasource_id: 'sales-2026.csv',
        })
      ).statusCode,
    ).toBe(404);
    const bobs = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: bob.headers });
    expect(bobs.json<{ data: { credentials: object } }>().data.credentials).toEqual({});
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/datasource/files', headers: bob.headers })
      ).json(),
    ).toEqual({ data: [] });
  });

  it('deletes the file from disk and from the credentials map', async () => {
    const files = await t.app.inject({
      method: 'GET',
      url: '/api/v1/datasource/files',
      headers: ada.headers,
    });
    expect(
      files.json<{ data: { datasource_id: string }[] }>().data.map((f) => f.datasource_id),
    ).toEqual(['sales-2026.csv']);
    const res = await post(t.app, ada, '/api/v1/datasource/files/remove', {
      datasource_id: 'sales-2026.csv',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/datasource/files', headers: ada.headers })
      ).json(),
    ).toEqual({ data: [] });
    const tenant = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers });
    expect(
      tenant.json<{ data: { credentials: Record<string, unknown> } }>().data.credentials.file ?? {},
    ).toEqual({});
    const asked = await post(t.app, ada, '/features/conversations/chat_query', {
      phrase: 'total amount',
      event: { type: 'file', datasource_id: 'sales-2026.csv' },
    });
    expect(asked.statusCode).toBe(404);
    // The default pointed at the deleted file: questions fall back to the demo.
    expect((await askCard(t.app, ada, 'revenue last 30 days')).query.source.type).toBe('demo');
  });

  it('deletes every uploaded data set of an account when the account is deleted', async () => {
    const folderOf = async (session: Session) => {
      const tenant = await t.app.inject({
        method: 'GET',
        url: '/auth/tenant',
        headers: session.headers,
      });
      return join(t.config.dataDir, 'files', tenant.json<{ data: { id: string } }>().data.id);
    };
    const cleo = await signUp(t.app, 'cleo@example.com');
    expect((await upload(t.app, cleo, 'Sales 2026.csv', SALES)).statusCode).toBe(200);
    expect((await upload(t.app, bob, 'Bob sales.csv', SALES)).statusCode).toBe(200);
    const card = await askCard(t.app, cleo, 'total amount', {
      type: 'file',
      datasource_id: 'sales-2026.csv',
    });
    expect(firstMetric(card)).toBeCloseTo(255.75);
    const cleos = await folderOf(cleo);
    const bobs = await folderOf(bob);
    expect(existsSync(join(cleos, 'sales-2026.csv'))).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/account',
      headers: cleo.headers,
      payload: { currentPassword: 'Sunny-day-42' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(cleos)).toBe(false);
    expect(existsSync(join(bobs, 'bob-sales.csv'))).toBe(true);
  });
});
