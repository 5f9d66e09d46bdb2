import { Injectable } from '@nestjs/common';
import { PERSONAL_DATA_FIELDS, isParleyEventType } from '@parley/domain';
import type { Decider } from '@parley/domain';
import { SecretVault, isSealed } from './secret-vault';

type Change = (value: string) => string;
type Fields = Record<string, unknown>;
type AnyEvent = { type: string; data: unknown };

function mapPath(record: Fields, [head, ...rest]: string[], change: Change): Fields {
  const value = record[head];
  if (rest.length === 0)
    return typeof value === 'string' && value !== ''
      ? { ...record, [head]: change(value) }
      : record;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return record;
  return { ...record, [head]: mapPath(value as Fields, rest, change) };
}

/** Applies `change` to every personal string field the domain names for this event type (dotted paths reach into objects). */
export function mapPersonalFields<E extends AnyEvent>(event: E, change: Change): E {
  const paths = isParleyEventType(event.type) ? PERSONAL_DATA_FIELDS[event.type] : [];
  if (paths.length === 0 || !event.data || typeof event.data !== 'object') return event;
  const data = paths.reduce(
    (fields, path) => mapPath(fields, path.split('.'), change),
    event.data as Fields,
  );
  return { ...event, data };
}

/**
 * Crypto-shredding for events: the personal fields of spec'd events are sealed with the
 * person's vault key on the way into the log and opened on the way out. Once the key is
 * destroyed they open as empty strings, so the log stays replayable and says nothing about anyone.
 */
@Injectable()
export class PersonalData {
  constructor(private readonly vault: SecretVault) {}

  seal<E extends AnyEvent>(event: E, personId: string): E {
    return mapPersonalFields(event, (value) => this.vault.sealFor(personId, value));
  }

  // A value that was never sealed (written before sealing existed, or by a test's plain
  // decider) is passed through; a sealed one whose key is gone reads as ''.
  open<E extends AnyEvent>(event: E, personId: string): E {
    return mapPersonalFields(event, (value) =>
      isSealed(value) ? (this.vault.openFor(personId, value) ?? '') : value,
    );
  }

  /** The domain's decider as the API runs it for one person: decides sealed events, evolves opened ones. */
  decider<C, E extends AnyEvent, S>(decider: Decider<C, E, S>, personId: string): Decider<C, E, S> {
    return {
      initialState: decider.initialState,
      evolve: (state, event) => decider.evolve(state, this.open(event, personId)),
      decide: (command, state) =>
        decider.decide(command, state).map((event) => this.seal(event, personId)),
    };
  }
}
