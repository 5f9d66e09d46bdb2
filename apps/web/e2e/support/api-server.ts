import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type RunningApi = { baseUrl: string; stop: () => Promise<void> };

const root = resolve(__dirname, '../../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  // A loaded machine (CI running suites side by side) may take a minute to start the API.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API did not start:\n${log()}`);
}

// The built API (apps/api/dist) serving the built web app (apps/web/dist, or WEB_DIST: another build, e.g. of
// an older commit to see a test fail), with its own empty data directory and the development mailbox, as
// `npm start` runs it.
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-web-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      WEB_DIST: process.env['WEB_DIST'] ?? join(root, 'apps/web/dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // An API that never answered is stopped, not left running after the failed suite.
  await waitForHealth(baseUrl, child, () => output.slice(-4000)).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
