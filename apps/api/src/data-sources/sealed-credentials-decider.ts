import { credentialsDecider } from '@parley/domain';
import type { CredentialUser, CredentialsCommand, CredentialsEvent, CredentialsState, Decider } from '@parley/domain';
import type { SecretVault } from '../vault/secret-vault';

// The Google user's e-mail and name are personal: sealed under the tenant's vault key in the log,
// so deleting the account (crypto-shredding) leaves them unreadable; the id stays for matching.
export function mapUser(user: CredentialUser | null, change: (value: string) => string): CredentialUser | null {
  if (!user) return null;
  return { id: user.id, email: user.email ? change(user.email) : '', name: user.name ? change(user.name) : '' };
}

function mapEvent(event: CredentialsEvent, change: (value: string) => string): CredentialsEvent {
  if (event.type !== 'DataSourceConnected') return event;
  return { ...event, data: { ...event.data, user: mapUser(event.data.user, change) } };
}

export function openedUser(vault: SecretVault, tenantId: string, user: CredentialUser | null): CredentialUser | null {
  return mapUser(user, (value) => vault.openFor(tenantId, value) ?? '');
}

export function sealedCredentialsDecider(vault: SecretVault, tenantId: string): Decider<CredentialsCommand, CredentialsEvent, CredentialsState> {
  return {
    initialState: credentialsDecider.initialState,
    evolve: (state, event) => credentialsDecider.evolve(state, mapEvent(event, (value) => vault.openFor(tenantId, value) ?? '')),
    decide: (command, state) => credentialsDecider.decide(command, state).map((event) => mapEvent(event, (value) => vault.sealFor(tenantId, value))),
  };
}
