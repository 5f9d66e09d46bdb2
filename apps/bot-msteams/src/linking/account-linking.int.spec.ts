import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ParleyUnavailableError } from '@parley/parley-client';
import { AccountLinking } from './account-linking';
import { TokenStore } from './token-store';

/** The bot's account linking against the OAuth server of the API at `url` (plain HTTP allowed). */
const linkingTo = (url: string, store = new TokenStore()) =>
  new AccountLinking(
    {
      issuer: `${url}/oauth`,
      clientId: 'msbot',
      clientSecret: 's',
      redirectUri: 'http://bot.example/auth/callback',
      allowHttp: true,
    },
    store,
  );

// The API behind an internal address (PARLEY_API_URL=http://127.0.0.1:…) announcing its public one.
describe('sign-in when PARLEY_API_URL is not the API public address', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          issuer: 'https://parley.example.com/oauth',
          authorization_endpoint: 'https://parley.example.com/oauth/auth',
          token_endpoint: 'https://parley.example.com/oauth/token',
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('tells the person Parley is unavailable and logs which address to fix', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const linking = linkingTo(url);
      await expect(linking.signInUrl('aad-ada')).rejects.toBeInstanceOf(ParleyUnavailableError);
      const line = logged.mock.calls.map((c) => String(c[0])).join('\n');
      expect(line).toContain(`${url}/oauth`);
      expect(line).toContain('https://parley.example.com/oauth');
      expect(line).toContain("Set PARLEY_API_URL to the API's PUBLIC_URL");
    } finally {
      logged.mockRestore();
    }
  });
});

// Parley rotates refresh tokens and ends the link when a spent one is presented again.
describe('refreshing a linked token', () => {
  let server: Server;
  let url: string;
  const spent = new Set<string>();
  let refreshes = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const send = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.url === '/oauth/.well-known/openid-configuration')
          return send(200, {
            issuer: `${url}/oauth`,
            authorization_endpoint: `${url}/oauth/auth`,
            token_endpoint: `${url}/oauth/token`,
          });
        refreshes += 1;
        const token = new URLSearchParams(raw).get('refresh_token') ?? '';
        if (spent.has(token)) return send(400, { error: 'invalid_grant' });
        spent.add(token);
        send(200, {
          access_token: `access-${refreshes}`,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: `refresh-${refreshes}`,
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('spends the refresh token once when two messages need a new access token at once', async () => {
    const store = new TokenStore();
    store.set('aad-ada', { accessToken: 'old', refreshToken: 'refresh-0', expiresAt: 0 });
    const linking = linkingTo(url, store);
    const both = await Promise.all([
      linking.accessToken('aad-ada'),
      linking.accessToken('aad-ada'),
    ]);
    expect(both).toEqual(['access-1', 'access-1']);
    expect(refreshes).toBe(1);
    // The rotated refresh token is kept for the next refresh.
    expect(store.get('aad-ada')).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
  });
});
