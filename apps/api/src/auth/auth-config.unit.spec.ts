import { loadAuthConfig } from './auth-config';

describe('auth configuration', () => {
  it('works with no variables at all', () => {
    const config = loadAuthConfig({});
    expect(config.providers).toEqual({
      password: true,
      magiclink: true,
      google: false,
      signup: true,
    });
    expect(config.brandName).toBe('Parley');
    expect(config.linkTtlSeconds).toBe(3600);
    expect(config.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(config.assistantClients).toEqual([]);
  });

  it('turns Google on only with a client id and secret, with every endpoint overridable', () => {
    expect(loadAuthConfig({ GOOGLE_CLIENT_ID: 'id' }).providers.google).toBe(false);
    const config = loadAuthConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    });
    expect(config.providers.google).toBe(true);
    expect(config.google).toMatchObject({
      tokenEndpoint: 'http://127.0.0.1:9/token',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
  });

  it('never weakens argon2 below the minimum', () => {
    expect(loadAuthConfig({ ARGON2_MEMORY_KIB: '1024' }).argon2.memoryCost).toBe(19456);
  });

  it('reads plans by address and refuses an unknown plan', () => {
    expect(
      loadAuthConfig({ PLANS_BY_EMAIL: 'A@x.com:premium, b@x.com:unlimited' }).planByEmail,
    ).toEqual({ 'a@x.com': 'premium', 'b@x.com': 'unlimited' });
    expect(() => loadAuthConfig({ DEFAULT_PLAN: 'gold' })).toThrow('unknown plan');
  });

  it('reads plans by address written as the README shows them, and refuses an entry without a plan', () => {
    expect(
      loadAuthConfig({ PLANS_BY_EMAIL: 'a@x.com=premium,b@y.com=unlimited' }).planByEmail,
    ).toEqual({ 'a@x.com': 'premium', 'b@y.com': 'unlimited' });
    expect(() => loadAuthConfig({ PLANS_BY_EMAIL: 'a@x.com premium' })).toThrow('PLANS_BY_EMAIL');
  });

  it('reads the assistant clients and refuses incomplete ones', () => {
    const clients = loadAuthConfig({
      OAUTH_CLIENTS:
        '[{"clientId":"a","clientSecret":"s","redirectUris":["https://a/cb"],"name":"Alexa"}]',
    }).assistantClients;
    expect(clients).toEqual([
      { clientId: 'a', clientSecret: 's', redirectUris: ['https://a/cb'], name: 'Alexa' },
    ]);
    expect(() => loadAuthConfig({ OAUTH_CLIENTS: '[{"clientId":"a"}]' })).toThrow('redirectUris');
  });

  it('refuses a malformed number', () => {
    expect(() => loadAuthConfig({ AUTH_RATE_LIMIT: 'ten' })).toThrow('AUTH_RATE_LIMIT');
  });
});
