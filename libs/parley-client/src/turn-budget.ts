/**
 * One time budget for a whole turn: Alexa drops a reply after 8 s and Bot Framework after 15 s,
 * counting everything the turn does, so every call of the turn shares one deadline instead of
 * each having its own timeout.
 */
export class TurnBudget {
  /** Aborts every call still running when the turn's time is up. */
  readonly signal: AbortSignal;
  private readonly deadline: number;

  constructor(
    budgetMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.deadline = clock() + budgetMs;
    this.signal = AbortSignal.timeout(budgetMs);
  }

  remaining(): number {
    return Math.max(0, this.deadline - this.clock());
  }

  /**
   * The deadline for something the reply can do without (a chart image): what is left after
   * `reserveMs` for building and sending the reply, or undefined when less than `minimumMs`
   * would be left, so a late picture is skipped rather than started.
   */
  optional(reserveMs: number, minimumMs: number): AbortSignal | undefined {
    const left = this.remaining() - reserveMs;
    return left >= minimumMs
      ? AbortSignal.any([this.signal, AbortSignal.timeout(left)])
      : undefined;
  }
}
