import type { AddressInfo } from 'node:net';
import { sessionFrom, signUp, solvedToken, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';
import { openTab, waitFor } from './live-test-kit';

// Issue 15 item 9: a session that ends takes its open sockets with it, so a signed-out tab (or
// one whose password was changed elsewhere) stops receiving the tenant's live updates.
describe('sockets of an ended session', () => {
  let t: TestApp;
  let url: string;
  const sockets: { disconnect(): void }[] = [];

  beforeAll(async () => {
    t = await startAuthTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const tab = async (session: Session) => {
    const opened = await openTab(url, session.cookie);
    sockets.push(opened.socket);
    const closed = { reason: undefined as string | undefined };
    opened.socket.on('disconnect', (reason) => (closed.reason = reason));
    return { socket: opened.socket, closed };
  };
  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithpassword',
      payload: { email, password, token: await solvedToken(t.app) },
    });
    return sessionFrom(
      res.headers['set-cookie'],
      res.json<{ data: { xsrfToken: string } }>().data.xsrfToken,
    );
  };

  it("closes the session's sockets at logout, not those of the person's other sessions", async () => {
    const laptop = await signUp(t.app, 'leaving@example.com', 'Leaving-pass-1');
    const phone = await signIn('leaving@example.com', 'Leaving-pass-1');
    const laptopTab = await tab(laptop);
    const phoneTab = await tab(phone);

    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: laptop.headers,
    });
    expect(out.statusCode).toBe(200);
    // The server closed it ("io server disconnect"); the client did not give up on its own.
    expect(await waitFor(() => laptopTab.closed.reason)).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(phoneTab.socket.connected).toBe(true);
    await expect(openTab(url, laptop.cookie)).rejects.toThrow('errors.unauthorized');
  });

  it('closes the sockets of the other sessions when the password is changed', async () => {
    const here = await signUp(t.app, 'changing@example.com', 'Changing-pass-1');
    const elsewhere = await signIn('changing@example.com', 'Changing-pass-1');
    const bystander = await signUp(t.app, 'bystander@example.com');
    const hereTab = await tab(here);
    const elsewhereTab = await tab(elsewhere);
    const bystanderTab = await tab(bystander);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/changepassword',
      headers: here.headers,
      payload: { password: 'Changed-pass-2', currentPassword: 'Changing-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await waitFor(() => elsewhereTab.closed.reason)).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hereTab.socket.connected).toBe(true);
    expect(bystanderTab.socket.connected).toBe(true);
  });
});
