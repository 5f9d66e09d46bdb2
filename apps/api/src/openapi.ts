// `npm run openapi`: writes the API reference served at /docs to docs/openapi.json (or the path
// given), so that clients can be generated and reviews see how the API changed.
import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { buildOpenApiDocument } from './docs/openapi-document';

async function writeOpenApi(target: string): Promise<void> {
  // The document needs the app's controllers, not its data: a throwaway data folder, never started.
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-openapi-'));
  try {
    const app = await createApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    const document = buildOpenApiDocument(app);
    await app.close();
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
    console.log(
      `OpenAPI ${document.openapi}: ${Object.keys(document.paths).length} paths → ${target}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// apps/api/dist → the repository root
writeOpenApi(resolve(process.argv[2] ?? resolve(__dirname, '../../../docs/openapi.json'))).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
