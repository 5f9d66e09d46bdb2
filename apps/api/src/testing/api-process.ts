import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { AUTH_TEST_ENV } from '../auth/testing/auth-test-kit';

// The built API (npm test builds dist before the e2e tier) as its own process, as an operator
// starts it: what it writes on stderr shows in the test output, so a failing start is visible.
const main = resolve(__dirname, '../../dist/main.js');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ApiProcess = { child: ChildProcess; url: string; exited: Promise<Exit> };

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** Starts an instance and resolves once its /health answers (or fails after a minute). */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...AUTH_TEST_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      DEFAULT_PLAN: 'unlimited',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<Exit>((ok) =>
    child.once('exit', (code, signal) => ok({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, url, exited };
    if (Date.now() > deadline || child.exitCode !== null) {
      // A process left running keeps Jest from ever exiting, so the run would hang, not fail.
      child.kill('SIGKILL');
      throw new Error('API did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * SIGTERM, as an orchestrator stops an instance. Nest runs the shutdown hooks, then ends the
 * process by the same signal: a clean stop exits by SIGTERM after its hooks, not with a code.
 */
export function stopApiProcess(api: Pick<ApiProcess, 'child' | 'exited'>): Promise<Exit> {
  if (api.child.exitCode === null) api.child.kill('SIGTERM');
  return api.exited;
}
