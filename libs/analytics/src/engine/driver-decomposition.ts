// How a change of a total splits across the values of one dimension. Pure arithmetic on the
// per-value parts of two periods, so it is tested on constructed data whose true driver is known.

// One value of a dimension in both periods: its additive amount, or for a ratio (revenue / orders,
// conversions / sessions) its numerator and denominator.
export type Segment = {
  value: string;
  current: { num: number; den: number };
  previous: { num: number; den: number };
};

export type Contribution = {
  value: string;
  // The segment's own measure in each period: its amount, or its rate.
  current: number;
  previous: number;
  // Its share of the change of the total; the contributions of a dimension sum to that change.
  contribution: number;
  // Its weight in the previous period: its share of the total (additive) or of the denominator
  // (ratio). A value whose share of the change is no bigger than its weight moved with the rest.
  weight: number;
  // For a ratio: the part from the segment's own rate moving, and the part from its weight
  // (share of the denominator) moving. rate + mix = contribution.
  rate?: number;
  mix?: number;
};

const ratio = (num: number, den: number, scale: number) => (den === 0 ? 0 : (num / den) * scale);

// An additive measure (sum, count): each value contributes its own change.
export function additiveContributions(segments: readonly Segment[]): Contribution[] {
  const base = segments.reduce((sum, s) => sum + Math.abs(s.previous.num), 0);
  return segments.map((s) => ({
    value: s.value,
    current: s.current.num,
    previous: s.previous.num,
    contribution: s.current.num - s.previous.num,
    weight: base ? Math.abs(s.previous.num) / base : 0,
  }));
}

// How much of a change one dimension explains: 0 when every value moved in proportion to its
// weight (a channel holding half the revenue that lost half of a fall explains nothing), growing
// as the change concentrates in some values (a category holding a third that lost all of it).
// The sum of each value's distance from its proportional share, relative to the change.
export function unevenness(contributions: readonly Contribution[], change: number): number {
  if (change === 0 || contributions.length < 2) return 0;
  const off = contributions.reduce((s, c) => s + Math.abs(c.contribution - c.weight * change), 0);
  return off / Math.abs(change);
}

// A ratio R = Σnum / Σden = Σ wᵢ·rᵢ with weights wᵢ = denᵢ/Σden and rates rᵢ = numᵢ/denᵢ. The change
// splits exactly (midpoint form): wᵢ′rᵢ′ − wᵢrᵢ = w̄ᵢ(rᵢ′ − rᵢ) + (wᵢ′ − wᵢ)·r̄ᵢ. The mix part is taken
// against the mean total rate, so a value that gains weight raises the total only when its rate is
// above the total's (the sum over values is unchanged, since the weights' changes sum to zero).
export function ratioContributions(segments: readonly Segment[], scale: number): Contribution[] {
  const den0 = segments.reduce((s, x) => s + x.previous.den, 0);
  const den1 = segments.reduce((s, x) => s + x.current.den, 0);
  const num0 = segments.reduce((s, x) => s + x.previous.num, 0);
  const num1 = segments.reduce((s, x) => s + x.current.num, 0);
  const meanTotal = (ratio(num0, den0, scale) + ratio(num1, den1, scale)) / 2;
  return segments.map((s) => {
    const w0 = den0 ? s.previous.den / den0 : 0;
    const w1 = den1 ? s.current.den / den1 : 0;
    const r0 = ratio(s.previous.num, s.previous.den, scale);
    const r1 = ratio(s.current.num, s.current.den, scale);
    // A value absent in one period has no rate there: its rate effect is nil, its weight moved.
    const [a, b] = [s.previous.den ? r0 : r1, s.current.den ? r1 : r0];
    const rate = ((w0 + w1) / 2) * (b - a);
    const mix = (w1 - w0) * ((a + b) / 2 - meanTotal);
    return {
      value: s.value,
      current: r1,
      previous: r0,
      contribution: rate + mix,
      weight: w0,
      rate,
      mix,
    };
  });
}
