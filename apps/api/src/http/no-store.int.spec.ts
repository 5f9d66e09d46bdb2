import { signUp, solvedToken, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';

// Issue 26 item 9: what a signed-in person is shown (their tenant, collections, a refusal naming
// their data) or a reply that hands out a session is never stored by a browser or a proxy, so the
// back button after sign-out or the next person on a shared computer cannot bring it back.
describe('replies for a signed-in person are not cached', () => {
  let t: TestApp;
  let ada: Session;
  beforeAll(async () => {
    t = await startAuthTestApp();
    ada = await signUp(t.app, 'no-store@example.com', 'Cache-free-1');
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['GET', '/auth/tenant', undefined],
    ['GET', '/api/v1/collections', undefined],
    ['POST', '/api/v1/create_collection', { name: 'Kept out of caches' }],
    ['PUT', '/features/profile', { name: 42 }],
  ] as const)('%s %s', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: ada.headers, payload });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on the sign-in reply that sets the session cookie and carries the anti-forgery token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithpassword',
      payload: {
        email: 'no-store@example.com',
        password: 'Cache-free-1',
        token: await solvedToken(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
