import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { TenantRepository } from '../tenant/tenant-repository';
import type { TestApp } from '../testing/test-app';
import { UnsubscribeLinks } from './unsubscribe-links';

// One language per person: the unsubscribe page, opened from a digest without signing in, is
// in the language of the person's profile, as the digest was, whatever the browser asks for.
describe('the unsubscribe page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ DELIVERY_AUTOSTART: 'false' });
  }, 60_000);
  afterAll(() => t.close());

  async function personWith(email: string, language: string) {
    const session: Session = await signUp(t.app, email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/features/profile',
      headers: session.headers,
      payload: { language },
    });
    expect(changed.statusCode).toBe(200);
    const tenant = await t.app.inject({
      method: 'GET',
      url: '/auth/tenant',
      headers: session.headers,
    });
    const tenantId = tenant.json<{ data: { id: string } }>().data.id;
    expect((await t.app.get(TenantRepository).active(tenantId))?.profile.language).toBe(language);
    const created = await collectionsClient(t.app, session).create('Sabah özeti', 'weekly');
    const link = new URL(t.app.get(UnsubscribeLinks).url(tenantId, created.data.collection.id));
    return link.pathname + link.search;
  }

  it('speaks Turkish to a person whose profile is Turkish, in an English browser', async () => {
    const url = await personWith('tr-profile@example.com', 'tr');
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const page = await t.app.inject({ method: 'GET', url, headers: english });
    expect(page.body).toContain('<html lang="tr">');
    expect(page.body).toContain('“Sabah özeti” e-posta özeti durdurulsun mu?');
    expect(page.body).toContain('Abonelikten çık');
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...english, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.body).toContain('özetini artık almayacaksınız');
  });

  it('speaks English to a person whose profile is English, in a Turkish browser', async () => {
    const url = await personWith('en-profile@example.com', 'en-GB');
    const page = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'tr-TR' },
    });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Stop the e-mail digest of “Sabah özeti”?');
  });

  it('falls back to the browser’s language for a link that names nobody', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/digests/unsubscribe?token=forged',
      headers: { 'accept-language': 'tr' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Bu abonelikten çıkma bağlantısı geçerli değil.');
  });
});
