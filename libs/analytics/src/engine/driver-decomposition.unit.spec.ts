import { additiveContributions, ratioContributions, unevenness } from './driver-decomposition';
import type { Segment } from './driver-decomposition';

const seg = (value: string, previous: [number, number], current: [number, number]): Segment => ({
  value,
  previous: { num: previous[0], den: previous[1] },
  current: { num: current[0], den: current[1] },
});
const total = (cs: { contribution: number }[]) => cs.reduce((s, c) => s + c.contribution, 0);

describe('an additive measure', () => {
  it('splits the change into each value’s own change, which sum to the total’s', () => {
    // Revenue fell 100 → 80 in total: Furniture lost 30, Toys gained 10.
    const cs = additiveContributions([
      seg('Furniture', [60, 1], [30, 1]),
      seg('Toys', [40, 1], [50, 1]),
    ]);
    expect(cs.map((c) => [c.value, c.contribution])).toEqual([
      ['Furniture', -30],
      ['Toys', 10],
    ]);
    expect(total(cs)).toBe(-20);
  });
});

describe('a ratio measure: mix versus rate', () => {
  // Conversion rate (×100): Email converts at 10%, Ads at 2%.
  it('puts a fall from traffic moving to the weaker channel on mix, not on rate', () => {
    const cs = ratioContributions(
      [seg('Email', [100, 1000], [50, 500]), seg('Ads', [20, 1000], [30, 1500])],
      100,
    );
    // Before: 120 / 2000 = 6%; after: 80 / 2000 = 4%. Neither channel's own rate moved.
    expect(total(cs)).toBeCloseTo(-2, 10);
    for (const c of cs) expect(c.rate).toBeCloseTo(0, 10);
    const email = cs.find((c) => c.value === 'Email');
    // Email's weight fell from 1/2 to 1/4 at a rate 5 points above the mean total rate (5%).
    expect(email?.mix).toBeCloseTo(-1.25, 10);
    expect(cs.find((c) => c.value === 'Ads')?.mix).toBeCloseTo(-0.75, 10);
    expect(email?.current).toBeCloseTo(10, 10);
    expect(email?.previous).toBeCloseTo(10, 10);
  });

  it('puts a fall from one channel converting worse on that channel’s rate', () => {
    const cs = ratioContributions(
      [seg('Email', [100, 1000], [50, 1000]), seg('Ads', [20, 1000], [20, 1000])],
      100,
    );
    // 6% → 3.5%: Email's own rate halved at an unchanged weight of one half.
    expect(total(cs)).toBeCloseTo(-2.5, 10);
    const email = cs.find((c) => c.value === 'Email');
    expect(email?.rate).toBeCloseTo(-2.5, 10);
    expect(email?.mix).toBeCloseTo(0, 10);
    expect(cs.find((c) => c.value === 'Ads')?.contribution).toBeCloseTo(0, 10);
  });

  it('sums exactly to the change when a value appears or vanishes', () => {
    const cs = ratioContributions(
      [
        seg('Email', [100, 1000], [90, 900]),
        seg('New', [0, 0], [40, 100]),
        seg('Gone', [30, 300], [0, 0]),
      ],
      1,
    );
    const before = 130 / 1300;
    const after = 130 / 1000;
    expect(total(cs)).toBeCloseTo(after - before, 12);
  });
});

describe('how much of a change a dimension explains', () => {
  it('is nothing when every value moved in proportion, and grows as the change concentrates', () => {
    // Web and Store each hold half and each lost half of the fall.
    const even = additiveContributions([
      seg('Web', [500, 1], [400, 1]),
      seg('Store', [500, 1], [400, 1]),
    ]);
    expect(unevenness(even, -200)).toBe(0);
    // Furniture holds a third and lost the whole fall.
    const concentrated = additiveContributions([
      seg('Furniture', [400, 1], [200, 1]),
      seg('Toys', [400, 1], [400, 1]),
      seg('Books', [400, 1], [400, 1]),
    ]);
    expect(unevenness(concentrated, -200)).toBeCloseTo(4 / 3, 10);
    // One value alone explains nothing: there is nothing to compare it with.
    expect(unevenness(additiveContributions([seg('All', [10, 1], [5, 1])]), -5)).toBe(0);
  });
});
