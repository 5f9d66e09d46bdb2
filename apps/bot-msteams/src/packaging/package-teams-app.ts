import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildTeamsAppPackage } from './teams-app-package';

// npx nx run bot-msteams:package — MicrosoftAppId, PARLEY_WEB_URL (or PARLEY_API_URL) and
// BOT_PUBLIC_URL as the bot runs with them; TEAMS_APP_ZIP says where the zip goes.
async function main(env = process.env): Promise<void> {
  const appId = env.MicrosoftAppId;
  const parleyUrl = env.PARLEY_WEB_URL ?? env.PARLEY_API_URL;
  const botUrl = env.BOT_PUBLIC_URL;
  if (!appId || !parleyUrl || !botUrl)
    throw new Error('Set MicrosoftAppId, PARLEY_WEB_URL (or PARLEY_API_URL) and BOT_PUBLIC_URL');
  const out = resolve(env.TEAMS_APP_ZIP ?? 'dist/parley-teams-app.zip');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    await buildTeamsAppPackage({ appId, parleyUrl, botUrl, version: env.TEAMS_APP_VERSION }),
  );
  console.log(`Teams app package written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
