import type { Plan } from '../rules/plan-limits';
import type { OrganisationStrategy } from './organisation-strategy';
import type { FlagKey, Profile, TenantEvent } from './tenant-events';

export type ActiveTenant = {
  status: 'active';
  tenantId: string;
  email: string;
  profile: Profile;
  flags: Record<FlagKey, boolean>;
  plan: Plan;
  passwordSet: boolean;
  strategy: OrganisationStrategy | null;
};

export type TenantState = { status: 'unknown' } | ActiveTenant | { status: 'deleted' };

export const initialTenantState: TenantState = { status: 'unknown' };

export const DEFAULT_LANGUAGE = 'en-US';

export function evolveTenant(state: TenantState, event: TenantEvent): TenantState {
  if (event.type === 'TenantRegistered') {
    const { tenantId, email, name, language } = event.data;
    return {
      status: 'active',
      tenantId,
      email,
      profile: {
        name,
        language,
        timezone: '',
        picture: '',
        country: '',
        organisation: '',
        position: '',
      },
      flags: { rc: false, oc: false },
      plan: 'free',
      passwordSet: false,
      strategy: null,
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'RegistrationCompleted': {
      const { name, country, timezone, passwordSet } = event.data;
      return {
        ...state,
        profile: { ...state.profile, name, country, timezone },
        flags: { ...state.flags, rc: true },
        passwordSet: state.passwordSet || passwordSet,
      };
    }
    case 'ProfileUpdated':
      return { ...state, profile: event.data };
    case 'PasswordChanged':
      return { ...state, passwordSet: true };
    case 'FlagSet':
      return { ...state, flags: { ...state.flags, [event.data.key]: event.data.value } };
    case 'PlanChanged':
      return { ...state, plan: event.data.to };
    case 'OrganisationStrategySaved':
      return { ...state, strategy: event.data };
    case 'AccountDeleted':
      return { status: 'deleted' };
    default: {
      const _exhaustive: never = event;
      // An event type this version does not know (e.g. written by a newer one) changes nothing.
      return state;
    }
  }
}
