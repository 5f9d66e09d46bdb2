import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AUTH_TEST_ENV } from '../../auth/testing/auth-test-kit';

// The built API (npm test builds dist before this tier), started as an operator would start it.
const main = resolve(__dirname, '../../../dist/main.js');

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

type Api = { child: ChildProcess; stderr: () => string; exited: Promise<number | null> };

async function launch(dataDir: string): Promise<Api & { port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...AUTH_TEST_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HEALTH_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return { child, port, stderr: () => stderr, exited };
}

/** Resolves once the instance answers, or rejects with what it said if it exits first. */
async function answering(api: Api & { port: number }): Promise<void> {
  let gone = false;
  void api.exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (!gone && Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${api.port}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  api.child.kill('SIGKILL');
  throw new Error(`API did not start: ${api.stderr()}`);
}

describe('one API process per DATA_DIR, as processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-one-owner-e2e-'));
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process with a message naming the first; after the first is killed, a new one starts', async () => {
    const first = await launch(dataDir);
    started.push(first.child);
    await answering(first);

    const second = await launch(dataDir);
    started.push(second.child);
    await expect(second.exited).resolves.not.toBe(0);
    expect(second.stderr()).toContain(
      `DATA_DIR ${dataDir} is in use by another Parley process: pid ${first.child.pid}`,
    );
    expect(second.stderr()).toContain(`port ${first.port}`);

    // SIGKILL: no shutdown hook runs; the kernel releases the lock with the process.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await launch(dataDir);
    started.push(third.child);
    await answering(third);
    third.child.kill('SIGTERM');
    await third.exited;
  }, 150_000);
});
