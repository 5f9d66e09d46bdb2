import { resolve } from 'node:path';
import { buildSkillPackage, SKILL_PACKAGE_DIR } from './skill-package';

// npx nx run skill-alexa:package — PARLEY_PUBLIC_URL, ALEXA_ENDPOINT_URL, ALEXA_OAUTH_CLIENT_ID
// and ALEXA_OAUTH_CLIENT_SECRET from the environment; the filled package goes where
// ask-resources.json deploys from (apps/skill-alexa/dist/skill-package).
function main(env = process.env): void {
  const out = resolve(SKILL_PACKAGE_DIR, '../dist/skill-package');
  buildSkillPackage(
    {
      parleyUrl: env.PARLEY_PUBLIC_URL ?? '',
      endpointUrl: env.ALEXA_ENDPOINT_URL ?? '',
      clientId: env.ALEXA_OAUTH_CLIENT_ID ?? 'alexa-skill',
      clientSecret: env.ALEXA_OAUTH_CLIENT_SECRET ?? '',
    },
    out,
  );
  console.log(
    `Alexa skill package written to ${out}; deploy it with: ask deploy --target skill-metadata`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
