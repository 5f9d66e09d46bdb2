import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { createApp } from '../create-app';

export type TestApp = { app: NestFastifyApplication; config: AppConfig; close(): Promise<void> };

// A whole API on a fresh temporary DATA_DIR, driven in process with app.inject().
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'parley-test-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', ...env, DATA_DIR: dataDir });
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
