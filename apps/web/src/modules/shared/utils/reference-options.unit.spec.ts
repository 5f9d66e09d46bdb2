import { COUNTRIES, isTimeZone, profileRules, validateFields } from '@parley/domain';
import {
  countryOptions,
  countryValue,
  industryOptions,
  timezoneOptions,
  zoneForCountry,
} from './reference-options';

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

  it('lists industries stored by English name and shown in the chosen language, in its order', () => {
    const tr = industryOptions('tr');
    expect(tr.length).toBeGreaterThan(100);
    expect(tr.find((i) => i.value === 'Retail')?.label).toBe('Perakende');
    expect(industryOptions('en-GB').find((i) => i.value === 'Retail')?.label).toBe('Retail');
    const labels = tr.map((i) => i.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('lists IANA time zones including UTC', () => {
    const zones = timezoneOptions().map((z) => z.value);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Istanbul');
    expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([]);
  });
});

describe('time zone of a chosen country', () => {
  it('turns UTC into the zone of a one-zone country', () => {
    expect(zoneForCountry('Türkiye', 'UTC')).toBe('Europe/Istanbul');
    expect(zoneForCountry('Turkey', 'UTC')).toBe('Europe/Istanbul');
  });
  it("keeps a zone that lies in the country, and picks a large country's main zone otherwise", () => {
    expect(zoneForCountry('United States', 'America/Chicago')).toBeNull();
    expect(zoneForCountry('United States', 'Europe/Istanbul')).toBe('America/New_York');
  });
  it('changes nothing for a name it does not know', () => {
    expect(zoneForCountry('Atlantis', 'UTC')).toBeNull();
  });
});
