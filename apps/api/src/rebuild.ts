// `npm run rebuild`: drops every read model and replays the whole event log into them.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/app-config';
import { ProjectionRunner } from './projections/projection-runner';
import { ReadModelsModule } from './projections/read-models.module';

async function rebuild(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(ReadModelsModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  const started = performance.now();
  const position = await app.get(ProjectionRunner).rebuild();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `Read models rebuilt from the event log up to position ${position} in ${seconds} s (${config.dataDir})`,
  );
  await app.close();
}

rebuild().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
