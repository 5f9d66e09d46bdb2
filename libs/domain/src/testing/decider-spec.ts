import type { Decider } from '../core/decider';
import { DomainError } from '../core/domain-error';
import type { DomainErrorCode, FieldViolations, MessageParams } from '../core/domain-error';
import { checkEventShape } from '../event-shapes';
import { eventVersion } from '../events';

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
          then: (expected) => {
            const decided = run();
            expect(decided).toEqual(expected);
            // What a decider writes, the log must read back: every event fits its type's shape.
            for (const event of decided) expectToFitItsShape(event);
          },
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

function expectToFitItsShape(event: unknown): void {
  const { type, data } = event as { type: string; data: unknown };
  const checked = checkEventShape(type, eventVersion(type), data);
  expect({ type, error: checked.ok ? undefined : checked.error }).toEqual({
    type,
    error: undefined,
  });
}
