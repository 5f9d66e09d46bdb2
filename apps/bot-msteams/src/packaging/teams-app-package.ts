import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import JSZip from 'jszip';

// apps/bot-msteams/{src,dist}/packaging → apps/bot-msteams/manifest
export const MANIFEST_DIR = join(__dirname, '../../manifest');

/** What differs per deployment: the Azure Bot's app id and where Parley and the bot are reached. */
export type TeamsAppSettings = {
  appId: string;
  parleyUrl: string;
  botUrl: string;
  version?: string;
};

type Json = Record<string, unknown>;

// Microsoft's manifest schemas v1.17 as published at the schema repository's tag (draft-04),
// copied unedited into apps/bot-msteams/vendor (see its README).
export const SCHEMA_DIR = join(__dirname, '../../vendor/teams-manifest/v1.17');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
// "uri" is the one format the schemas use; the localisation schema's patterns are written for
// non-unicode regular expressions.
const ajv = new Ajv({
  allErrors: true,
  strict: false,
  formats: { uri: (value: string) => URL.canParse(value) },
  unicodeRegExp: false,
});
const validateManifest = ajv.compile(readJson(join(SCHEMA_DIR, 'MicrosoftTeams.schema.json')));
const validateLocalization = ajv.compile(
  readJson(join(SCHEMA_DIR, 'MicrosoftTeams.Localization.schema.json')),
);

const problems = (validate: typeof validateManifest, file: string, json: unknown) =>
  validate(json)
    ? []
    : (validate.errors ?? []).map((e) => `${file}${e.instancePath} ${e.message ?? ''}`.trim());

/** The manifest with this deployment's ids and domains in place of its {{placeholders}}. */
export function filledManifest(settings: TeamsAppSettings): Json {
  const values: Record<string, string> = {
    MICROSOFT_APP_ID: settings.appId,
    PARLEY_DOMAIN: new URL(settings.parleyUrl).host,
    BOT_DOMAIN: new URL(settings.botUrl).host,
  };
  const raw = readFileSync(join(MANIFEST_DIR, 'manifest.json'), 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
  const manifest = JSON.parse(raw) as Json;
  return settings.version ? { ...manifest, version: settings.version } : manifest;
}

/** Everything Teams' upload would refuse, checked against the manifest schema v1.17. */
export function teamsPackageProblems(
  manifest: Json,
  localizations: Record<string, Json>,
): string[] {
  const found = problems(validateManifest, 'manifest.json', manifest);
  for (const [file, json] of Object.entries(localizations))
    found.push(...problems(validateLocalization, file, json));
  const leftover = JSON.stringify(manifest).match(/\{\{\w+\}\}/g);
  if (leftover) found.push(`manifest.json still has ${leftover.join(', ')}`);
  const domains = (manifest.validDomains as string[] | undefined) ?? [];
  if (domains.some((d) => /^(localhost|127\.|\[?::1)/.test(d)))
    found.push('manifest.json validDomains names a local address');
  return found;
}

/** The zip to upload to Teams: manifest, icons and localisations at its root, validated first. */
export async function buildTeamsAppPackage(settings: TeamsAppSettings): Promise<Buffer> {
  const manifest = filledManifest(settings);
  const icons = manifest.icons as { color: string; outline: string };
  const localizationInfo = manifest.localizationInfo as
    { additionalLanguages?: { file: string }[] } | undefined;
  const localizations = Object.fromEntries(
    (localizationInfo?.additionalLanguages ?? []).map(({ file }) => [
      file,
      readJson(join(MANIFEST_DIR, file)),
    ]),
  );
  const found = teamsPackageProblems(manifest, localizations);
  if (found.length) throw new Error(`The Teams app package is not valid:\n${found.join('\n')}`);
  const zip = new JSZip();
  zip.file('manifest.json', JSON.stringify(manifest, null, 2));
  for (const icon of [icons.color, icons.outline])
    zip.file(icon, readFileSync(join(MANIFEST_DIR, icon)));
  for (const [file, json] of Object.entries(localizations))
    zip.file(file, JSON.stringify(json, null, 2));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
