import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const json = (...path: string[]) =>
  JSON.parse(readFileSync(join(ROOT, ...path), 'utf8')) as Record<string, unknown>;
const pngSize = (file: string) => {
  const png = readFileSync(file);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

type SkillManifest = {
  manifest: {
    publishingInformation: {
      locales: Record<
        string,
        { name: string; smallIconUri: string; largeIconUri: string; examplePhrases: string[] }
      >;
      testingInstructions: string;
    };
    apis: { custom: { endpoint: { uri: string } } };
    privacyAndCompliance: { locales: Record<string, unknown> };
  };
};

// The layout `ask deploy --target skill-metadata` reads (ask-cli v2).
describe('Alexa skill package', () => {
  const skill = json('skill-package', 'skill.json') as SkillManifest;
  const { locales, testingInstructions } = skill.manifest.publishingInformation;
  const models = readdirSync(join(ROOT, 'skill-package/interactionModels/custom')).map((f) =>
    f.replace(/\.json$/, ''),
  );

  it('is an ask-cli v2 project whose skill package is skill-package/', () => {
    expect(json('ask-resources.json')).toEqual({
      askcliResourcesVersion: '2020-03-31',
      profiles: { default: { skillMetadata: { src: './skill-package' } } },
    });
    expect(json('skill-package', 'accountLinking.json')).toMatchObject({
      accountLinkingRequest: { type: 'AUTH_CODE', accessTokenScheme: 'HTTP_BASIC' },
    });
  });

  it('publishes exactly the locales it has an interaction model for, none of them Turkish', () => {
    expect(Object.keys(locales).sort()).toEqual([...models].sort());
    expect(Object.keys(skill.manifest.privacyAndCompliance.locales).sort()).toEqual(
      [...models].sort(),
    );
    expect(models).not.toContain('tr-TR');
    expect(existsSync(join(ROOT, 'unreleased-locales/tr-TR.json'))).toBe(true);
  });

  it('has the icons Amazon requires for every locale, and testing instructions', () => {
    for (const locale of Object.values(locales)) {
      const file = (uri: string) => join(ROOT, 'skill-package', uri.replace(/^file:\/\//, ''));
      expect(pngSize(file(locale.smallIconUri))).toEqual([108, 108]);
      expect(pngSize(file(locale.largeIconUri))).toEqual([512, 512]);
    }
    expect(testingInstructions).toMatch(/account/i);
    expect(testingInstructions.length).toBeGreaterThan(200);
  });

  it('calls an https endpoint, and its example phrases use the invocation name', () => {
    expect(skill.manifest.apis.custom.endpoint.uri).toMatch(/^https:\/\//);
    for (const [code, locale] of Object.entries(locales)) {
      const { interactionModel } = json(
        'skill-package/interactionModels/custom',
        `${code}.json`,
      ) as {
        interactionModel: { languageModel: { invocationName: string } };
      };
      for (const phrase of locale.examplePhrases)
        expect(phrase).toContain(interactionModel.languageModel.invocationName);
    }
  });
});
