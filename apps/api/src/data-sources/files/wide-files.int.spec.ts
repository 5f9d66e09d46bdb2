import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import type { TestApp } from '../../testing/test-app';
import { upload } from '../testing/data-source-test-kit';
import { FileLoading } from './file-loading';

// The attacker's file: 10,000 columns in about 550 KB.
function wideCsv(columns: number, rows: number): string {
  const header = Array.from({ length: columns }, (_, n) => `measure_${n}`).join(',');
  const row = Array.from({ length: columns }, (_, n) => String(n % 100)).join(',');
  return `${header}\n${`${row}\n`.repeat(rows)}`;
}

describe('a file wider than UPLOAD_MAX_COLUMNS (issue 26 item 8)', () => {
  let t: TestApp;
  let ada: Session;
  beforeAll(async () => {
    t = await startAuthTestApp();
    ada = await signUp(t.app, 'ada@example.com');
  }, 60_000);
  afterAll(() => t.close());

  it('is refused from its header with a message naming the limit, before the loader parses it', async () => {
    const csv = wideCsv(10_000, 15);
    expect(csv.length).toBeGreaterThan(550_000);
    const loads = jest.spyOn(t.app.get(FileLoading), 'load');
    const res = await upload(t.app, ada, 'wide.csv', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: { key: 'datastore.file_columns', message: 'The file has more than 1000 columns.' },
    });
    expect(loads).not.toHaveBeenCalled();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/datasource/files',
      headers: ada.headers,
    });
    expect(listed.body).not.toContain('wide');
  });

  it('loads a file at the limit as before', async () => {
    const res = await upload(t.app, ada, 'at-limit.csv', wideCsv(1_000, 3));
    expect(res.statusCode).toBe(200);
  }, 60_000);
});
