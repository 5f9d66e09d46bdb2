import { absoluteChange, percentChange } from './percent-change';

describe('percent change (spec §9)', () => {
  it('is rounded down', () => {
    expect(percentChange(115.9, 100).percent).toBe(15);
    expect(percentChange(100, 101).percent).toBe(-1);
    expect(percentChange(54381, 56653).percent).toBe(-5);
  });

  it('keeps exact values exact despite floating point noise', () => {
    expect(percentChange(1.15, 1).percent).toBe(15);
  });

  it('is infinite (null in JSON, flagged) when the previous value is 0 and the current one above 0', () => {
    expect(percentChange(5, 0)).toEqual({ percent: null, infinite: true });
  });

  it('is 0 when both values are 0', () => {
    expect(percentChange(0, 0)).toEqual({ percent: 0, infinite: false });
  });

  it('measures against the size of a negative previous value', () => {
    expect(percentChange(-50, -100).percent).toBe(50);
  });

  it('is unknown when either value is missing', () => {
    expect(percentChange(null, 3).percent).toBeNull();
    expect(absoluteChange(10, null)).toBeNull();
    expect(absoluteChange(10, 4)).toBe(6);
  });
});
