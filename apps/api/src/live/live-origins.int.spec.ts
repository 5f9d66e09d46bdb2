import type { AddressInfo } from 'node:net';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';
import { openTab } from './live-test-kit';

// Issue 26 item 6: a cross-site page riding on the person's cookie gets no live socket. The
// handshake is refused for any Origin other than PUBLIC_URL's and the configured list, over
// WebSocket and long polling alike.
describe('live sockets check the page origin', () => {
  let t: TestApp;
  let ada: Session;
  let url: string;
  const sockets: { disconnect(): void }[] = [];

  beforeAll(async () => {
    t = await startAuthTestApp({
      PUBLIC_URL: 'https://parley.example',
      LIVE_ALLOWED_ORIGINS: 'https://teams.parley.example, https://alexa.parley.example/',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ada = await signUp(t.app, 'origins@example.com');
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const tab = async (origin: string | undefined, transport: 'websocket' | 'polling') => {
    const opened = await openTab(url, ada.cookie, origin ? { origin } : {}, transport);
    sockets.push(opened.socket);
    return opened.socket.connected;
  };

  describe.each(['websocket', 'polling'] as const)('over %s', (transport) => {
    it.each([
      'https://evil.example',
      'null',
      'https://parley.example.evil.example',
      'http://parley.example',
    ])('refuses a page at %s even with a live session cookie', async (origin) => {
      await expect(tab(origin, transport)).rejects.toThrow();
    });

    it.each([
      'https://parley.example',
      'https://teams.parley.example',
      'https://alexa.parley.example',
    ])('opens for a page at %s', async (origin) => {
      await expect(tab(origin, transport)).resolves.toBe(true);
    });
  });

  it('still opens for a client that names no origin (not a browser page), with the cookie', async () => {
    await expect(tab(undefined, 'websocket')).resolves.toBe(true);
  });
});
