import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../config/app-config';
import { createApp } from '../create-app';

/**
 * The whole API as the benches run it: production settings, silent, listening on a free port of
 * 127.0.0.1, mail sent to a closed port so that nothing leaves the machine. `env` adds the bench's
 * own settings (a plan, a web build, a health port).
 */
export async function listenBenchApi(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ app: NestFastifyApplication; port: number }> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...env,
  });
  const app = await createApp({ ...config, production: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.getHttpServer().address() as AddressInfo).port };
}

/**
 * Starts this bench file again as a child (`args[0]` names its part, as `runBench` reads it) and
 * waits for the first message it sends: what it serves. The load and the server then measure in
 * separate processes, as a client and a server would.
 */
export function forkBenchChild<T>(
  file: string,
  args: string[],
): Promise<{ child: ChildProcess; served: T }> {
  const child = fork(file, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((done, fail) => {
    child.once('message', (served: T) => done({ child, served }));
    child.once('exit', (code) => fail(new Error(`${args[0]} exited with ${code}`)));
  });
}

/**
 * Runs the bench, or, when started by `forkBenchChild` with `--<part>`, that part: its result is
 * sent to the parent. Either way a failure is printed and ends the process with status 1.
 */
export function runBench(
  main: () => Promise<void>,
  parts: Record<string, (args: string[]) => Promise<unknown>>,
): void {
  const fail = (error: unknown): void => {
    console.error(error);
    process.exit(1);
  };
  const [mode, ...rest] = process.argv.slice(2);
  const part = mode?.startsWith('--') ? parts[mode.slice(2)] : undefined;
  if (part) {
    part(rest)
      .then((served) => process.send?.(served))
      .catch(fail);
  } else {
    main().catch(fail);
  }
}
