import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import {
  MANIFEST_DIR,
  SCHEMA_DIR,
  buildTeamsAppPackage,
  filledManifest,
  teamsPackageProblems,
} from './teams-app-package';

const settings = {
  appId: '6f1c2c3e-8a4b-4c2d-9e1f-0a1b2c3d4e5f',
  parleyUrl: 'https://parley.example.com',
  botUrl: 'https://bot.parley.example.com',
};
const tr = () =>
  JSON.parse(readFileSync(join(MANIFEST_DIR, 'tr-tr.json'), 'utf8')) as Record<string, unknown>;

describe('Teams app package', () => {
  it("fills in the app id and domains and passes Microsoft's published manifest schema v1.17", () => {
    const manifest = filledManifest(settings);
    expect(manifest).toMatchObject({
      id: settings.appId,
      bots: [{ botId: settings.appId }],
      validDomains: ['parley.example.com', 'bot.parley.example.com'],
    });
    expect(teamsPackageProblems(manifest, { 'tr-tr.json': tr() })).toEqual([]);
    // The vendored official file (its blob is checked in cards/official-schemas.unit.spec.ts).
    expect(SCHEMA_DIR).toMatch(/vendor[/\\]teams-manifest[/\\]v1\.17$/);
  });

  it('refuses the manifest with its placeholders left in, and a URL that is no URL', () => {
    const raw = JSON.parse(readFileSync(join(MANIFEST_DIR, 'manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(teamsPackageProblems(raw, {})).toEqual(
      expect.arrayContaining([
        expect.stringContaining('manifest.json/id'),
        expect.stringContaining('still has {{MICROSOFT_APP_ID}}'),
      ]),
    );
    const manifest = filledManifest(settings) as { developer: Record<string, string> };
    expect(
      teamsPackageProblems(
        { ...manifest, developer: { ...manifest.developer, privacyUrl: 'privacy page' } },
        {},
      ),
    ).toEqual([expect.stringContaining('manifest.json/developer/privacyUrl')]);
  });

  it('zips the manifest, both icons and the Turkish localisation at the root', async () => {
    const zip = await JSZip.loadAsync(
      await buildTeamsAppPackage({ ...settings, version: '1.2.3' }),
    );
    expect(Object.keys(zip.files).sort()).toEqual([
      'color.png',
      'manifest.json',
      'outline.png',
      'tr-tr.json',
    ]);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as {
      version: string;
      id: string;
    };
    expect(manifest).toMatchObject({ version: '1.2.3', id: settings.appId });
  });

  it('refuses to build a package Teams would refuse: a missing id, an unknown field, a wrong localisation', async () => {
    await expect(buildTeamsAppPackage({ ...settings, appId: 'not-a-guid' })).rejects.toThrow(
      /manifest.json\/id/,
    );
    const manifest = { ...filledManifest(settings), bogus: true };
    expect(teamsPackageProblems(manifest, {})).toEqual([
      expect.stringContaining('additional properties'),
    ]);
    expect(
      teamsPackageProblems(filledManifest(settings), {
        'tr-tr.json': { ...tr(), 'name.short': 'x'.repeat(31) },
      }),
    ).toEqual([expect.stringContaining('tr-tr.json/name.short')]);
  });
});
