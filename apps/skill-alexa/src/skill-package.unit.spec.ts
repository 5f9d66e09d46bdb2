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
    // ask-cli deploys the package as `npx nx run skill-alexa:package` fills it from the
    // environment, never the source with its {{placeholders}}.
    expect(json('ask-resources.json')).toEqual({
      askcliResourcesVersion: '2020-03-31',
      profiles: { default: { skillMetadata: { src: './dist/skill-package' } } },
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

  it('calls the endpoint given at packaging time, and its example phrases use the invocation name', () => {
    expect(skill.manifest.apis.custom.endpoint.uri).toBe('{{ALEXA_ENDPOINT_URL}}');
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

  // Account linking asks for the person's e-mail address: Amazon requires the manifest to say
  // the skill uses personal information, with a privacy policy for every locale.
  it('declares the personal information its account linking asks for', () => {
    const linking = json('skill-package', 'accountLinking.json') as {
      accountLinkingRequest: { scopes: string[]; clientSecret: string };
    };
    expect(linking.accountLinkingRequest.scopes).toContain('email');
    const privacy = skill.manifest.privacyAndCompliance as {
      usesPersonalInfo: boolean;
      locales: Record<string, { privacyPolicyUrl: string }>;
    };
    expect(privacy.usesPersonalInfo).toBe(true);
    for (const locale of Object.values(privacy.locales))
      expect(locale.privacyPolicyUrl).toBe('{{PARLEY_PUBLIC_URL}}/privacy');
    // The secret comes from the environment at packaging time, never from the repository.
    expect(linking.accountLinkingRequest.clientSecret).toBe('{{ALEXA_OAUTH_CLIENT_SECRET}}');
  });
});

type Intent = { name: string; slots?: { name: string; type: string }[]; samples: string[] };
const modelOf = (file: string) =>
  (
    JSON.parse(readFileSync(file, 'utf8')) as {
      interactionModel: { languageModel: { intents: Intent[] } };
    }
  ).interactionModel.languageModel.intents;

// Amazon's rules for sample utterances: none starts with a word that launches a skill ("Alexa,
// ask Parley ask …" fails), nor with a connecting word; and no utterance could be heard as two
// intents (certification reports both).
const LAUNCH_WORDS =
  /^(ask|tell|open|launch|start|begin|load|play|resume|run|use|talk to|enable)\b/i;
const CONNECTING_WORDS = /^(to|from|in|using|with|about|for|that|by|if|and|whether)\b/i;

// A sample as the phrases it stands for: a number slot hears digits, any other slot any words.
function pattern(sample: string, intent: Intent): RegExp {
  const parts = sample.split(/(\{\w+\})/).map((part) => {
    const slot = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!slot) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const type = intent.slots?.find((s) => s.name === slot)?.type;
    return type === 'AMAZON.NUMBER' ? '\\d+' : '.+';
  });
  return new RegExp(`^${parts.join('')}$`, 'i');
}
// One phrase a sample stands for: its slots filled with what their type hears.
const instance = (sample: string, intent: Intent) =>
  sample.replace(/\{(\w+)\}/g, (_whole, slot: string) =>
    intent.slots?.find((s) => s.name === slot)?.type === 'AMAZON.NUMBER' ? '2' : 'sales targets',
  );

describe.each([
  ['en-US', join(ROOT, 'skill-package/interactionModels/custom/en-US.json')],
  ['en-GB', join(ROOT, 'skill-package/interactionModels/custom/en-GB.json')],
  ['tr-TR', join(ROOT, 'unreleased-locales/tr-TR.json')],
])('the %s interaction model', (locale, file) => {
  const intents = modelOf(file);
  const samples = intents.flatMap((intent) => intent.samples.map((sample) => ({ intent, sample })));

  if (locale.startsWith('en'))
    it('has no sample that starts with a launch word or a connecting word', () => {
      const bad = samples
        .map(({ sample }) => sample)
        .filter((sample) => LAUNCH_WORDS.test(sample) || CONNECTING_WORDS.test(sample));
      expect(bad).toEqual([]);
    });

  it('has no sample that could be heard as another intent or as another sample of its own', () => {
    const overlaps: string[] = [];
    for (const a of samples)
      for (const b of samples) {
        if (a === b) continue;
        const phrase = instance(b.sample, b.intent);
        if (pattern(a.sample, a.intent).test(phrase) && a.intent !== b.intent)
          overlaps.push(
            `"${phrase}" (${b.intent.name}: ${b.sample}) is also ${a.intent.name}: ${a.sample}`,
          );
        if (a.intent === b.intent && a.sample.toLowerCase() === b.sample.toLowerCase())
          overlaps.push(`${a.intent.name} has "${a.sample}" twice`);
      }
    expect(overlaps).toEqual([]);
  });
});
