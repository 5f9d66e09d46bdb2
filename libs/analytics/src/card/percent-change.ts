// Spec §9: percent change rounded down; infinite when the previous value is 0 and the current one is
// above 0 (JSON has no Infinity, so the cell is null and the card says "new"); 0 when both are 0.
export type PercentChange = { percent: number | null; infinite: boolean };

export function percentChange(current: number | null, previous: number | null): PercentChange {
  if (current === null || previous === null) return { percent: null, infinite: false };
  if (previous === 0) {
    if (current === 0) return { percent: 0, infinite: false };
    return { percent: null, infinite: true };
  }
  const raw = ((current - previous) / Math.abs(previous)) * 100;
  // Rounding down, but never below a value that is exact up to float noise (e.g. 14.999999999 → 15).
  return { percent: Math.floor(raw + 1e-9), infinite: false };
}

export function absoluteChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return current - previous;
}
