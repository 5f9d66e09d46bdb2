import type { Decider } from '../core/decider';
import { DomainError } from '../core/domain-error';
import type { DomainErrorCode, FieldViolations, MessageParams } from '../core/domain-error';

export type ExpectedError = {
  code: DomainErrorCode;
  messageKey?: string;
  params?: MessageParams;
  fields?: FieldViolations;
};

export type DeciderThen<E> = {
  then: (expected: E[]) => void;
  thenThrows: (expected: ExpectedError) => void;
  thenNothingHappened: () => void;
};

// given(events).when(command).then(events): reads like the business rule it checks.
export function deciderSpec<C, E, S>(decider: Decider<C, E, S>) {
  return {
    given: (events: E[]) => ({
      when: (command: C): DeciderThen<E> => {
        const run = () =>
          decider.decide(command, events.reduce(decider.evolve, decider.initialState));
        return {
          then: (expected) => expect(run()).toEqual(expected),
          thenNothingHappened: () => expect(run()).toEqual([]),
          thenThrows: (expected) => {
            let caught: unknown;
            try {
              run();
            } catch (error) {
              caught = error;
            }
            expect(caught).toBeInstanceOf(DomainError);
            expect(caught).toMatchObject(expected);
          },
        };
      },
    }),
  };
}
