import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  sessionFrom,
  signUp,
  solvedToken,
  startAuthTestApp,
} from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import type { TestApp } from '../../testing/test-app';
import { askCard, firstMetric, upload } from '../testing/data-source-test-kit';
import { FileLoading } from './file-loading';

const SALES = [
  'order_date,region,amount',
  '2026-05-02,North,120.5',
  '2026-05-03,South,80',
  '2026-05-10,North,40',
  '2026-06-01,East,15.25',
].join('\n');

async function signIn(t: TestApp, email: string, password: string): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/loginwithpassword',
    payload: { email, password, token: await solvedToken(t.app) },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return sessionFrom(
    res.headers['set-cookie'],
    res.json<{ data: { xsrfToken: string } }>().data.xsrfToken,
  );
}

describe('an uploaded file after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-restart-'));
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is answered from its loaded copy, the original upload gone and never read again', async () => {
    t = await startAuthTestApp({ DATA_DIR: dataDir });
    const ada = await signUp(t.app, 'ada@example.com', 'Sunny-day-42');
    expect((await upload(t.app, ada, 'Sales 2026.csv', SALES)).statusCode).toBe(200);
    const source = { type: 'file', datasource_id: 'sales-2026.csv' };
    expect(firstMetric(await askCard(t.app, ada, 'total amount', source))).toBe(255.75);
    await t.close();

    const folder = join(dataDir, 'files');
    const [tenant] = readdirSync(folder);
    rmSync(join(folder, tenant, 'sales-2026.csv'));

    t = await startAuthTestApp({ DATA_DIR: dataDir });
    const loads = jest.spyOn(t.app.get(FileLoading), 'load');
    const again = await signIn(t, 'ada@example.com', 'Sunny-day-42');
    const card = await askCard(t.app, again, 'total amount by region', source);
    expect(card.table).toEqual([
      { region: 'North', amount: 160.5 },
      { region: 'South', amount: 80 },
      { region: 'East', amount: 15.25 },
    ]);
    expect(card.query.queries).toBe(1);
    expect(loads).not.toHaveBeenCalled();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/datasource/files',
      headers: again.headers,
    });
    const { data } = listed.json<{ data: { datasource_id: string; size: number }[] }>();
    expect(data.map((f) => f.datasource_id)).toEqual(['sales-2026.csv']);
  }, 60_000);

  it('loads a file uploaded before uploads were loaded once, on its first question, then never again', async () => {
    await t?.close();
    t = await startAuthTestApp({ DATA_DIR: dataDir });
    let session = await signIn(t, 'ada@example.com', 'Sunny-day-42');
    await upload(t.app, session, 'Old sales.csv', SALES);
    await t.close();
    // What such an upload left on disk: the original only.
    const [tenant] = readdirSync(join(dataDir, 'files'));
    const copy = join(dataDir, 'files', tenant, '.loaded', 'old-sales.csv.duckdb');
    rmSync(copy);

    const source = { type: 'file', datasource_id: 'old-sales.csv' };
    t = await startAuthTestApp({ DATA_DIR: dataDir });
    let loads = jest.spyOn(t.app.get(FileLoading), 'load');
    session = await signIn(t, 'ada@example.com', 'Sunny-day-42');
    expect(firstMetric(await askCard(t.app, session, 'total amount', source))).toBe(255.75);
    expect(firstMetric(await askCard(t.app, session, 'total amount', source))).toBe(255.75);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(existsSync(copy)).toBe(true);
    await t.close();

    t = await startAuthTestApp({ DATA_DIR: dataDir });
    loads = jest.spyOn(t.app.get(FileLoading), 'load');
    session = await signIn(t, 'ada@example.com', 'Sunny-day-42');
    expect(firstMetric(await askCard(t.app, session, 'total amount', source))).toBe(255.75);
    expect(loads).not.toHaveBeenCalled();
  }, 60_000);
});
