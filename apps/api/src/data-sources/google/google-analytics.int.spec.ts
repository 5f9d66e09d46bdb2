import { OAuth2Server } from 'oauth2-mock-server';
import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import { DOCUMENT_STORE } from '../../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { startSharedStores } from '../../testing/shared-stores';
import type { SharedStores } from '../../testing/shared-stores';
import type { TestApp } from '../../testing/test-app';
import { GA4_PROPERTY, startGa4StandIn } from '../testing/ga4-stand-in-server';
import type { Ga4FixtureRow, Ga4StandIn } from '../testing/ga4-stand-in-server';
import { askCard, firstMetric, post } from '../testing/data-source-test-kit';

const CHANNELS = ['Organic Search', 'Paid Search', 'Direct', 'Email'];
const DEVICES = ['desktop', 'mobile'];
// Recorded-style daily rows for May and June 2026.
const FIXTURE: Ga4FixtureRow[] = Array.from({ length: 61 }, (_, day) => day).flatMap((day) =>
  CHANNELS.flatMap((channel, c) =>
    DEVICES.map((device, d) => ({
      date: new Date(Date.UTC(2026, 4, 1) + day * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replace(/-/g, ''),
      sessionDefaultChannelGroup: channel,
      country: d === 0 ? 'Türkiye' : 'Germany',
      deviceCategory: device,
      sessions: 10 + ((day * 3 + c * 5 + d) % 17),
      totalUsers: 8 + ((day + c + d) % 9),
      newUsers: 2 + ((day + c) % 4),
      conversions: (day + c + d) % 3,
      totalRevenue: ((day + c) % 5) * 12.5,
    })),
  ),
);

describe('Google Analytics 4 data source (OAuth against a local server, GA4 API stand-in)', () => {
  const google = new OAuth2Server();
  let standIn: Ga4StandIn;
  // Two instances behind a load balancer (README "Several instances"): a consent started on one
  // may come back to the other.
  let shared: SharedStores;
  let t: TestApp;
  let other: TestApp;
  let ada: Session;
  let bob: Session;
  let datasource_id: string;
  const issued: string[] = [];
  const grants: string[] = [];
  const responses: string[] = [];
  const revoked: Record<string, string>[] = [];
  let revocationRead = () => undefined as void;
  const revocationSeen = new Promise<void>((resolve) => (revocationRead = resolve));
  let tokenLifetime = 3600;

  beforeAll(async () => {
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, {
        sub: 'google-ga-user-1',
        email: 'analyst@example.com',
        name: 'Ada Analyst',
      });
    });
    google.service.on(
      'beforeResponse',
      (response: { body: Record<string, unknown> }, req: { body: Record<string, string> }) => {
        grants.push(req.body.grant_type);
        response.body.expires_in = tokenLifetime;
        for (const key of ['access_token', 'refresh_token', 'id_token'])
          if (typeof response.body[key] === 'string') issued.push(response.body[key]);
      },
    );
    // The stand-in answers revocations without reading them: the form is read here as it arrives.
    google.service.on('beforeRevoke', (_response: unknown, req: NodeJS.ReadableStream) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        revoked.push(Object.fromEntries(new URLSearchParams(body)));
        revocationRead();
      });
    });
    standIn = await startGa4StandIn(FIXTURE);
    const issuer = google.issuer.url as string;
    shared = await startSharedStores();
    const env = {
      GA_CLIENT_ID: 'parley-ga-client',
      GA_CLIENT_SECRET: 'parley-ga-secret',
      GA_AUTHORIZATION_URL: `${issuer}/authorize`,
      GA_TOKEN_URL: `${issuer}/token`,
      GA_REVOCATION_URL: `${issuer}/revoke`,
      GA_DATA_API_URL: standIn.url,
      GA_ADMIN_API_URL: standIn.url,
    };
    t = await startAuthTestApp({ ...env, ...shared.instanceEnv() });
    other = await startAuthTestApp({ ...env, ...shared.instanceEnv() });
    ada = await signUp(t.app, 'ada-ga@example.com');
    bob = await signUp(t.app, 'bob-ga@example.com');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await other.close();
    await shared.close();
    await standIn.close();
    await google.stop();
  });

  const track = async <R extends { body: string }>(res: Promise<R>) => {
    const r = await res;
    responses.push(r.body);
    return r;
  };

  // The browser's trip: our redirect → the provider's consent (granted at once) → our callback,
  // answered by the instance `back` (another one than the redirect's, when asked).
  async function consent(session: Session) {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/v1/datasourceredirect?type=google_analytics',
      headers: session.headers,
    });
    expect(start.statusCode).toBe(302);
    const consent = new URL(String(start.headers.location));
    expect(consent.origin).toBe(google.issuer.url);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('scope')).toContain('analytics.readonly');
    expect(consent.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(consent.searchParams.get('nonce')).toBeTruthy();
    const granted = await fetch(consent, { redirect: 'manual' });
    const callback = new URL(String(granted.headers.get('location')));
    return callback.pathname + callback.search;
  }

  async function connect(session: Session, back: TestApp = t) {
    const url = await consent(session);
    return back.app.inject({ method: 'GET', url, headers: session.headers });
  }

  const credentialsOf = async (session: Session) =>
    (
      await track(t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers }))
    ).json<{
      data: {
        credentials: Record<
          string,
          Record<
            string,
            {
              active: boolean;
              revoked: boolean;
              selected_account: string | null;
              user: { email: string } | null;
            }
          >
        >;
      };
    }>().data.credentials;

  it('connects through OAuth2 and shows the Google user in the credentials map', async () => {
    const res = await connect(ada);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toBe(
      '/authcallback?status=success&type=google_analytics&redirect=%2Fuser%2Fdatasources',
    );
    const ga = (await credentialsOf(ada)).google_analytics;
    datasource_id = Object.keys(ga)[0];
    expect(ga[datasource_id]).toMatchObject({
      active: true,
      revoked: false,
      selected_account: null,
      user: { email: 'analyst@example.com' },
    });
  });

  it('offers Google Analytics in the catalogue, this server having its OAuth client', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/datasource/catalogue',
      headers: ada.headers,
    });
    expect(res.json<{ data: { type: string }[] }>().data).toContainEqual(
      expect.objectContaining({ type: 'google_analytics', auth_type: 'oauth2', accounts: true }),
    );
  });

  it('finishes a consent on another instance than the one that started it, once', async () => {
    const url = await consent(ada);
    const finished = await other.app.inject({ method: 'GET', url, headers: ada.headers });
    expect(String(finished.headers.location)).toContain('status=success');
    // The state is used up, whichever instance the same callback reaches again.
    for (const instance of [t, other]) {
      const again = await instance.app.inject({ method: 'GET', url, headers: ada.headers });
      expect(String(again.headers.location)).toContain('status=error');
    }
  });

  it('refuses a consent another tenant started', async () => {
    const url = await consent(bob);
    const res = await t.app.inject({ method: 'GET', url, headers: ada.headers });
    expect(String(res.headers.location)).toContain('status=error');
  });

  it('refuses a callback whose state it did not issue', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/datasourceredirect/callback?code=x&state=forged',
      headers: ada.headers,
    });
    expect(String(res.headers.location)).toContain('status=error');
  });

  it('asks for a property before answering, then lists and selects one', async () => {
    const res = await track(
      post(t.app, ada, '/features/conversations/chat_query', {
        phrase: 'sessions last 30 days',
        event: { type: 'google_analytics', datasource_id },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: { message: string } }>().data.message).toContain('Choose an account');
    // Spec §4: select_account tells the client to show the account chooser for this source.
    expect(res.json()).toMatchObject({
      data: {
        key: 'datastore.select_account',
        select_account: true,
        type: 'google_analytics',
        datasource_id,
      },
    });
    const accounts = await track(
      t.app.inject({
        method: 'GET',
        url: `/api/v1/datasource/accounts?type=google_analytics&datasource_id=${datasource_id}`,
        headers: ada.headers,
      }),
    );
    expect(accounts.json()).toEqual({
      data: [{ account_id: GA4_PROPERTY, name: 'Shop web (Example Shop)', datasource_id }],
    });
    const added = await track(
      post(t.app, ada, '/api/v1/datasource/account', {
        type: 'google_analytics',
        datasource_id,
        account: { account_id: GA4_PROPERTY, name: 'Shop web' },
      }),
    );
    expect(added.statusCode).toBe(200);
    expect((await credentialsOf(ada)).google_analytics[datasource_id].selected_account).toBe(
      GA4_PROPERTY,
    );
  });

  const inJune = FIXTURE.filter((r) => r.date >= '20260601' && r.date <= '20260630');

  it('answers from the GA4 Data API with the fixture’s own numbers, in English and Turkish', async () => {
    const card = await askCard(t.app, ada, 'sessions by channel group last month', {
      type: 'google_analytics',
      datasource_id,
      now: '2026-07-10',
    });
    const key = card.columns.find((c) => c.role === 'dimension')?.key as string;
    for (const channel of CHANNELS) {
      const expected = inJune
        .filter((r) => r.sessionDefaultChannelGroup === channel)
        .reduce((s, r) => s + r.sessions, 0);
      expect(card.table.find((row) => row[key] === channel)).toMatchObject({ sessions: expected });
    }
    const tr = await askCard(t.app, ada, 'geçen ay mobil yeni kullanıcılar', {
      type: 'google_analytics',
      datasource_id,
      now: '2026-07-10',
      locale: 'tr',
    });
    expect(firstMetric(tr)).toBe(
      inJune.filter((r) => r.deviceCategory === 'mobile').reduce((s, r) => s + r.newUsers, 0),
    );
  });

  it('refreshes an expired access token with the refresh token', async () => {
    tokenLifetime = 1;
    const res = await connect(ada);
    expect(res.statusCode).toBe(302);
    tokenLifetime = 3600;
    const before = grants.filter((g) => g === 'refresh_token').length;
    await askCard(t.app, ada, 'sessions last month', {
      type: 'google_analytics',
      datasource_id,
      now: '2026-07-10',
    });
    expect(grants.filter((g) => g === 'refresh_token').length).toBe(before + 1);
  });

  it('keeps another tenant out: no use, no revoke', async () => {
    const asked = await track(
      post(t.app, bob, '/features/conversations/chat_query', {
        phrase: 'sessions',
        event: { type: 'google_analytics', datasource_id, account_id: GA4_PROPERTY },
      }),
    );
    expect(asked.statusCode).toBe(404);
    expect(
      (
        await track(
          post(t.app, bob, '/api/v1/datasource/revoke', {
            type: 'google_analytics',
            datasource_id,
          }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await credentialsOf(bob)).google_analytics).toBeUndefined();
    expect((await credentialsOf(ada)).google_analytics[datasource_id].revoked).toBe(false);
  });

  it('revokes at Google and in Parley: the card answers with a clear message and the page shows Connect', async () => {
    const res = await track(
      post(t.app, ada, '/api/v1/datasource/revoke', { type: 'google_analytics', datasource_id }),
    );
    expect(res.statusCode).toBe(200);
    // The refresh token ends the grant at the provider, sent with the client's credentials.
    await revocationSeen;
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({
      token_type_hint: 'refresh_token',
      client_id: 'parley-ga-client',
    });
    expect(issued).toContain(revoked[0].token);
    expect((await credentialsOf(ada)).google_analytics[datasource_id]).toMatchObject({
      active: false,
      revoked: true,
    });
    const asked = await track(
      post(t.app, ada, '/features/conversations/chat_query', {
        phrase: 'sessions',
        event: { type: 'google_analytics', datasource_id },
      }),
    );
    expect(asked.statusCode).toBe(400);
    expect(asked.json<{ data: { message: string } }>().data.message).toContain('Connect it again');
    expect(
      (
        await track(
          post(t.app, ada, '/api/v1/datasource/revoke', {
            type: 'google_analytics',
            datasource_id,
          }),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('never lets a token out: not in events, read models or responses', async () => {
    expect(issued.length).toBeGreaterThan(3);
    expect(standIn.seenTokens.length).toBeGreaterThan(0);
    const events = JSON.stringify(await t.app.get<EventStore>(EVENT_STORE).readAll());
    const documents = JSON.stringify(
      await t.app.get<DocumentStore>(DOCUMENT_STORE).collection('credentials').find({}),
    );
    expect(events).toContain('DataSourceConnected');
    // The user's e-mail is sealed in the log, readable only through the vault.
    expect(events).not.toContain('analyst@example.com');
    for (const token of issued) {
      expect(events).not.toContain(token);
      expect(documents).not.toContain(token);
      for (const body of responses) expect(body).not.toContain(token);
    }
  });
});
