import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import type { TestApp } from '../../testing/test-app';
import { askCard, firstMetric, upload } from '../testing/data-source-test-kit';

// Issue 26 item 4: a data set is its id, never its name. Two uploads never share storage, however
// alike their names ("销售.csv" and "利润.csv" slug alike, so do "Q1 report.csv" and
// "q1_report.csv"); the same name again is a new data set unless the person chose to replace one;
// names are shown as written.
const table = (amount: number) => `region,amount\nNorth,${amount}\nSouth,${amount}\n`;

describe('uploaded data sets are told apart by id', () => {
  let t: TestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startAuthTestApp();
    ada = await signUp(t.app, 'ids-ada@example.com');
    bob = await signUp(t.app, 'ids-bob@example.com');
  }, 60_000);
  afterAll(() => t.close());

  type Uploaded = { datasource_id: string; name: string };
  const uploaded = async (session: Session, name: string, amount: number, replace?: string) => {
    const res = await upload(t.app, session, name, table(amount), replace);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Uploaded }>().data;
  };
  const total = async (session: Session, datasource_id: string) =>
    firstMetric(await askCard(t.app, session, 'total amount', { type: 'file', datasource_id }));
  const listed = async (session: Session) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/datasource/files',
        headers: session.headers,
      })
    ).json<{ data: Uploaded[] }>().data;

  it.each([
    ['销售.csv', '利润.csv'],
    ['Q1 report.csv', 'q1_report.csv'],
    ['Umsätze.csv', 'Umsatze.csv'],
  ])('%s and %s are two data sets, each answering with its own numbers', async (first, second) => {
    const a = await uploaded(ada, first, 100);
    const b = await uploaded(ada, second, 7);
    expect(a.datasource_id).not.toBe(b.datasource_id);
    expect([a.name, b.name]).toEqual([first, second]);
    expect(await total(ada, a.datasource_id)).toBe(200);
    expect(await total(ada, b.datasource_id)).toBe(14);
    expect(await listed(ada)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ datasource_id: a.datasource_id, name: first }),
        expect.objectContaining({ datasource_id: b.datasource_id, name: second }),
      ]),
    );
  });

  it('the same name uploaded again is a new data set; the first keeps its numbers', async () => {
    const first = await uploaded(ada, 'Budget.csv', 1);
    const again = await uploaded(ada, 'Budget.csv', 50);
    expect(again.datasource_id).not.toBe(first.datasource_id);
    expect(again.name).toBe('Budget.csv');
    expect(await total(ada, first.datasource_id)).toBe(2);
    expect(await total(ada, again.datasource_id)).toBe(100);
  });

  it('replaces a data set only when the person names it, keeping its id', async () => {
    const first = await uploaded(ada, 'Forecast.csv', 3);
    const replaced = await uploaded(ada, 'Forecast.csv', 30, first.datasource_id);
    expect(replaced.datasource_id).toBe(first.datasource_id);
    expect(await total(ada, first.datasource_id)).toBe(60);
    const tenant = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers });
    expect(
      tenant.json<{ data: { credentials: { file: Record<string, { name?: string }> } } }>().data
        .credentials.file[first.datasource_id],
    ).toMatchObject({ name: 'Forecast.csv' });
  });

  it("refuses to replace another tenant's data set or one of another type, changing nothing", async () => {
    const bobs = await uploaded(bob, 'Private.csv', 9);
    const intruder = await upload(t.app, ada, 'Private.csv', table(1), bobs.datasource_id);
    expect(intruder.statusCode).toBe(404);
    expect(await total(bob, bobs.datasource_id)).toBe(18);

    const mine = await uploaded(ada, 'Typed.csv', 4);
    const json = await upload(t.app, ada, 'Typed.json', '[{"amount": 1}]', mine.datasource_id);
    expect(json.statusCode).toBe(400);
    expect(json.json<{ data: { message: string } }>().data.message).toContain('same type');
    expect(await total(ada, mine.datasource_id)).toBe(8);
  });
});
