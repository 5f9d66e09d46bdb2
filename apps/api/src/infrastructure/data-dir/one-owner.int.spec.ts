import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuthTestApp } from '../../auth/testing/auth-test-kit';
import { loadConfig } from '../../config/app-config';
import { createApp } from '../../create-app';

// Issue 26 item 1: two API instances on one DATA_DIR both projected the same events (36 cards
// added, 40 listed). The second one is now refused before it opens anything, naming the first.
describe('one API process per DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-one-owner-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second instance on the DATA_DIR an instance owns, naming the owner, and starts once it is closed', async () => {
    const first = await startAuthTestApp({ DATA_DIR: dataDir, PORT: '4321' });
    const second = createApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    await expect(second).rejects.toThrow(
      new RegExp(
        `DATA_DIR ${dataDir} is in use by another Parley process: pid ${process.pid} on .*port 4321`,
      ),
    );
    await first.close();
    const third = await startAuthTestApp({ DATA_DIR: dataDir });
    await third.close();
  }, 60_000);
});
