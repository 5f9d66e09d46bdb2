import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import { startSharedStores } from '../../testing/shared-stores';
import type { SharedStores } from '../../testing/shared-stores';
import type { TestApp } from '../../testing/test-app';
import { askCard, firstMetric, upload } from '../testing/data-source-test-kit';
import { FileLoading } from './file-loading';

const SALES = [
  'order_date,region,amount',
  '2026-05-02,North,120.5',
  '2026-05-03,South,80',
  '2026-06-01,East,55.25',
].join('\n');

// README "Uploaded files across hosts": instances sharing one SHARED_DIR (on one host here) see
// each other's uploads; the loaded copy written by one is opened read-only by the other.
describe('a file uploaded through one instance', () => {
  let shared: SharedStores;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await startSharedStores();
    a = await startAuthTestApp(shared.instanceEnv());
    b = await startAuthTestApp(shared.instanceEnv());
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await shared.close();
  });

  it('is answered by the other from the loaded copy the first one wrote', async () => {
    const ada = await signUp(a.app, 'uploader@example.com');
    expect((await upload(a.app, ada, 'Sales.csv', SALES)).statusCode).toBe(200);
    const loads = jest.spyOn(b.app.get(FileLoading), 'load');
    const card = await askCard(b.app, ada, 'total amount', {
      type: 'file',
      datasource_id: 'sales.csv',
    });
    expect(firstMetric(card)).toBe(255.75);
    expect(loads).not.toHaveBeenCalled();
  });
});
