import {
  readString,
  removeKey,
  removeKeysWithPrefix,
  writeString,
} from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';

// Spec §4: another tenant on this browser must not see the previous one's launch request, speech flag,
// suggestion history, active data source, favourites or conversation.
export function clearTenantLocalData(): void {
  [
    storageKeys.launchRequest,
    storageKeys.speech,
    storageKeys.suggestionHistory,
    storageKeys.favourites,
  ].forEach(removeKey);
  removeKeysWithPrefix(storageKeys.activeDatasource);
  removeKeysWithPrefix(storageKeys.conversationPrefix);
}

export function rememberTenant(tenantId: string): void {
  const previous = readString(storageKeys.tenantId);
  if (previous && previous !== tenantId) clearTenantLocalData();
  writeString(storageKeys.tenantId, tenantId);
}

export function clearSessionToken(): void {
  removeKey(storageKeys.xsrfToken);
}
