import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from '../testing/test-app';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';

// The admin command of the built API (npm test builds dist before this tier), run beside a live
// instance on the same data directory, as an operator would: no payment, a plan set by command.
const cli = resolve(__dirname, '../../dist/tenant/set-plan-cli.js');
const run = promisify(execFile);

type TenantBody = { data: { subscription: { plan: string }; quota: Record<string, unknown> } };

describe('set-plan admin command', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-set-plan-'));
  let t: TestApp;
  const setPlan = (...args: string[]) =>
    run(process.execPath, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error' },
    });
  beforeAll(async () => {
    t = await startAuthTestApp({ DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('changes one tenant’s plan, and the running API shows it with the new quota', async () => {
    const ada = await signUp(t.app, 'upgrade@example.com');
    const other = await signUp(t.app, 'stays-free@example.com');
    const { stdout } = await setPlan('upgrade@example.com', 'premium');
    expect(stdout).toContain('upgrade@example.com: plan premium');
    const read = async (session: typeof ada) =>
      (
        await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })
      ).json<TenantBody>().data;
    let view = await read(ada);
    for (let i = 0; i < 50 && view.subscription.plan !== 'premium'; i++) {
      await new Promise((done) => setTimeout(done, 100));
      view = await read(ada);
    }
    expect(view.subscription.plan).toBe('premium');
    expect(Object.values(view.quota)).toEqual([3000]);
    expect((await read(other)).subscription.plan).toBe('free');
  }, 60_000);

  it('refuses an unknown plan and an unknown address with a non-zero exit', async () => {
    const failure = (args: string[]) =>
      setPlan(...args).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
    const gold = await failure(['upgrade@example.com', 'gold']);
    expect(gold.code).toBe(2);
    expect(gold.stderr).toContain('usage');
    const nobody = await failure(['nobody@example.com', 'premium']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('no account for nobody@example.com');
  }, 60_000);
});
