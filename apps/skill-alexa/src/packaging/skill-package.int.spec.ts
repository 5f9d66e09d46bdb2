import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSkillPackage, settingsProblems } from './skill-package';

const settings = {
  parleyUrl: 'https://parley.acme-analytics.com',
  endpointUrl: 'https://alexa.acme-analytics.com/alexa',
  clientId: 'alexa-skill',
  clientSecret: 'k3J9-vQx2_pL8wZr5TnYc4',
};

const read = (dir: string, ...path: string[]) =>
  JSON.parse(readFileSync(join(dir, ...path), 'utf8')) as Record<string, unknown>;
const everything = (dir: string): string =>
  readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? everything(path) : readFileSync(path, 'latin1')))
    .join('\n');

describe('packaging the Alexa skill', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-skill-package-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fills in the endpoint, the linking URLs and the client from the environment', () => {
    const out = join(dir, 'ok');
    buildSkillPackage(settings, out);
    expect(read(out, 'accountLinking.json')).toMatchObject({
      accountLinkingRequest: {
        authorizationUrl: 'https://parley.acme-analytics.com/oauth/auth',
        accessTokenUrl: 'https://parley.acme-analytics.com/oauth/token',
        clientId: 'alexa-skill',
        clientSecret: settings.clientSecret,
        scopes: ['email'],
      },
    });
    expect(read(out, 'skill.json')).toMatchObject({
      manifest: {
        apis: { custom: { endpoint: { uri: settings.endpointUrl } } },
        privacyAndCompliance: {
          usesPersonalInfo: true,
          locales: { 'en-US': { privacyPolicyUrl: 'https://parley.acme-analytics.com/privacy' } },
        },
      },
    });
    expect(everything(out)).not.toMatch(/\{\{|example\.com/);
    // Only its owner can read the file with the secret.
    expect(statSync(join(out, 'accountLinking.json')).mode & 0o077).toBe(0);
    expect(readdirSync(join(out, 'interactionModels/custom')).sort()).toEqual([
      'en-GB.json',
      'en-US.json',
    ]);
  });

  it.each([
    ['no secret', { clientSecret: '' }, 'ALEXA_OAUTH_CLIENT_SECRET'],
    [
      'the placeholder',
      { clientSecret: '{{ALEXA_OAUTH_CLIENT_SECRET}}' },
      'ALEXA_OAUTH_CLIENT_SECRET',
    ],
    [
      'a sentence where the secret goes',
      { clientSecret: 'set in the Alexa developer console from OAUTH_CLIENTS' },
      'ALEXA_OAUTH_CLIENT_SECRET',
    ],
    ['a stand-in', { clientSecret: 'changeme-changeme-changeme' }, 'ALEXA_OAUTH_CLIENT_SECRET'],
    ['an example domain', { parleyUrl: 'https://parley.example.com' }, 'PARLEY_PUBLIC_URL'],
    [
      'a plain-http endpoint',
      { endpointUrl: 'http://alexa.acme-analytics.com/alexa' },
      'ALEXA_ENDPOINT_URL',
    ],
  ])('refuses %s, and writes nothing', (_name, change, named) => {
    const out = join(dir, 'refused');
    expect(settingsProblems({ ...settings, ...change })).toEqual([expect.stringContaining(named)]);
    expect(() => buildSkillPackage({ ...settings, ...change }, out)).toThrow(named);
    expect(() => statSync(out)).toThrow();
  });
});
