// A projection folds events into one document; null means "no document" (deleted or never made).
export type ProjectionEvolve<D, E> = (document: D | null, event: E) => D | null;

export function projectionSpec<D, E>(evolve: ProjectionEvolve<D, E>, initial: D | null = null) {
  return {
    given: (events: E[]) => {
      const run = () => events.reduce<D | null>(evolve, initial);
      return {
        then: (expected: D | null) => expect(run()).toEqual(expected),
        thenMatches: (expected: Partial<D>) => expect(run()).toMatchObject(expected),
      };
    },
  };
}
