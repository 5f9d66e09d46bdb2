import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { collectionsClient } from '../collections/collections-test-kit';
import type { TestApp } from '../testing/test-app';
import {
  followSignInLink,
  latestMailTo,
  linkIn,
  solvedToken,
  startAuthTestApp,
} from './testing/auth-test-kit';

// A person's whole life with Parley, as the web app drives it: register, confirm by mail,
// onboard, sign out, come back by magic link, change password, delete the account.
describe('account life cycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('registers, onboards, signs back in by link, changes password and leaves without a trace', async () => {
    const email = 'hedy.lamarr@example.com';
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });

    await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
    expect(
      (await post('/auth/register', { email, token: await solvedToken(t.app) })).statusCode,
    ).toBe(200);
    const confirmation = await latestMailTo(t.app, email);
    expect(confirmation.subject).toContain('Confirm your e-mail address');
    let session = await followSignInLink(t.app, linkIn(confirmation));

    const before = await t.app.inject({
      method: 'GET',
      url: '/auth/tenant',
      headers: session.headers,
    });
    expect(before.json()).toMatchObject({ data: { email, flags: { rc: false } } });
    const onboarding = await post(
      '/auth/register',
      {
        name: 'Hedy Lamarr',
        country: 'Austria',
        timezone: 'Europe/Vienna',
        password: 'Frequency-hop-1',
        repeatPassword: 'Frequency-hop-1',
      },
      session.headers,
    );
    expect(onboarding.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })).json(),
    ).toMatchObject({
      data: {
        name: 'Hedy Lamarr',
        country: 'Austria',
        timezone: 'Europe/Vienna',
        flags: { rc: true },
      },
    });

    expect((await post('/auth/logout', {}, session.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers }))
        .statusCode,
    ).toBe(401);

    expect(
      (await post('/auth/loginwithemail', { email, token: await solvedToken(t.app) })).statusCode,
    ).toBe(200);
    session = await followSignInLink(t.app, linkIn(await latestMailTo(t.app, email)));
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })).json(),
    ).toMatchObject({ data: { name: 'Hedy Lamarr' } });

    expect(
      (
        await post(
          '/api/v1/auth/changepassword',
          { password: 'Torpedo-guide-2', currentPassword: 'Frequency-hop-1' },
          session.headers,
        )
      ).statusCode,
    ).toBe(200);
    const withNew = await post('/auth/loginwithpassword', {
      email,
      password: 'Torpedo-guide-2',
      token: await solvedToken(t.app),
    });
    expect(withNew.statusCode).toBe(200);

    // What Hedy leaves behind in the product: a question, a collection with a card, feedback.
    const asked = await post(
      '/features/conversations/chat_query',
      { phrase: 'revenue by channel for Hedy Lamarr' },
      session.headers,
    );
    expect(asked.statusCode).toBe(200);
    const api = collectionsClient(t.app, session);
    const created = await api.create("Hedy's frequency plans");
    expect(created.status).toBe(200);
    const collectionId = created.data.collection.id;
    expect((await api.addCard(collectionId, 'revenue by month at Lamarr Labs')).status).toBe(200);
    expect(
      (
        await api.call('PUT', '/api/v1/update_collection', {
          collection_id: collectionId,
          name: 'Hedy Lamarr radio',
        })
      ).status,
    ).toBe(200);
    const feedback = await api.call('POST', '/api/v1/feedback', {
      sentiment: false,
      message: 'Hedy thinks so',
      fields: 'not_true',
      phrase: 'Lamarr',
    });
    expect(feedback.status).toBe(200);
    const shown = await api.call<{ collections: { id: string; name: string }[] }>(
      'GET',
      '/api/v1/collections',
    );
    expect(JSON.stringify(shown.data)).toContain('Hedy Lamarr radio');

    const vaultFile = new Database(join(t.config.dataDir, 'secure.sqlite'), { readonly: true });
    const { sealed: sealedKey } = vaultFile
      .prepare('SELECT sealed FROM vault_person_keys')
      .get() as { sealed: Buffer };
    vaultFile.close();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/account',
      headers: session.headers,
      payload: { confirmation: 'DELETE', currentPassword: 'Torpedo-guide-2' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await post('/auth/loginwithpassword', {
          email,
          password: 'Torpedo-guide-2',
          token: await solvedToken(t.app),
        })
      ).statusCode,
    ).toBe(400);
    await t.app.inject({ method: 'DELETE', url: '/dev/mail' });

    // Crypto-shredding: the append-only log still holds the events, but nothing readable about Hedy.
    // Read models of the tenant are dropped once the projections have seen AccountDeleted.
    const log = new Database(join(t.config.dataDir, 'parley.sqlite'), { readonly: true });
    const events = log
      .prepare<[], { type: string; data: string }>('SELECT type, data FROM events')
      .all();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'TenantRegistered',
        'RegistrationCompleted',
        'QuestionAsked',
        'CollectionCreated',
        'CardAdded',
        'CollectionRenamed',
        'FeedbackSubmitted',
        'AccountDeleted',
      ]),
    );
    const documents = log.prepare<[], { doc: string }>('SELECT body AS doc FROM documents').all();
    log.close();
    const everything = [...events.map((e) => e.data), ...documents.map((d) => d.doc)].join('\n');
    for (const personal of ['hedy', 'Hedy', 'Lamarr']) expect(everything).not.toContain(personal);
    const secure = new Database(join(t.config.dataDir, 'secure.sqlite'), { readonly: true });
    const keys = secure.prepare('SELECT count(*) AS n FROM vault_person_keys').get() as {
      n: number;
    };
    secure.close();
    expect(keys.n).toBe(0);
    // Nor in the bytes of the files: deleted rows are zeroed and the write-ahead logs emptied,
    // so neither the read models nor Hedy's sealed key survive in a free page or an old frame.
    for (const file of [
      'parley.sqlite',
      'parley.sqlite-wal',
      'secure.sqlite',
      'secure.sqlite-wal',
    ]) {
      const path = join(t.config.dataDir, file);
      const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
      for (const personal of ['hedy', 'Hedy', 'Lamarr'])
        expect(bytes.includes(personal)).toBe(false);
      expect(bytes.includes(sealedKey)).toBe(false);
    }
  });
});
