import { deciderSpec } from '../testing/decider-spec';
import { projectionSpec } from '../testing/projection-spec';
import { fold, streams } from './decider';
import type { Decider } from './decider';
import { DOMAIN_ERROR_STATUS, DomainError, isDomainError, refuse } from './domain-error';

type Event = { type: 'Incremented'; data: { by: number } };
type Command = { type: 'Increment'; data: { by: number } };
const counter: Decider<Command, Event, number> = {
  initialState: 0,
  evolve: (state, event) => state + event.data.by,
  decide: (command, state) => {
    if (command.data.by <= 0) throw refuse.validation('validation.min_value', { min: 1 });
    return state + command.data.by > 3
      ? []
      : [{ type: 'Incremented', data: { by: command.data.by } }];
  },
};

describe('decider toolkit', () => {
  const { given } = deciderSpec(counter);

  it('folds past events into state', () => {
    expect(
      fold(counter, [
        { type: 'Incremented', data: { by: 2 } },
        { type: 'Incremented', data: { by: 1 } },
      ]),
    ).toBe(3);
  });

  describe('given/when/then', () => {
    it('then: compares the decided events', () => {
      given([])
        .when({ type: 'Increment', data: { by: 2 } })
        .then([{ type: 'Incremented', data: { by: 2 } }]);
    });
    it('thenNothingHappened: no events decided', () => {
      given([{ type: 'Incremented', data: { by: 3 } }])
        .when({ type: 'Increment', data: { by: 1 } })
        .thenNothingHappened();
    });
    it('thenThrows: a typed domain error', () => {
      given([])
        .when({ type: 'Increment', data: { by: 0 } })
        .thenThrows({ code: 'validation', messageKey: 'validation.min_value' });
    });
    it('thenThrows fails when nothing was thrown', () => {
      expect(() =>
        given([])
          .when({ type: 'Increment', data: { by: 1 } })
          .thenThrows({ code: 'validation' }),
      ).toThrow();
    });
  });

  describe('projection spec', () => {
    it('folds events into a document, null deleting it', () => {
      const evolve = (doc: { total: number } | null, event: Event) =>
        event.data.by < 0 ? null : { total: (doc?.total ?? 0) + event.data.by };
      projectionSpec(evolve)
        .given([{ type: 'Incremented', data: { by: 2 } }])
        .then({ total: 2 });
      projectionSpec(evolve)
        .given([
          { type: 'Incremented', data: { by: 2 } },
          { type: 'Incremented', data: { by: -1 } },
        ])
        .then(null);
    });
  });
});

describe('domain error', () => {
  it('carries code, message key and params, and is recognised by name', () => {
    const error = refuse.conflict('collections.card_exist_in_collection', { id: 'c1' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      name: 'DomainError',
      code: 'conflict',
      messageKey: 'collections.card_exist_in_collection',
    });
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
  it('maps to the HTTP statuses the API answers with', () => {
    expect(DOMAIN_ERROR_STATUS).toEqual({
      validation: 400,
      forbidden: 403,
      limit: 403,
      not_found: 404,
      conflict: 409,
    });
  });
});

describe('stream names', () => {
  it('follow ARCHITECTURE.md', () => {
    expect(streams.tenant('t1')).toBe('tenant-t1');
    expect(streams.collection('c1')).toBe('collection-c1');
    expect(streams.credentials('t1')).toBe('credentials-t1');
    expect(streams.feedback('t1')).toBe('feedback-t1');
    expect(streams.conversation('t1')).toBe('conversation-t1');
  });
});
