import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ParleyUnavailableError } from '@parley/parley-client';
import { AccountLinking } from './account-linking';
import { TokenStore } from './token-store';

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
      const linking = new AccountLinking(
        {
          issuer: `${url}/oauth`,
          clientId: 'msbot',
          clientSecret: 's',
          redirectUri: 'http://bot.example/auth/callback',
          allowHttp: true,
        },
        new TokenStore(),
      );
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
