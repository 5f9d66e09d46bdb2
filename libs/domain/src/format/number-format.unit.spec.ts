import {
  cleanNumber,
  formatDuration,
  formatPercent,
  formatValue,
  spokenDuration,
  wantsCompactNumbers,
} from './number-format';
import { plural } from './format-locale';

const usd = { format: 'currency' as const, currency: 'USD' };
const tl = { format: 'currency' as const, currency: 'TRY' };

describe('percent on a 0–1 column and on a 0–100 column', () => {
  it.each([
    ['en-US', '6.05%'],
    ['en-GB', '6.05%'],
    ['tr', '%6,05'],
  ])('reads 0.0605 (base 1) and 6.05 (base 100) alike in %s', (locale, text) => {
    expect(formatValue(0.0605, { format: 'percent', percentBase: 1 }, locale)).toBe(text);
    expect(formatValue(6.05, { format: 'percent', percentBase: 100 }, locale)).toBe(text);
  });

  it('treats a column with no base as 0–100, the engine’s rates and shares', () => {
    expect(formatValue(6.05, { format: 'percent' }, 'en-US')).toBe('6.05%');
    expect(formatValue(42.17, { format: 'percent' }, 'tr')).toBe('%42,2');
  });

  it.each([
    ['en-US', '+12%', '-8%'],
    ['en-GB', '+12%', '-8%'],
    ['tr', '+%12', '-%8'],
  ])('signs a change in %s', (locale, up, down) => {
    expect(formatPercent(12, 100, locale, { signed: true })).toBe(up);
    expect(formatPercent(-0.08, 1, locale, { signed: true })).toBe(down);
  });
});

describe('currency', () => {
  it.each([
    ['en-US', '$415,504', '$48.20'],
    ['en-GB', '$415,504', '$48.20'],
    ['tr', '$415.504', '$48,20'],
  ])('puts the symbol, not "US$", in %s', (locale, big, small) => {
    expect(formatValue(415503.67, usd, locale)).toBe(big);
    expect(formatValue(48.2, usd, locale)).toBe(small);
  });

  it.each([
    ['en-US', '₺1,234,567'],
    ['en-GB', '₺1,234,567'],
    ['tr', '₺1.234.567'],
  ])('writes Turkish lira in %s', (locale, text) => {
    expect(formatValue(1234567, tl, locale)).toBe(text);
  });
});

describe('compact numbers (spec §9)', () => {
  it.each([
    ['en-US', '415.5K', '$1.2M'],
    ['en-GB', '415.5k', '$1.2m'],
    ['tr', '415,5\u00a0B', '$1,2\u00a0Mn'],
  ])('compacts from 1000 up in %s', (locale, n, money) => {
    expect(formatValue(415503.67, { format: 'number' }, locale, { compact: true })).toBe(n);
    expect(formatValue(1234567, usd, locale, { compact: true })).toBe(money);
    expect(formatValue(999, { format: 'number' }, locale, { compact: true })).toBe('999');
  });

  it('asks for compact numbers when a table has more than 3 columns and a value over 10000', () => {
    expect(wantsCompactNumbers([{ a: 'x', b: 1, c: 2, d: 10001 }])).toBe(true);
    expect(wantsCompactNumbers([{ a: 'x', b: 1, c: 20000 }])).toBe(false);
    expect(wantsCompactNumbers([{ a: 'x', b: 1, c: 2, d: 10000 }])).toBe(false);
  });
});

describe('duration', () => {
  it.each([
    ['en-US', '1:05:09', '4:07', '1 hour 5 minutes', '45 seconds'],
    ['en-GB', '1:05:09', '4:07', '1 hour 5 minutes', '45 seconds'],
    ['tr', '1:05:09', '4:07', '1 saat 5 dakika', '45 saniye'],
  ])('as a clock and in words in %s', (locale, clock, short, words, seconds) => {
    expect(formatValue(3909, { format: 'duration' }, locale)).toBe(clock);
    expect(formatDuration(247, locale)).toBe(short);
    expect(spokenDuration(3909, locale)).toBe(words);
    expect(spokenDuration(45, locale)).toBe(seconds);
  });
});

describe('plain numbers', () => {
  it.each([
    ['en-US', '1,204', '6.05', '-2,500'],
    ['en-GB', '1,204', '6.05', '-2,500'],
    ['tr', '1.204', '6,05', '-2.500'],
  ])('groups and rounds in %s', (locale, big, small, negative) => {
    expect(formatValue(1204.4, { format: 'number' }, locale)).toBe(big);
    expect(formatValue(6.0512, undefined, locale)).toBe(small);
    expect(formatValue(-2500, undefined, locale)).toBe(negative);
  });

  it('drops float noise from SQL sums', () => {
    expect(cleanNumber(415503.6700000001)).toBe(415503.67);
    expect(cleanNumber(0.1 + 0.2)).toBe(0.3);
    expect(cleanNumber(12)).toBe(12);
  });

  it('shows ∞ for a change from nothing', () => {
    expect(formatValue(Infinity, undefined, 'en-US')).toBe('∞');
  });
});

describe('plurals', () => {
  const rows = { one: '{count} more row', other: '{count} more rows' };
  it('says "1 more row" and "2 more rows" in English, "2 satır" in Turkish', () => {
    expect(plural(1, rows, 'en-US')).toBe('1 more row');
    expect(plural(2, rows, 'en-GB')).toBe('2 more rows');
    expect(plural(1200, rows, 'en-US')).toBe('1,200 more rows');
    expect(plural(2, { one: '{count} satır daha', other: '{count} satır daha' }, 'tr')).toBe(
      '2 satır daha',
    );
  });
});
