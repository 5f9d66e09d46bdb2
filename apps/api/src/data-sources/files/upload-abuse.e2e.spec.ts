import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import type { TestApp } from '../../testing/test-app';
import { FileStore } from './file-store';

type Refusal = { data: { key: string; message: string } };

// Each attack of the hardening issue against a listening API, over real HTTP: the attacker gets a
// 400 naming the limit, and another tenant's next request is answered in its usual time, also
// while the attack is still being handled.
jest.setTimeout(30_000);

describe('uploads that try to take Parley down', () => {
  let t: TestApp;
  let url: string;
  let mallory: Session;
  let bob: Session;
  // Reads Parley in Turkish (her profile language wins over the browser's).
  let ayse: Session;
  let usualMs = 0;

  beforeAll(async () => {
    t = await startAuthTestApp({
      UPLOAD_XLSX_MAX_ROWS: '5000',
      // Room for one small data set and its loaded copy, not for a second one.
      STORAGE_QUOTAS: 'free=3MB',
    });
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    url = `http://127.0.0.1:${port}`;
    mallory = await signUp(t.app, 'mallory@example.com');
    bob = await signUp(t.app, 'bob@example.com');
    ayse = await signUp(t.app, 'ayse@example.com');
    await t.app.inject({
      method: 'PUT',
      url: '/features/profile',
      headers: ayse.headers,
      payload: { language: 'tr' },
    });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await bobsQuestion());
    usualMs = Math.max(...times);
  }, 60_000);
  afterAll(() => t.close());

  // Bob asks the demo store a question; answers the milliseconds it took.
  async function bobsQuestion(): Promise<number> {
    const started = Date.now();
    const res = await fetch(`${url}/features/conversations/chat_query`, {
      method: 'POST',
      headers: { ...bob.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ phrase: 'total sales', event: { type: 'demo', now: '2026-06-15' } }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return Date.now() - started;
  }

  async function bobIsAnsweredAsUsual(): Promise<void> {
    expect(await bobsQuestion()).toBeLessThan(Math.max(1_000, 4 * usualMs));
  }

  function upload(session: Session, filename: string, content: Buffer | string): Promise<Response> {
    const form = new FormData();
    form.append('file', new Blob([content]), filename);
    return fetch(`${url}/api/v1/datasource/files`, {
      method: 'POST',
      headers: session.headers,
      body: form,
    });
  }

  // The attack runs while Bob asks; then the attacker's refusal is read.
  async function attack(request: Promise<Response>): Promise<{ status: number; body: Refusal }> {
    await bobIsAnsweredAsUsual();
    const res = await request;
    const refused = { status: res.status, body: (await res.json()) as Refusal };
    await bobIsAnsweredAsUsual();
    return refused;
  }

  // Every kept data set on disk, whoever's.
  function dataSets(): string[] {
    const root = join(t.config.dataDir, 'files');
    if (!existsSync(root)) return [];
    return readdirSync(root).flatMap((tenant) =>
      readdirSync(join(root, tenant)).filter((n) => !n.startsWith('.')),
    );
  }

  function leftovers(): string[] {
    const root = join(t.config.dataDir, 'files');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((p) =>
      /(^|\/)\.(upload-|tmp-|parley-xlsx-)/.test(p),
    );
  }

  it.each([
    ['10,000', 10_000],
    ['100,000', 100_000],
  ])('refuses JSON nested %s deep at once, in en and tr', async (_label, depth) => {
    const deep = '['.repeat(depth) + ']'.repeat(depth);
    const started = Date.now();
    const { status, body } = await attack(upload(mallory, 'deep.json', deep));
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      key: 'datastore.file_json_depth',
      message: 'The JSON file nests more than 32 levels deep. Upload a table: one object per row.',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    const tr = await upload(ayse, 'deep.json', deep);
    expect(((await tr.json()) as Refusal).data.message).toBe(
      'JSON dosyası 32 düzeyden daha derin iç içe. Bir tablo yükleyin: her satır için bir nesne.',
    );
    expect(leftovers()).toEqual([]);
  });

  it('refuses a workbook past the row cap without reading it into memory', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Bomb');
    sheet.addRow(['day', 'region', 'amount']);
    // Identical rows pack tightly: a small file that unpacks to many rows.
    for (let i = 0; i < 8_000; i++) sheet.addRow(['2026-01-01', 'North', 1]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { status, body } = await attack(upload(mallory, 'bomb.xlsx', bytes));
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      key: 'datastore.file_xlsx_rows',
      message: 'The worksheet has more than 5000 rows.',
    });
    expect(leftovers()).toEqual([]);
  });

  it('refuses random bytes named .parquet', async () => {
    const noise = Buffer.alloc(256 * 1024);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const { status, body } = await attack(upload(mallory, 'fake.parquet', noise));
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      key: 'datastore.file_unreadable',
      message: 'The file could not be read as a table.',
    });
    expect(leftovers()).toEqual([]);
  });

  it('removes what an upload cut off halfway left on disk', async () => {
    const boundary = 'parleyabort';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\nday,amount\r\n';
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      [
        'POST /api/v1/datasource/files HTTP/1.1',
        'Host: 127.0.0.1',
        `Cookie: ${mallory.cookie}`,
        `X-XSRF-Token: ${mallory.xsrfToken}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${10 * 1024 * 1024}`,
        '',
        head,
      ].join('\r\n'),
    );
    socket.write('2026-01-01,1\n'.repeat(40_000));
    // The upload is being received: its temporary file exists.
    await until(() => leftovers().some((p) => p.includes('.upload-')));
    socket.destroy();
    await until(() => leftovers().length === 0);
    await bobIsAnsweredAsUsual();
  });

  it('removes leftovers of a crash, not work another instance may be doing', () => {
    const folder = join(t.config.dataDir, 'files', 'crashed-tenant');
    const xlsxRows = join(folder, '.loaded', '.parley-xlsx-abc');
    mkdirSync(xlsxRows, { recursive: true });
    writeFileSync(join(xlsxRows, 'sheet.jsonl'), '{}');
    writeFileSync(join(folder, '.upload-123-sales.csv'), 'half');
    writeFileSync(join(folder, '.loaded', '.tmp-123-sales.csv.duckdb'), 'half');
    writeFileSync(join(folder, '.upload-456-now.csv'), 'being received');
    writeFileSync(join(folder, 'kept.csv'), 'a,b\n1,2\n');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    for (const old of [
      join(xlsxRows, 'sheet.jsonl'),
      xlsxRows,
      join(folder, '.upload-123-sales.csv'),
      join(folder, '.loaded', '.tmp-123-sales.csv.duckdb'),
    ])
      utimesSync(old, hourAgo, hourAgo);
    const store = new FileStore(t.config);
    store.onModuleInit();
    store.onModuleDestroy();
    expect(readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()).toEqual([
      '.loaded',
      '.upload-456-now.csv',
      'kept.csv',
    ]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses an upload past the plan storage quota, in en and tr, and keeps the rest', async () => {
    const rows = (n: number) =>
      'day,region,amount\n' +
      Array.from(
        { length: n },
        (_, i) => `2026-01-${String(1 + (i % 28)).padStart(2, '0')},R${i % 7},${i}`,
      ).join('\n');
    const first = await upload(mallory, 'first.csv', rows(2_000));
    expect(first.status).toBe(200);
    // The same data set uploaded again replaces itself: it does not count twice.
    expect((await upload(mallory, 'first.csv', rows(2_000))).status).toBe(200);
    const big = rows(200_000);
    const { status, body } = await attack(upload(mallory, 'second.csv', big));
    expect(status).toBe(400);
    expect(body.data.key).toBe('datastore.storage_quota');
    expect(body.data.message).toMatch(
      /^Your files would take [\d.]+ MB, more than the 3 MB your free plan allows\. Remove a data source or change plan\.$/,
    );
    const tr = await upload(ayse, 'second.csv', big);
    expect(((await tr.json()) as Refusal).data.message).toMatch(
      /^Dosyalarınız [\d.]+ MB yer kaplayacaktı; free planınız 3 MB izin veriyor\./,
    );
    expect(dataSets()).toContain('first.csv');
    expect(dataSets()).not.toContain('second.csv');
    expect(leftovers()).toEqual([]);
    // Bob's own uploads are not held to Mallory's use.
    expect((await upload(bob, 'bob.csv', rows(2_000))).status).toBe(200);
  });

  it('stops a small workbook that unpacks past the quota while it loads', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Long');
    sheet.addRow(['a', 'b']);
    // One long string shared by every cell: tens of KB packed, tens of MB unpacked.
    const long = 'x'.repeat(10_000);
    for (let i = 0; i < 3_000; i++) sheet.addRow([long, long]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const { status, body } = await attack(upload(ayse, 'unpacks.xlsx', bytes));
    expect(status).toBe(400);
    expect(body.data.key).toBe('datastore.storage_quota');
    expect(leftovers()).toEqual([]);
  });

  it('loads one tenant’s files one at a time, so a burst of them does not queue another’s', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Heavy');
    sheet.addRow(['day', 'region', 'amount']);
    for (let i = 0; i < 4_900; i++)
      sheet.addRow([new Date(Date.UTC(2026, 0, 1 + (i % 28))), `R${i}`, i]);
    const heavy = Buffer.from(await workbook.xlsx.writeBuffer());
    const finished: string[] = [];
    const track = (who: string, res: Promise<Response>) =>
      res.then((r) => {
        finished.push(who);
        return r.status;
      });
    const burst = [1, 2, 3].map((n) => track(`mallory ${n}`, upload(mallory, 'heavy.xlsx', heavy)));
    // Bob's upload starts once Mallory's whole burst is in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const bobs = track('bob', upload(bob, 'bob-small.csv', 'day,amount\n2026-01-01,5\n'));
    expect(await Promise.all([...burst, bobs])).toEqual([200, 200, 200, 200]);
    expect(finished.indexOf('bob')).toBeLessThan(2);
  });

  it('answers nested bodies and impossible days with a 400, not a 500', async () => {
    const deep = `{"sentiment":true,"data":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
    const feedback = await fetch(`${url}/api/v1/feedback`, {
      method: 'POST',
      headers: { ...mallory.headers, 'content-type': 'application/json' },
      body: deep,
    });
    expect(feedback.status).toBe(400);
    expect(((await feedback.json()) as Refusal).data.key).toBe('errors.body_too_deep');
    await bobIsAnsweredAsUsual();
    const badDay = await fetch(`${url}/features/conversations/chat_query`, {
      method: 'POST',
      headers: { ...mallory.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ phrase: 'total sales', event: { now: '2026-02-30' } }),
    });
    expect(badDay.status).toBe(400);
    await bobIsAnsweredAsUsual();
  });
});

async function until(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
