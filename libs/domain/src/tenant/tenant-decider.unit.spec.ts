import { deciderSpec } from '../testing/decider-spec';
import { meta } from '../testing/metadata';
import { fold } from '../core/decider';
import type { OrganisationStrategy, TopicReading } from './organisation-strategy';
import type { TenantCommand } from './tenant-commands';
import { tenantDecider } from './tenant-decider';
import type { TenantEvent } from './tenant-events';

const { given } = deciderSpec(tenantDecider);
const time = '2026-03-15T10:00:00.000Z';
const cmd = <T extends TenantCommand['type']>(
  type: T,
  data: Extract<TenantCommand, { type: T }>['data'],
) => ({ type, data, metadata: meta({ time }) }) as Extract<TenantCommand, { type: T }>;

const registered: TenantEvent = {
  type: 'TenantRegistered',
  data: {
    tenantId: 't-1',
    email: 'ada@example.com',
    name: '',
    language: 'en-US',
    provider: 'magiclink',
    registeredAt: time,
  },
};
const onboarded: TenantEvent = {
  type: 'RegistrationCompleted',
  data: { name: 'Ada', country: 'Turkey', timezone: 'Europe/Istanbul', passwordSet: false },
};
const profile = {
  name: 'Ada',
  timezone: 'Europe/Istanbul',
  picture: '',
  country: 'Turkey',
  organisation: '',
  position: '',
  language: 'en-US',
};
const strategyInput = {
  business_name: 'Acme',
  business_description: 'Widgets',
  core_services: 'Widget making',
  primary_industry: 'Manufacturing',
  target_client_types: 'Retailers',
  target_client_names: 'Shops',
  geography_focus: ['Turkey'],
  topics_of_interest: 'Supply chain',
};
const strategy: OrganisationStrategy = {
  ...strategyInput,
  website_url: '',
  secondary_industries: [],
  target_client_websites: '',
  notification_frequency: 'monthly',
};

