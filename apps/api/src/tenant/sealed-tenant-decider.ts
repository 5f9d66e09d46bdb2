import { TENANT_PERSONAL_FIELDS, tenantDecider } from '@parley/domain';
import type { Decider, TenantCommand, TenantEvent, TenantState } from '@parley/domain';
import type { SecretVault } from '../vault/secret-vault';

type Fields = Record<string, unknown>;

function mapPersonal(event: TenantEvent, change: (value: string) => string): TenantEvent {
  const personal = TENANT_PERSONAL_FIELDS[event.type];
  if (personal.length === 0) return event;
  const data: Fields = { ...(event.data as Fields) };
  for (const field of personal) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') data[field] = change(value);
  }
  return { ...event, data } as TenantEvent;
}

/**
 * The domain's Tenant decider, with the personal fields of its events sealed under the
 * person's vault key on the way into the log and opened on the way out. Once the key is
 * shredded they read as empty strings: the log stays replayable and says nothing about anyone.
 */
export function sealedTenantDecider(vault: SecretVault, tenantId: string): Decider<TenantCommand, TenantEvent, TenantState> {
  return {
    initialState: tenantDecider.initialState,
    evolve: (state, event) => tenantDecider.evolve(state, mapPersonal(event, (value) => vault.openFor(tenantId, value) ?? '')),
    decide: (command, state) => tenantDecider.decide(command, state).map((event) => mapPersonal(event, (value) => vault.sealFor(tenantId, value))),
  };
}
