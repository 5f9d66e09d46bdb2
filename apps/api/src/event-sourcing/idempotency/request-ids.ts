import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { deriveEventId } from '../../infrastructure/event-store/event-id';

type IdScope = { seed: string; issued: number };

const scopes = new AsyncLocalStorage<IdScope>();

// Runs a request that carries an Idempotency-Key: the ids it mints follow from the key, so the
// same request sent again decides the same commands (appending nothing new) about the same ids.
export function withRequestIds<T>(seed: string, work: () => T): T {
  return scopes.run({ seed, issued: 0 }, work);
}

// A command id, or the id of a new thing (a card, a collection): random outside a keyed
// request, derived from the key and the order of minting inside one (a request mints in a fixed
// order, so a retry gets the same ids).
export function newRequestId(): string {
  const scope = scopes.getStore();
  if (!scope) return randomUUID();
  scope.issued += 1;
  return deriveEventId(`idempotency:${scope.seed}`, scope.issued);
}
