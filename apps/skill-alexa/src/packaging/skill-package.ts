import {
  chmodSync,
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

// apps/skill-alexa/{src,dist}/packaging → apps/skill-alexa/skill-package
export const SKILL_PACKAGE_DIR = join(__dirname, '../../skill-package');

/**
 * What differs per deployment, from the environment at packaging time only: where Parley and
 * the skill endpoint are, and the skill's OAuth client at Parley (its secret never sits in the
 * repository).
 */
export type SkillPackageSettings = {
  /** Parley's public address (the API's PUBLIC_URL): account linking, privacy policy. */
  parleyUrl: string;
  /** The skill endpoint Alexa calls, https on 443 (e.g. https://alexa.parley.example.com/alexa). */
  endpointUrl: string;
  clientId: string;
  clientSecret: string;
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Why these settings cannot go into a package Amazon would publish; empty when they can. */
export function settingsProblems(settings: Partial<SkillPackageSettings>): string[] {
  const found: string[] = [];
  for (const [name, url] of [
    ['PARLEY_PUBLIC_URL', settings.parleyUrl],
    ['ALEXA_ENDPOINT_URL', settings.endpointUrl],
  ] as const) {
    if (!url || !URL.canParse(url)) found.push(`${name} must be an https URL`);
    else if (new URL(url).protocol !== 'https:') found.push(`${name} must use https`);
    else if (/(^|\.)(example\.(com|org|net)|localhost)$/.test(new URL(url).hostname))
      found.push(`${name} names a placeholder or local host (${new URL(url).hostname})`);
  }
  if (!settings.clientId || /\s|\{\{/.test(settings.clientId))
    found.push('ALEXA_OAUTH_CLIENT_ID must be the client id registered in OAUTH_CLIENTS');
  const secret = settings.clientSecret ?? '';
  // A secret is one opaque token: no spaces (a sentence such as "set in the console"), no
  // {{placeholder}}, nothing a person types as a stand-in, and long enough to be random.
  if (
    secret.length < 16 ||
    /\s|\{\{|\}\}/.test(secret) ||
    /^(changeme|change-me|secret|password|placeholder|todo|xxx+|your[-_]?secret)/i.test(secret)
  )
    found.push(
      'ALEXA_OAUTH_CLIENT_SECRET must be the client secret registered in OAUTH_CLIENTS (16+ characters, no placeholder)',
    );
  return found;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * The ask-cli skill package with this deployment's values in place of its {{placeholders}},
 * written to `outDir` (what ask-resources.json deploys). Refuses bad settings and any
 * placeholder left over, so nothing made up is ever uploaded to Amazon.
 */
export function buildSkillPackage(settings: SkillPackageSettings, outDir: string): void {
  const problems = settingsProblems(settings);
  if (problems.length)
    throw new Error(`The Alexa skill package was not built:\n${problems.join('\n')}`);
  const values: Record<string, string> = {
    PARLEY_PUBLIC_URL: settings.parleyUrl.replace(/\/$/, ''),
    ALEXA_ENDPOINT_URL: settings.endpointUrl,
    ALEXA_OAUTH_CLIENT_ID: settings.clientId,
    ALEXA_OAUTH_CLIENT_SECRET: settings.clientSecret,
  };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  cpSync(SKILL_PACKAGE_DIR, outDir, { recursive: true });
  const leftovers: string[] = [];
  for (const file of filesUnder(outDir).filter((f) => f.endsWith('.json'))) {
    const filled = readFileSync(file, 'utf8').replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) leftovers.push(`${relative(outDir, file)}: ${whole}`);
      // Inside a JSON string: escape as JSON does.
      return value === undefined ? whole : JSON.stringify(value).slice(1, -1);
    });
    JSON.parse(filled);
    writeFileSync(file, filled);
  }
  // The secret is on disk only here, readable by its owner alone.
  chmodSync(join(outDir, 'accountLinking.json'), 0o600);
  if (leftovers.length) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`The Alexa skill package still has placeholders:\n${leftovers.join('\n')}`);
  }
}
