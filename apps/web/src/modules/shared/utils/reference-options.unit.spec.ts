import { COUNTRIES, isTimeZone, profileRules, validateFields } from '@parley/domain';
import { countryOptions, countryValue, timezoneOptions } from './reference-options';

describe('reference lists', () => {
  it('lists about 250 countries stored by English name and shown in the chosen language', () => {
    const tr = countryOptions('tr');
    expect(tr.length).toBeGreaterThan(240);
    expect(tr.find((c) => c.value === 'Germany')?.label).toBe('Almanya');
    expect(countryOptions('en-GB').find((c) => c.value === 'United Kingdom')?.label).toBe(
      'United Kingdom',
    );
  });

  it('offers exactly the countries the API accepts, in every interface language', () => {
    for (const locale of ['en-GB', 'en-US', 'tr']) {
      const values = countryOptions(locale).map((c) => c.value);
      expect([...values].sort()).toEqual(COUNTRIES.map((c) => c.name).sort());
      const refused = values.filter(
        (country) => validateFields({ name: 'Ada', country }, profileRules)['country'],
      );
      expect(refused).toEqual([]);
    }
  });

  it('shows a country stored under its former name as today’s list entry', () => {
    expect(countryValue('Turkey')).toBe('Türkiye');
    expect(countryValue('Germany')).toBe('Germany');
    expect(countryValue(undefined)).toBe('');
  });

  it('lists IANA time zones including UTC', () => {
    const zones = timezoneOptions().map((z) => z.value);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Istanbul');
    expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([]);
  });
});
