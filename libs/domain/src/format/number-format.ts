import type { CardColumn } from '../answer-card';
import { intlTag } from './format-locale';

// What a value needs to be read: its format, currency and, for percents, which number means 100%.
export type ValueStyle = Pick<CardColumn, 'format' | 'currency' | 'percentBase'>;

export type NumberOptions = {
  // Spec §9: compact notation ("415.5K") from 1000 up, when the table or chart asks for it.
  compact?: boolean;
  // A sign in front of positive values too: changes read "+1,204".
  signed?: boolean;
};

// Spec §9: compact formatting from 1000.
export const COMPACT_FROM = 1000;
const COMPACT_TABLE_THRESHOLD = 10000;
const COMPACT_TABLE_COLUMNS = 3;

// Spec §9: compact numbers when the table has more than 3 columns and its first row holds a value
// whose absolute is over 10000.
export function wantsCompactNumbers(table: readonly Record<string, unknown>[]): boolean {
  const first = table[0];
  if (!first || Object.keys(first).length <= COMPACT_TABLE_COLUMNS) return false;
  return Object.values(first).some(
    (v) => typeof v === 'number' && Math.abs(v) > COMPACT_TABLE_THRESHOLD,
  );
}

// Float noise from SQL sums (415503.6700000001) cut at 12 significant digits: exact for money and
// counts, and a spreadsheet reads the same number the screen shows.
export function cleanNumber(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  return Number(value.toPrecision(12));
}

// Fewer decimals the bigger the number: $415,504 and 1,204 whole, 6.05 and $48.20 with two,
// small fractions with enough digits to stay visible.
function fractionDigits(abs: number): number {
  if (abs >= 100 || abs === 0) return 0;
  if (abs >= 1) return 2;
  return 4;
}

// Building an Intl formatter costs far more than formatting with it (a card formats every cell).
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = `${intlTag(locale)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

function compactOptions(value: number, options: NumberOptions): Intl.NumberFormatOptions {
  return options.compact && Math.abs(value) >= COMPACT_FROM
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : {};
}

const signOf = (options: NumberOptions): Intl.NumberFormatOptions =>
  options.signed ? { signDisplay: 'exceptZero' } : {};

// A percent value as its column holds it: 0.0605 on a 0–1 column and 6.05 on a 0–100 column are
// both "6.05%" (Turkish "%6,05"). Engine columns hold 0–100 unless they say otherwise.
export function formatPercent(
  value: number,
  base: 1 | 100 = 100,
  locale?: string,
  options: NumberOptions = {},
): string {
  const fraction = base === 1 ? value : value / 100;
  const abs = Math.abs(fraction * 100);
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: abs >= 100 ? 0 : abs >= 10 ? 1 : 2,
    ...signOf(options),
  }).format(fraction);
}

// Seconds as a clock reads them: "1:05:09", "4:07".
export function formatDuration(seconds: number, locale?: string): string {
  const sign = seconds < 0 ? '-' : '';
  const total = Math.round(Math.abs(seconds));
  const two = (n: number) =>
    numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }).format(n);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${sign}${h}:${two(m)}:${two(s)}` : `${sign}${m}:${two(s)}`;
}

// Seconds as a sentence says them: "1 hour 5 minutes", "1 saat 5 dakika", "45 seconds".
export function spokenDuration(seconds: number, locale?: string): string {
  const total = Math.round(Math.abs(seconds));
  const parts: [number, Intl.NumberFormatOptions['unit']][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total < 3600 ? total % 60 : 0, 'second'],
  ];
  const said = parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) =>
      numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n),
    );
  return said.length
    ? said.join(' ')
    : numberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0);
}

// One value of a column in the person's locale: the single formatter behind the web card, the
// CSV-free surfaces (mail, chart image, Teams, Alexa) and the engine's sentences.
export function formatValue(
  value: number,
  style: ValueStyle | undefined,
  locale?: string,
  options: NumberOptions = {},
): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : '';
  const clean = cleanNumber(value);
  if (style?.format === 'percent') return formatPercent(clean, style.percentBase, locale, options);
  // A label's number (the latest year, the largest id) is a name: no thousands separator and never
  // compact, in any language ("2005", not "2,005", "2.005" or "2K").
  if (style?.format === 'label')
    return numberFormat(locale, {
      useGrouping: false,
      maximumFractionDigits: fractionDigits(Math.abs(clean)),
      ...signOf(options),
    }).format(clean);
  if (style?.format === 'duration') {
    const text = formatDuration(clean, locale);
    return options.signed && clean > 0 ? `+${text}` : text;
  }
  const digits = fractionDigits(Math.abs(clean));
  const money: Intl.NumberFormatOptions =
    style?.format === 'currency' && style.currency
      ? {
          style: 'currency',
          currency: style.currency,
          // "$" rather than en-GB's "US$" or a code: the column names its currency once.
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: digits === 0 ? 0 : 2,
          maximumFractionDigits: digits === 0 ? 0 : 2,
        }
      : { maximumFractionDigits: digits };
  return numberFormat(locale, {
    ...money,
    ...compactOptions(clean, options),
    ...signOf(options),
  }).format(clean);
}
