import type { Decider } from '../core/decider';
import { refuse, unknownCommand } from '../core/domain-error';
import { sameData } from '../core/equality';
import { LOCALES } from '../catalogue/features';
import { email, oneOf, required } from '../rules/field-rules';
import type { Rule } from '../rules/field-rules';
import {
  deleteAccountRules,
  newPasswordRules,
  onboardingRules,
  profileRules,
} from '../rules/form-rules';
import { PLANS } from '../rules/plan-limits';
import { assertValid } from '../rules/validator';
import { normaliseOrganisationStrategy, organisationStrategyRules } from './organisation-strategy';
import type { TenantCommand } from './tenant-commands';
import { PROFILE_KEYS, SETTABLE_FLAG_KEYS } from './tenant-events';
import type { Profile, TenantEvent } from './tenant-events';
import { DEFAULT_LANGUAGE, evolveTenant, initialTenantState } from './tenant-state';
import type { ActiveTenant, TenantState } from './tenant-state';

type Handle<T extends TenantCommand['type']> = (
  command: Extract<TenantCommand, { type: T }>,
  state: TenantState,
) => TenantEvent[];

function activeTenant(state: TenantState): ActiveTenant {
  if (state.status !== 'active') throw refuse.notFound('tenant.not_found');
  return state;
}

const trim = (value: string | undefined) => (value ?? '').trim();

export const registerTenant: Handle<'RegisterTenant'> = ({ data, metadata }, state) => {
  if (state.status !== 'unknown') throw refuse.conflict('register.already_registered');
  const address = trim(data.email).toLowerCase();
  assertValid({ email: address }, { email: [required, email] });
  return [
    {
      type: 'TenantRegistered',
      data: {
        tenantId: data.tenantId,
        email: address,
        name: trim(data.name),
        language: data.language ?? DEFAULT_LANGUAGE,
        provider: data.provider,
        registeredAt: metadata.time,
      },
    },
  ];
};

// Onboarding happens once; a second attempt is a conflict the web app answers by going to /.
export const completeRegistration: Handle<'CompleteRegistration'> = ({ data }, state) => {
  const tenant = activeTenant(state);
  if (tenant.flags.rc) throw refuse.conflict('onboarding.already_registered');
  const values = {
    ...data,
    name: trim(data.name),
    country: trim(data.country),
    timezone: trim(data.timezone),
  };
  assertValid(values, onboardingRules(values));
  const { name, country, timezone } = values;
  return [
    {
      type: 'RegistrationCompleted',
      data: { name, country, timezone, passwordSet: Boolean(data.password) },
    },
  ];
};

export const updateProfile: Handle<'UpdateProfile'> = ({ data }, state) => {
  const tenant = activeTenant(state);
  // Fields left out of the request keep their value; unknown fields are ignored.
  const profile = Object.fromEntries(
    PROFILE_KEYS.map((key) => [
      key,
      data[key] === undefined ? tenant.profile[key] : trim(data[key]),
    ]),
  ) as Profile;
  assertValid(profile, { ...profileRules, language: [required, oneOf(LOCALES)] });
  return sameData(profile, tenant.profile) ? [] : [{ type: 'ProfileUpdated', data: profile }];
};

export const changePassword: Handle<'ChangePassword'> = ({ data, metadata }, state) => {
  activeTenant(state);
  assertValid(data, newPasswordRules);
  return [{ type: 'PasswordChanged', data: { changedAt: metadata.time } }];
};

// Untyped input can still name rc; its own key tells the client why rather than "choose oc".
const notRegistrationFlag: Rule = (value) =>
  value === 'rc' ? { messageKey: 'flags.rc_not_settable' } : undefined;

export const setFlag: Handle<'SetFlag'> = ({ data }, state) => {
  const tenant = activeTenant(state);
  assertValid(data, {
    key: [required, notRegistrationFlag, oneOf(SETTABLE_FLAG_KEYS)],
    value: [required, oneOf([true, false])],
  });
  return tenant.flags[data.key] === data.value
    ? []
    : [{ type: 'FlagSet', data: { key: data.key, value: data.value } }];
};

export const changePlan: Handle<'ChangePlan'> = ({ data }, state) => {
  const tenant = activeTenant(state);
  assertValid(data, { plan: [required, oneOf(PLANS)] });
  return tenant.plan === data.plan
    ? []
    : [{ type: 'PlanChanged', data: { from: tenant.plan, to: data.plan } }];
};

export const saveOrganisationStrategy: Handle<'SaveOrganisationStrategy'> = ({ data }, state) => {
  const tenant = activeTenant(state);
  // A save that says nothing of the readings (an older client) keeps those the person confirmed.
  const kept = tenant.strategy?.topic_readings;
  const strategy = normaliseOrganisationStrategy(
    data.topic_readings || !kept ? data : { ...data, topic_readings: kept },
  );
  assertValid(strategy, organisationStrategyRules);
  return sameData(strategy, tenant.strategy)
    ? []
    : [{ type: 'OrganisationStrategySaved', data: strategy }];
};

export const deleteAccount: Handle<'DeleteAccount'> = ({ data, metadata }, state) => {
  activeTenant(state);
  assertValid(data, deleteAccountRules);
  return [{ type: 'AccountDeleted', data: { deletedAt: metadata.time } }];
};

export function decideTenant(command: TenantCommand, state: TenantState): TenantEvent[] {
  switch (command.type) {
    case 'RegisterTenant':
      return registerTenant(command, state);
    case 'CompleteRegistration':
      return completeRegistration(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'SetFlag':
      return setFlag(command, state);
    case 'ChangePlan':
      return changePlan(command, state);
    case 'SaveOrganisationStrategy':
      return saveOrganisationStrategy(command, state);
    case 'DeleteAccount':
      return deleteAccount(command, state);
    default: {
      const _exhaustive: never = command;
      throw unknownCommand(_exhaustive);
    }
  }
}

export const tenantDecider: Decider<TenantCommand, TenantEvent, TenantState> = {
  initialState: initialTenantState,
  evolve: evolveTenant,
  decide: decideTenant,
};
