import type { CardColumn } from '@parley/domain';

// Table cells in the person's locale: currencies in whole units, percents as whole percents.
export function formatCell(
  value: string | number | null | undefined,
  column: Pick<CardColumn, 'format' | 'currency'>,
  locale: string,
): string {
  if (typeof value !== 'number') return value ?? '';
  if (column.format === 'percent')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
  const currency =
    column.format === 'currency' && column.currency
      ? { style: 'currency' as const, currency: column.currency }
      : {};
  return new Intl.NumberFormat(locale, {
    ...currency,
    maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2,
  }).format(value);
}
