// Spec §9: percent change rounds down; previous 0 and current above 0 is infinity; both 0 is 0.
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? Number.POSITIVE_INFINITY : 0;
  return Math.floor(((current - previous) / Math.abs(previous)) * 100);
}

// A row's {col}__% as shown: from the row's own numbers when it has them, else the value the server sent.
export function percentCell(row: Record<string, unknown>, base: string): number | null {
  const current = row[base];
  const previous = row[`Previous_${base}`];
  if (typeof current === 'number' && typeof previous === 'number')
    return percentChange(current, previous);
  const sent = row[`${base}__%`];
  if (typeof sent === 'number') return Math.floor(sent);
  if (sent === 'Infinity' || sent === '∞') return Number.POSITIVE_INFINITY;
  return null;
}

export function formatPercent(value: number | null, locale: string, infinity = '∞'): string {
  if (value === null) return '';
  if (!Number.isFinite(value)) return value > 0 ? infinity : `-${infinity}`;
  // The locale places the sign: 15% in English, %15 in Turkish.
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}
