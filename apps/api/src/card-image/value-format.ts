import type { CardColumn } from '@parley/domain';

export type ValueStyle = { compact?: boolean; column?: Pick<CardColumn, 'format' | 'currency'> };

// Spec §9: compact formatting from 1000 up; percent columns hold whole percents (-6 → -6%, in Turkish %-6).
export function formatValue(value: number, locale: string, style: ValueStyle = {}): string {
  const { compact = false, column } = style;
  const options: Intl.NumberFormatOptions = {
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  };
  if (column?.format === 'currency' && column.currency)
    Object.assign(options, {
      style: 'currency',
      currency: column.currency,
      maximumFractionDigits: 0,
    });
  if (column?.format === 'percent')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
  if (compact && Math.abs(value) >= 1000)
    Object.assign(options, {
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
  return new Intl.NumberFormat(locale, options).format(value);
}

/** Text-safe for SVG and HTML bodies. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
