import { thinTicks } from './chart-props';

describe('value axis ticks', () => {
  it('keeps at most the number of ticks that fit, evenly', () => {
    expect(thinTicks([0, 50_000, 100_000, 150_000], 2)).toEqual([0, 100_000]);
    expect(thinTicks([0, 50_000, 100_000, 150_000], 3)).toEqual([0, 100_000]);
    expect(thinTicks([0, 50, 100], 5)).toEqual([0, 50, 100]);
  });
});