describe('tenant', () => {
  describe('when nobody is registered', () => {
    it('registers with a lower-cased address on the free plan', () => {
      given([])
        .when(
          cmd('RegisterTenant', {
            tenantId: 't-1',
            email: ' Ada@Example.com ',
            provider: 'magiclink',
          }),
        )
        .then([registered]);
      const state = fold(tenantDecider, [registered]);
      expect(state).toMatchObject({
        status: 'active',
        plan: 'free',
        flags: { rc: false, oc: false },
      });
    });
    it('refuses a malformed address', () => {
      given([])
        .when(cmd('RegisterTenant', { tenantId: 't-1', email: 'ada', provider: 'password' }))
        .thenThrows({ code: 'validation', messageKey: 'validation.email' });
    });
    it.each([
      ['CompleteRegistration', { name: 'Ada', country: 'Turkey', timezone: 'UTC' }],
      ['UpdateProfile', { name: 'Ada' }],
      ['SetFlag', { key: 'oc', value: true }],
      ['ChangePlan', { plan: 'premium' }],
      ['DeleteAccount', { confirmation: 'DELETE' }],
    ] as const)('answers %s with not found', (type, data) => {
      given([])
        .when(cmd(type, data as never))
        .thenThrows({ code: 'not_found', messageKey: 'tenant.not_found' });
    });
  });

  describe('when registered but onboarding is not complete', () => {
    it('completes registration, sets rc and records only that a password was set', () => {
      const events = [registered];
      given(events)
        .when(
          cmd('CompleteRegistration', {
            name: ' Ada ',
            country: 'Turkey',
            timezone: 'Europe/Istanbul',
            password: 'abcdef1!',
            repeatPassword: 'abcdef1!',
          }),
        )
        .then([{ type: 'RegistrationCompleted', data: { ...onboarded.data, passwordSet: true } }]);
      expect(JSON.stringify(onboarded)).not.toContain('abcdef1!');
      expect(fold(tenantDecider, [registered, onboarded])).toMatchObject({
        flags: { rc: true },
        profile: { name: 'Ada' },
      });
    });
    it('needs name, country and timezone', () => {
      given([registered])
        .when(cmd('CompleteRegistration', { name: 'Ada', country: 'Turkey', timezone: ' ' }))
        .thenThrows({
          code: 'validation',
          messageKey: 'validation.required',
          fields: { timezone: { messageKey: 'validation.required' } },
        });
    });
    it.each([
      ['a made-up country', { country: 'Narnia' }, 'country', 'validation.country'],
      [
        'a planet as time zone',
        { timezone: 'Mars/Olympus_Mons' },
        'timezone',
        'validation.timezone',
      ],
      ['an offset as time zone', { timezone: '+01:00' }, 'timezone', 'validation.timezone'],
    ])('refuses %s and records nothing', (_, change, field, messageKey) => {
      given([registered])
        .when(
          cmd('CompleteRegistration', {
            name: 'Ada',
            country: 'Türkiye',
            timezone: 'Europe/Istanbul',
            ...change,
          }),
        )
        .thenThrows({ code: 'validation', messageKey, fields: { [field]: { messageKey } } });
    });
    it.each(['UTC', 'Europe/Kiev', 'Europe/Kyiv', 'Etc/GMT+3'])(
      'accepts the IANA zone %s, alias or canonical',
      (timezone) => {
        given([registered])
          .when(cmd('CompleteRegistration', { name: 'Ada', country: 'Germany', timezone }))
          .then([
            {
              type: 'RegistrationCompleted',
              data: { name: 'Ada', country: 'Germany', timezone, passwordSet: false },
            },
          ]);
      },
    );
    it('checks the password only when one was typed', () => {
      given([registered])
        .when(
          cmd('CompleteRegistration', {
            name: 'Ada',
            country: 'Turkey',
            timezone: 'UTC',
            password: 'abcdef1!',
            repeatPassword: 'x',
          }),
        )
        .thenThrows({ code: 'validation', messageKey: 'login.passwords_must_be_same' });
      given([registered])
        .when(
          cmd('CompleteRegistration', {
            name: 'Ada',
            country: 'Turkey',
            timezone: 'UTC',
            password: 'weak',
            repeatPassword: 'weak',
          }),
        )
        .thenThrows({ code: 'validation', messageKey: 'validation.password' });
    });
    it('refuses a second registration of the same tenant', () => {
      given([registered])
        .when(
          cmd('RegisterTenant', {
            tenantId: 't-1',
            email: 'ada@example.com',
            provider: 'password',
          }),
        )
        .thenThrows({ code: 'conflict', messageKey: 'register.already_registered' });
    });
  });

  describe('when onboarding is complete', () => {
    const events = [registered, onboarded];

    it('refuses to complete registration again', () => {
      given(events)
        .when(cmd('CompleteRegistration', { name: 'Ada', country: 'Turkey', timezone: 'UTC' }))
        .thenThrows({ code: 'conflict', messageKey: 'onboarding.already_registered' });
    });

    describe('profile', () => {
      it('updates changed fields and keeps the others', () => {
        given(events)
          .when(cmd('UpdateProfile', { organisation: ' Acme ', language: 'tr' }))
          .then([
            { type: 'ProfileUpdated', data: { ...profile, organisation: 'Acme', language: 'tr' } },
          ]);
      });
      it('does nothing when nothing changed', () => {
        given(events)
          .when(cmd('UpdateProfile', { name: 'Ada', country: 'Turkey' }))
          .thenNothingHappened();
      });
      it('needs a name and a country', () => {
        given(events)
          .when(cmd('UpdateProfile', { name: '' }))
          .thenThrows({ code: 'validation', messageKey: 'validation.required' });
        given(events)
          .when(cmd('UpdateProfile', { country: '  ' }))
          .thenThrows({ code: 'validation', messageKey: 'validation.required' });
      });
      it('refuses an unknown country and a non-IANA time zone', () => {
        given(events)
          .when(cmd('UpdateProfile', { country: 'Narnia' }))
          .thenThrows({ code: 'validation', messageKey: 'validation.country' });
        given(events)
          .when(cmd('UpdateProfile', { timezone: 'Mars/Olympus_Mons' }))
          .thenThrows({ code: 'validation', messageKey: 'validation.timezone' });
      });
      it('takes a country by its current or former English name', () => {
        given(events)
          .when(cmd('UpdateProfile', { country: 'United Kingdom', timezone: 'Europe/London' }))
          .then([
            {
              type: 'ProfileUpdated',
              data: { ...profile, country: 'United Kingdom', timezone: 'Europe/London' },
            },
          ]);
        given(events)
          .when(cmd('UpdateProfile', { country: 'Türkiye' }))
          .then([{ type: 'ProfileUpdated', data: { ...profile, country: 'Türkiye' } }]);
      });
      it('may leave the time zone empty (the web fills it from the browser)', () => {
        given(events)
          .when(cmd('UpdateProfile', { timezone: '' }))
          .then([{ type: 'ProfileUpdated', data: { ...profile, timezone: '' } }]);
      });
      it('accepts only the three interface languages', () => {
        given(events)
          .when(cmd('UpdateProfile', { language: 'de' }))
          .thenThrows({ code: 'validation', messageKey: 'validation.one_of' });
      });
    });

    describe('password', () => {
      it('records the change without the password', () => {
        given(events)
          .when(cmd('ChangePassword', { password: 'abcdef1!', repeatPassword: 'abcdef1!' }))
          .then([{ type: 'PasswordChanged', data: { changedAt: time } }]);
      });
      it('refuses a weak or mismatched password', () => {
        given(events)
          .when(cmd('ChangePassword', { password: 'abcdefgh', repeatPassword: 'abcdefgh' }))
          .thenThrows({ code: 'validation', messageKey: 'validation.password' });
        given(events)
          .when(cmd('ChangePassword', { password: 'abcdef1!', repeatPassword: 'abcdef1' }))
          .thenThrows({ code: 'validation', messageKey: 'login.passwords_must_be_same' });
      });
    });

    describe('flags', () => {
      it('sets onboarding complete', () => {
        given(events)
          .when(cmd('SetFlag', { key: 'oc', value: true }))
          .then([{ type: 'FlagSet', data: { key: 'oc', value: true } }]);
      });
      it('does nothing when the flag already has the value', () => {
        given([...events, { type: 'FlagSet', data: { key: 'oc', value: true } }])
          .when(cmd('SetFlag', { key: 'oc', value: true }))
          .thenNothingHappened();
      });
      it.each([
        ['reopen onboarding', [registered, onboarded], false],
        ['skip onboarding', [registered], true],
      ] as const)('refuses rc, so a client cannot %s', (_, history, value) => {
        given([...history])
          .when(cmd('SetFlag', { key: 'rc' as never, value }))
          .thenThrows({
            code: 'validation',
            messageKey: 'flags.rc_not_settable',
            fields: { key: { messageKey: 'flags.rc_not_settable' } },
          });
      });
      it('refuses an unknown flag', () => {
        given(events)
          .when(cmd('SetFlag', { key: 'xx' as never, value: true }))
          .thenThrows({ code: 'validation', messageKey: 'validation.one_of' });
      });
    });

    describe('plan', () => {
      it('changes from free to premium', () => {
        given(events)
          .when(cmd('ChangePlan', { plan: 'premium' }))
          .then([{ type: 'PlanChanged', data: { from: 'free', to: 'premium' } }]);
      });
      it('does nothing for the current plan', () => {
        given(events)
          .when(cmd('ChangePlan', { plan: 'free' }))
          .thenNothingHappened();
      });
      it('refuses an unknown plan', () => {
        given(events)
          .when(cmd('ChangePlan', { plan: 'gold' as never }))
          .thenThrows({ code: 'validation' });
      });
    });

    describe('organisation strategy', () => {
      it('saves a valid strategy with monthly notifications by default', () => {
        given(events)
          .when(cmd('SaveOrganisationStrategy', strategyInput))
          .then([{ type: 'OrganisationStrategySaved', data: strategy }]);
      });
      it('does nothing when the same strategy is saved again', () => {
        given([...events, { type: 'OrganisationStrategySaved', data: strategy }])
          .when(
            cmd('SaveOrganisationStrategy', {
              ...strategyInput,
              notification_frequency: 'monthly',
            }),
          )
          .thenNothingHappened();
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
      ] as const)('needs %s', (field) => {
        given(events)
          .when(
            cmd('SaveOrganisationStrategy', {
              ...strategyInput,
              [field]: field === 'geography_focus' ? [] : ' ',
            }),
          )
          .thenThrows({ code: 'validation', messageKey: 'validation.required' });
      });
      it('refuses an unknown notification frequency', () => {
        given(events)
          .when(
            cmd('SaveOrganisationStrategy', {
              ...strategyInput,
              notification_frequency: 'hourly' as never,
            }),
          )
          .thenThrows({ code: 'validation', messageKey: 'validation.one_of' });
      });
      it('refuses a geography focus outside the country list and names it', () => {
        given(events)
          .when(
            cmd('SaveOrganisationStrategy', {
              ...strategyInput,
              geography_focus: ['Türkiye', 'Narnia'],
            }),
          )
          .thenThrows({
            code: 'validation',
            messageKey: 'validation.countries',
            params: { value: 'Narnia' },
          });
      });
      it('takes a geography focus by current and former names', () => {
        const geography_focus = ['Turkey', 'Germany'];
        given(events)
          .when(cmd('SaveOrganisationStrategy', { ...strategyInput, geography_focus }))
          .then([{ type: 'OrganisationStrategySaved', data: { ...strategy, geography_focus } }]);
      });
    });

    describe('organisation strategy with topic readings', () => {
      const topic_readings: TopicReading[] = [
        {
          kind: 'topic',
          said: 'office furniture demand',
          status: 'confirmed',
          question: 'quantity furniture',
          readAs: 'Total Quantity where Category = Furniture',
        },
        { kind: 'topic', said: 'hybrid work trends', status: 'dropped' },
      ];
      it('keeps the readings the person confirmed, changed or dropped, one per word said', () => {
        given(events)
          .when(
            cmd('SaveOrganisationStrategy', {
              ...strategyInput,
              topic_readings: [
                { kind: 'topic', said: ' Office furniture demand ', status: 'proposed' },
                ...topic_readings,
                { kind: 'client', said: ' ', status: 'proposed' },
              ],
            }),
          )
          .then([{ type: 'OrganisationStrategySaved', data: { ...strategy, topic_readings } }]);
      });
      it('keeps the readings when a save says nothing of them', () => {
        given([
          ...events,
          { type: 'OrganisationStrategySaved', data: { ...strategy, topic_readings } },
        ])
          .when(cmd('SaveOrganisationStrategy', { ...strategyInput, core_services: 'Gadgets' }))
          .then([
            {
              type: 'OrganisationStrategySaved',
              data: { ...strategy, core_services: 'Gadgets', topic_readings },
            },
          ]);
      });
      it('does nothing when the same readings are saved again', () => {
        given([
          ...events,
          { type: 'OrganisationStrategySaved', data: { ...strategy, topic_readings } },
        ])
          .when(cmd('SaveOrganisationStrategy', { ...strategyInput, topic_readings }))
          .thenNothingHappened();
      });
    });

    describe('deleting the account', () => {
      it('needs DELETE typed exactly', () => {
        given(events)
          .when(cmd('DeleteAccount', { confirmation: 'delete' }))
          .thenThrows({ code: 'validation', messageKey: 'settings.type_delete_to_confirm' });
      });
      it('deletes the account', () => {
        given(events)
          .when(cmd('DeleteAccount', { confirmation: 'DELETE' }))
          .then([{ type: 'AccountDeleted', data: { deletedAt: time } }]);
      });
    });
  });

  describe('state folded from events', () => {
    it('tracks profile, flags, plan, password and strategy', () => {
      const state = fold(tenantDecider, [
        registered,
        onboarded,
        { type: 'ProfileUpdated', data: { ...profile, position: 'CTO' } },
        { type: 'FlagSet', data: { key: 'oc', value: true } },
        { type: 'PlanChanged', data: { from: 'free', to: 'unlimited' } },
        { type: 'PasswordChanged', data: { changedAt: time } },
        { type: 'OrganisationStrategySaved', data: strategy },
      ]);
      expect(state).toEqual({
        status: 'active',
        tenantId: 't-1',
        email: 'ada@example.com',
        profile: { ...profile, position: 'CTO' },
        flags: { rc: true, oc: true },
        plan: 'unlimited',
        passwordSet: true,
        strategy,
      });
    });
    it('ignores events before registration', () => {
      expect(fold(tenantDecider, [onboarded])).toEqual({ status: 'unknown' });
    });
  });

  describe('when the account is deleted', () => {
    const events: TenantEvent[] = [
      registered,
      onboarded,
      { type: 'AccountDeleted', data: { deletedAt: time } },
    ];

    it('forgets the profile and answers not found', () => {
      expect(fold(tenantDecider, events)).toEqual({ status: 'deleted' });
      given(events)
        .when(cmd('UpdateProfile', { name: 'Eve' }))
        .thenThrows({ code: 'not_found' });
    });
    it('cannot be registered again on the same stream', () => {
      given(events)
        .when(
          cmd('RegisterTenant', {
            tenantId: 't-1',
            email: 'ada@example.com',
            provider: 'password',
          }),
        )
        .thenThrows({ code: 'conflict' });
    });
  });
});
