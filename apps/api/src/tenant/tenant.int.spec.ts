import type { TestApp } from '../testing/test-app';
import { registerByMail, signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);

function multipart(
  filename: string,
  bytes: Buffer,
  type = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----parley-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Data<T> = { data: T };
type TenantBody = Data<
  Record<string, unknown> & {
    flags: { rc: boolean; oc: boolean };
    quota: Record<string, unknown>;
    picture: string;
  }
>;

describe('tenant calls', () => {
  let t: TestApp;
  let ada: Session;
  beforeAll(async () => {
    t = await startAuthTestApp({ PLANS_BY_EMAIL: 'bob@example.com:unlimited' });
    ada = await signUp(t.app, 'ada@example.com');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, session?: Session, payload?: object) =>
    t.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });

  describe('GET /auth/tenant', () => {
    it('answers the spec §3 fields, flags, plan and this month’s quota', async () => {
      const res = await call('GET', '/auth/tenant', ada);
      expect(res.statusCode).toBe(200);
      const { data } = res.json<TenantBody>();
      expect(data).toMatchObject({
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        country: 'United Kingdom',
        timezone: 'Europe/London',
        language: 'en-US',
        organisation: '',
        position: '',
        picture: '',
        flags: { rc: true, oc: false },
        subscription: { plan: 'free', status: 'ACTIVE' },
        credentials: {},
        collections: [],
      });
      expect(Object.keys(data)).toEqual(expect.arrayContaining(['id', 'updated', 'features']));
      expect(data.quota).toEqual({ [new Date().toISOString().slice(0, 7)]: 300 });
    });

    it('shows an unlimited plan’s quota as ∞', async () => {
      const bob = await registerByMail(t.app, 'bob@example.com');
      const { data } = (await call('GET', '/auth/tenant', bob)).json<TenantBody>();
      expect(Object.values(data.quota)).toEqual(['∞']);
      expect(data.flags).toEqual({ rc: false, oc: false });
    });

    it('is 401 without a session or with an unknown one', async () => {
      expect((await call('GET', '/auth/tenant')).statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'GET',
        url: '/auth/tenant',
        headers: { cookie: 'parley_session=AAAAAAAAAAAAAAAAAAAAAA' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ data: { error: 'unauthorized' } });
    });

    it('reports a newer `updated` after every change, so a browser holding an older copy refetches', async () => {
      const s = await signUp(t.app, 'stale@example.com');
      const updated = async () =>
        Date.parse(
          (await call('GET', '/auth/tenant', s)).json<Data<{ updated: string }>>().data.updated,
        );
      const before = await updated();
      expect(before).not.toBeNaN();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await call('PUT', '/api/v1/flag', s, { key: 'oc', value: true });
      const afterFlag = await updated();
      expect(afterFlag).toBeGreaterThan(before);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await call('PUT', '/features/profile', s, { organisation: 'Later Ltd' });
      expect(await updated()).toBeGreaterThan(afterFlag);
    });

    it('lists the projects', async () => {
      const res = await call('GET', '/auth/tenant/projects', ada);
      expect(res.json()).toEqual({
        data: [{ projectId: 'default', name: 'Parley', logos: { CONVERSATION: '' } }],
      });
    });
  });

  describe('registration completion (onboarding)', () => {
    it('requires name, country and timezone, and judges a password only when typed', async () => {
      const s = await registerByMail(t.app, 'onboard@example.com');
      const cases: [object, string][] = [
        [{ country: 'Turkey', timezone: 'Europe/Istanbul' }, 'validation.required'],
        [{ name: 'Nil', timezone: 'Europe/Istanbul' }, 'validation.required'],
        [{ name: 'Nil', country: 'Turkey' }, 'validation.required'],
        [
          {
            name: 'Nil',
            country: 'Turkey',
            timezone: 'Europe/Istanbul',
            password: 'short',
            repeatPassword: 'short',
          },
          'validation.password',
        ],
        [
          {
            name: 'Nil',
            country: 'Turkey',
            timezone: 'Europe/Istanbul',
            password: 'Sunny-day-42',
            repeatPassword: 'Sunny-day-43',
          },
          'login.passwords_must_be_same',
        ],
      ];
      for (const [payload, key] of cases) {
        const res = await call('POST', '/auth/register', s, payload);
        expect([res.statusCode, res.json<Data<{ key: string }>>().data.key]).toEqual([400, key]);
      }
      const ok = await call('POST', '/auth/register', s, {
        name: 'Nil',
        country: 'Turkey',
        timezone: 'Europe/Istanbul',
        language: 'tr',
      });
      expect(ok.statusCode).toBe(200);
      const { data } = (await call('GET', '/auth/tenant', s)).json<TenantBody>();
      expect(data).toMatchObject({
        name: 'Nil',
        country: 'Turkey',
        timezone: 'Europe/Istanbul',
        language: 'tr',
        flags: { rc: true },
      });
      const twice = await call('POST', '/auth/register', s, {
        name: 'Nil',
        country: 'Turkey',
        timezone: 'Europe/Istanbul',
      });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses an unknown country or a non-IANA time zone, records nothing, and takes an alias zone', async () => {
      const s = await registerByMail(t.app, 'nowhere@example.com');
      const valid = { name: 'Nil', country: 'Germany', timezone: 'Europe/Berlin' };
      const cases: [object, string, string][] = [
        [{ country: 'Narnia' }, 'validation.country', 'Choose a country from the list.'],
        [
          { timezone: 'Mars/Olympus_Mons' },
          'validation.timezone',
          'Choose an IANA time zone such as Europe/London.',
        ],
      ];
      for (const [change, key, message] of cases) {
        const res = await call('POST', '/auth/register', s, { ...valid, ...change });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ data: { key, message } });
      }
      const untouched = (await call('GET', '/auth/tenant', s)).json<TenantBody>().data;
      expect(untouched).toMatchObject({ country: '', timezone: '', flags: { rc: false } });

      const alias = await call('POST', '/auth/register', s, { ...valid, timezone: 'Europe/Kiev' });
      expect(alias.statusCode).toBe(200);
      expect((await call('GET', '/auth/tenant', s)).json<TenantBody>().data).toMatchObject({
        country: 'Germany',
        timezone: 'Europe/Kiev',
        flags: { rc: true },
      });
    });

    it('is 403 without the anti-forgery header', async () => {
      const s = await registerByMail(t.app, 'forgery@example.com');
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { cookie: s.cookie },
        payload: { name: 'N', country: 'Turkey', timezone: 'UTC' },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PUT /features/profile', () => {
    it('saves the profile and answers the tenant', async () => {
      const res = await call('PUT', '/features/profile', ada, {
        name: 'Ada King',
        organisation: 'Analytical Engines',
        position: 'Countess',
        language: 'en-GB',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: {
          name: 'Ada King',
          organisation: 'Analytical Engines',
          position: 'Countess',
          language: 'en-GB',
          country: 'United Kingdom',
        },
      });
    });

    it.each([
      [{ name: '' }, 'validation.required'],
      [{ country: '  ' }, 'validation.required'],
      [{ country: 'Narnia' }, 'validation.country'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'validation.timezone'],
      [{ language: 'fr' }, 'validation.one_of'],
      [{ picture: 'https://tracker.example/pixel.gif' }, 'validation.invalid'],
    ])('refuses %j with %s', async (payload, key) => {
      const before = (await call('GET', '/auth/tenant', ada)).json<TenantBody>().data;
      const res = await call('PUT', '/features/profile', ada, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key } });
      expect((await call('GET', '/auth/tenant', ada)).json<TenantBody>().data).toEqual(before);
    });

    it('takes an alias time zone and an empty one (the web fills it from the browser)', async () => {
      const s = await signUp(t.app, 'zones@example.com');
      for (const timezone of ['UTC', 'Europe/Kiev', '']) {
        const res = await call('PUT', '/features/profile', s, { timezone });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ data: { timezone } });
      }
    });

    it('is 401 without a session and 403 without the anti-forgery header', async () => {
      expect((await call('PUT', '/features/profile', undefined, { name: 'X' })).statusCode).toBe(
        401,
      );
      const res = await t.app.inject({
        method: 'PUT',
        url: '/features/profile',
        headers: { cookie: ada.cookie, 'x-xsrf-token': 'wrong' },
        payload: { name: 'X' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ data: { key: 'errors.xsrf' } });
    });
  });

  describe('POST /features/profile/picture', () => {
    const upload = (session: Session, filename: string, bytes: Buffer) => {
      const form = multipart(filename, bytes);
      return t.app.inject({
        method: 'POST',
        url: '/features/profile/picture',
        headers: { ...session.headers, ...form.headers },
        payload: form.payload,
      });
    };

    it('keeps a PNG or JPEG and serves it back as the tenant’s picture', async () => {
      for (const [name, bytes, type] of [
        ['me.png', PNG, 'image/png'],
        ['me.JPEG', JPEG, 'image/jpeg'],
      ] as const) {
        const res = await upload(ada, name, bytes);
        expect(res.statusCode).toBe(200);
        const { picture } = res.json<Data<{ picture: string }>>().data;
        expect((await call('GET', '/auth/tenant', ada)).json<TenantBody>().data.picture).toBe(
          picture,
        );
        const served = await t.app.inject({ method: 'GET', url: picture });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.rawPayload.equals(bytes)).toBe(true);
      }
    });

    it('refuses other file types and disguised files', async () => {
      for (const [name, bytes] of [
        ['me.gif', PNG],
        ['me.png', Buffer.from('GIF89a-not-a-png')],
      ] as const) {
        const res = await upload(ada, name, bytes);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ data: { key: 'settings.file_type_error' } });
      }
    });

    it('refuses a photo over 262144 bytes and takes one of exactly that size', async () => {
      const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(262_144 - 8 + 1)]);
      const res = await upload(ada, 'big.png', big);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key: 'settings.file_size_limit_error' } });
      expect((await upload(ada, 'edge.png', big.subarray(0, 262_144))).statusCode).toBe(200);
    });

    it('keeps each photo to its owner: another tenant can neither adopt nor remove it', async () => {
      const owner = await signUp(t.app, 'photo-owner@example.com');
      const other = await signUp(t.app, 'photo-other@example.com');
      const { picture } = (await upload(owner, 'me.png', PNG)).json<Data<{ picture: string }>>()
        .data;
      const adopt = await call('PUT', '/features/profile', other, { picture });
      expect(adopt.statusCode).toBe(400);
      expect(adopt.json()).toMatchObject({ data: { key: 'validation.invalid' } });
      const onboarding = await registerByMail(t.app, 'photo-newcomer@example.com');
      const adoptAtOnboarding = await call('POST', '/auth/register', onboarding, {
        name: 'Newcomer',
        country: 'Turkey',
        timezone: 'Europe/Istanbul',
        picture,
      });
      expect(adoptAtOnboarding.json()).toMatchObject({ data: { key: 'validation.invalid' } });
      // Whatever the other tenant does to its own photo leaves the owner's in place.
      expect((await upload(other, 'mine.png', PNG)).statusCode).toBe(200);
      await call('PUT', '/features/profile', other, { picture: '' });
      expect((await call('GET', '/auth/tenant', other)).json<TenantBody>().data.picture).toBe('');
      expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
      expect((await call('GET', '/auth/tenant', owner)).json<TenantBody>().data.picture).toBe(
        picture,
      );
    });

    it('goes with the account: a deleted account’s photo is no longer served', async () => {
      const leaving = await signUp(t.app, 'photo-leaving@example.com');
      const { picture } = (await upload(leaving, 'me.png', PNG)).json<Data<{ picture: string }>>()
        .data;
      expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: leaving.headers,
        payload: { currentPassword: 'Sunny-day-42' },
      });
      expect(deleted.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
    });

    it('is 403 without the anti-forgery header', async () => {
      const form = multipart('me.png', PNG);
      const res = await t.app.inject({
        method: 'POST',
        url: '/features/profile/picture',
        headers: { cookie: ada.cookie, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PUT /api/v1/flag', () => {
    it('sets a flag', async () => {
      const res = await call('PUT', '/api/v1/flag', ada, { key: 'oc', value: true });
      expect(res.statusCode).toBe(200);
      expect((await call('GET', '/auth/tenant', ada)).json<TenantBody>().data.flags).toEqual({
        rc: true,
        oc: true,
      });
    });

    it.each([true, false])(
      'refuses rc=%s with its own key and changes nothing (rc is set by completing registration)',
      async (value) => {
        const s = await signUp(t.app, `rc-${String(value)}@example.com`);
        const fresh = await registerByMail(t.app, `rc-fresh-${String(value)}@example.com`);
        for (const session of [s, fresh]) {
          const before = (await call('GET', '/auth/tenant', session)).json<TenantBody>().data;
          const res = await call('PUT', '/api/v1/flag', session, { key: 'rc', value });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({
            data: {
              key: 'flags.rc_not_settable',
              message:
                'Registration is completed by finishing the registration form, not by setting a flag.',
            },
          });
          expect((await call('GET', '/auth/tenant', session)).json<TenantBody>().data).toEqual(
            before,
          );
        }
      },
    );

    it.each([
      [{ key: 'zz', value: true }, 'validation.one_of'],
      [{ value: true }, 'validation.required'],
      [{ key: 'oc', value: 'yes' }, 'validation.one_of'],
    ])('refuses %j with %s', async (payload, key) => {
      const res = await call('PUT', '/api/v1/flag', ada, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key } });
    });
  });

  describe('organisation strategy', () => {
    const strategy = {
      business_name: 'Engines Ltd',
      business_description: 'Calculating machines',
      core_services: 'Computation',
      primary_industry: 'Manufacturing',
      target_client_types: 'Governments',
      target_client_names: 'Admiralty',
      geography_focus: ['United Kingdom'],
      topics_of_interest: 'Tables',
    };

    it('answers an empty form with the monthly default before anything is saved', async () => {
      const s = await signUp(t.app, 'strategy@example.com');
      const res = await call('GET', '/features/organisation-strategy', s);
      expect(res.json()).toMatchObject({
        data: { business_name: '', notification_frequency: 'monthly', geography_focus: [] },
      });
    });

    it('saves a valid strategy, with monthly as the default frequency', async () => {
      const res = await call('PUT', '/features/organisation-strategy', ada, strategy);
      expect(res.statusCode).toBe(200);
      const read = await call('GET', '/features/organisation-strategy', ada);
      expect(read.json()).toMatchObject({
        data: {
          ...strategy,
          notification_frequency: 'monthly',
          website_url: '',
          secondary_industries: [],
        },
      });
    });

    it.each([
      'business_name',
      'business_description',
      'core_services',
      'primary_industry',
      'target_client_types',
      'target_client_names',
      'geography_focus',
      'topics_of_interest',
    ])('requires %s', async (field) => {
      const res = await call('PUT', '/features/organisation-strategy', ada, {
        ...strategy,
        [field]: field === 'geography_focus' ? [] : '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key: 'validation.required' } });
    });

    it('refuses an unknown frequency and keeps what was saved', async () => {
      const res = await call('PUT', '/features/organisation-strategy', ada, {
        ...strategy,
        business_name: 'Changed Ltd',
        notification_frequency: 'hourly',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key: 'validation.one_of' } });
      expect((await call('GET', '/features/organisation-strategy', ada)).json()).toMatchObject({
        data: { business_name: 'Engines Ltd' },
      });
    });

    it('refuses a geography focus outside the country list, naming it, and keeps what was saved', async () => {
      const res = await call('PUT', '/features/organisation-strategy', ada, {
        ...strategy,
        business_name: 'Changed Ltd',
        geography_focus: ['Germany', 'Atlantis'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        data: {
          key: 'validation.countries',
          message: '“Atlantis” is not on the country list. Choose countries from the list.',
        },
      });
      expect((await call('GET', '/features/organisation-strategy', ada)).json()).toMatchObject({
        data: { business_name: 'Engines Ltd' },
      });
    });
  });

  describe('two tenants', () => {
    it('cannot see or change each other’s data', async () => {
      const eve = await signUp(t.app, 'eve@example.com');
      await call('PUT', '/features/profile', eve, { name: 'Eve' });
      const adaView = (await call('GET', '/auth/tenant', ada)).json<TenantBody>().data;
      const eveView = (await call('GET', '/auth/tenant', eve)).json<TenantBody>().data;
      expect(adaView.email).toBe('ada@example.com');
      expect(eveView.email).toBe('eve@example.com');
      expect(adaView.name).not.toBe('Eve');
      // Eve's session with Ada's anti-forgery token is refused: tokens belong to one session.
      const cross = await t.app.inject({
        method: 'PUT',
        url: '/features/profile',
        headers: { cookie: eve.cookie, 'x-xsrf-token': ada.xsrfToken },
        payload: { name: 'Hacked' },
      });
      expect(cross.statusCode).toBe(403);
      expect(
        (await call('GET', '/features/organisation-strategy', eve)).json<TenantBody>().data,
      ).toMatchObject({ business_name: '' });
    });

    it('change only their own strategy and flags', async () => {
      const zed = await signUp(t.app, 'zed@example.com');
      const adaBefore = (await call('GET', '/auth/tenant', ada)).json<TenantBody>().data.flags;
      const adaStrategy = (
        await call('GET', '/features/organisation-strategy', ada)
      ).json<unknown>();
      const saved = await call('PUT', '/features/organisation-strategy', zed, {
        business_name: 'Zed Corp',
        business_description: 'Other things',
        core_services: 'Others',
        primary_industry: 'Retail',
        target_client_types: 'Shops',
        target_client_names: 'Corner shop',
        geography_focus: ['Turkey'],
        topics_of_interest: 'Prices',
        notification_frequency: 'weekly',
      });
      expect(saved.statusCode).toBe(200);
      await call('PUT', '/api/v1/flag', zed, { key: 'oc', value: !adaBefore.oc });
      expect((await call('GET', '/features/organisation-strategy', ada)).json()).toEqual(
        adaStrategy,
      );
      expect((await call('GET', '/auth/tenant', ada)).json<TenantBody>().data.flags).toEqual(
        adaBefore,
      );
      expect((await call('GET', '/features/organisation-strategy', zed)).json()).toMatchObject({
        data: { business_name: 'Zed Corp', notification_frequency: 'weekly' },
      });
    });
  });
});
