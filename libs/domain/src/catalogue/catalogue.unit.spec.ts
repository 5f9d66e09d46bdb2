import { DIGEST_OPTIONS, REFRESH_OPTIONS, isRefreshInterval } from './card-options';
import {
  COMPARE_OPTIONS,
  DATE_RANGE_OPTIONS,
  HISTOGRAM_OPTIONS,
  isDateRangeKey,
} from './date-range-options';
import { COUNTRIES, countryNamed } from './countries';
import { FEATURE_NAMES, isFeatureName, pickLocale } from './features';
import { isTimeZone } from './time-zones';

describe('date range choices', () => {
  const values = DATE_RANGE_OPTIONS.map((option) => option.value);

  it('offer yesterday and the last N days of spec §9', () => {
    expect(values).toContain('yesterday');
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 21, 28, 30, 45, 60, 90])
      expect(values).toContain(`last_${n}_days`);
    expect(values).not.toContain('last_11_days');
  });
  it('offer weeks 1–4 and 8, months 1–24, quarters 1–3, halves, years 1–3', () => {
    expect(values.filter((v) => v.endsWith('_weeks'))).toEqual([
      'last_1_weeks',
      'last_2_weeks',
      'last_3_weeks',
      'last_4_weeks',
      'last_8_weeks',
    ]);
    expect(values.filter((v) => v.endsWith('_months'))).toHaveLength(24);
    expect(values.filter((v) => v.endsWith('_quarters'))).toHaveLength(3);
    expect(values.filter((v) => v.endsWith('_halves')).length).toBeGreaterThan(0);
    expect(values.filter((v) => v.endsWith('_years'))).toEqual([
      'last_1_years',
      'last_2_years',
      'last_3_years',
    ]);
  });
  it('offer this period and period-to-date for week, month, quarter, half and year', () => {
    for (const unit of ['week', 'month', 'quarter', 'half', 'year']) {
      expect(values).toContain(`this_${unit}`);
      expect(values).toContain(`${unit}_to_date`);
    }
  });
  it('read naturally', () => {
    expect(DATE_RANGE_OPTIONS.find((o) => o.value === 'last_1_weeks')?.label).toBe('Last week');
    expect(DATE_RANGE_OPTIONS.find((o) => o.value === 'last_30_days')?.label).toBe('Last 30 days');
    expect(DATE_RANGE_OPTIONS.find((o) => o.value === 'month_to_date')?.label).toBe(
      'Month to date',
    );
  });
  it('are recognised, and nothing else is', () => {
    expect(isDateRangeKey('last_7_days')).toBe(true);
    expect(isDateRangeKey('last_7_weeks')).toBe(false);
    expect(new Set(values).size).toBe(values.length);
  });
  it('compare with the previous period or last year', () => {
    expect(COMPARE_OPTIONS.map((o) => o.value)).toEqual(['previous_period', 'previous_year']);
  });
});

describe('histogram, refresh and digest choices', () => {
  it('list the six grains, hourly first', () => {
    expect(HISTOGRAM_OPTIONS.map((o) => o.value)).toEqual([
      'hourly',
      'daily',
      'weekly',
      'monthly',
      'quarterly',
      'yearly',
    ]);
  });
  it('list not set, 10, 15, 20, 30 minutes and 1 hour', () => {
    expect(REFRESH_OPTIONS.map((o) => o.value)).toEqual([0, 10, 15, 20, 30, 60]);
    expect(isRefreshInterval(45)).toBe(false);
    expect(DIGEST_OPTIONS.map((o) => o.value)).toEqual(['daily', 'weekly', 'monthly']);
  });
});

describe('features and locales', () => {
  it('know the 17 feature names of spec §3', () => {
    expect(FEATURE_NAMES).toHaveLength(17);
    expect(isFeatureName('ORGANISATION_STRATEGY')).toBe(true);
    expect(isFeatureName('BILLING')).toBe(false);
  });
  it('pick the locale by exact match, then language prefix, then en-US', () => {
    expect(pickLocale(['en-GB', 'tr'])).toBe('en-GB');
    expect(pickLocale(['tr-TR'])).toBe('tr');
    expect(pickLocale(['de-DE', 'en-AU'])).toBe('en-US');
    expect(pickLocale(['fr'])).toBe('en-US');
  });
});

describe('countries', () => {
  it('lists about 250 countries, each code and name once (spec §3)', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
  });
  it('finds a country by its exact current or former name only', () => {
    expect(countryNamed('Germany')?.code).toBe('DE');
    expect(countryNamed('Turkey')?.name).toBe('Türkiye');
    expect(countryNamed('germany')).toBeUndefined();
    expect(countryNamed('Narnia')).toBeUndefined();
  });
});

describe('time zones', () => {
  it('accepts IANA names, canonical or alias, and nothing else', () => {
    for (const zone of ['Europe/Istanbul', 'UTC', 'Etc/UTC', 'Europe/Kiev', 'US/Pacific'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', 'Narnia', '+01:00', '', 'Europe/'])
      expect(isTimeZone(zone)).toBe(false);
  });
});
