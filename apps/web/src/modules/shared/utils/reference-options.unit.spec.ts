import { countryOptions, timezoneOptions } from './reference-options';

describe('reference lists', () => {
  it('lists about 250 countries stored by English name and shown in the chosen language', () => {
    const tr = countryOptions('tr');
    expect(tr.length).toBeGreaterThan(240);
    expect(tr.find((c) => c.value === 'Germany')?.label).toBe('Almanya');
    expect(countryOptions('en-GB').find((c) => c.value === 'United Kingdom')?.label).toBe(
      'United Kingdom',
    );
  });

  it('lists IANA time zones including UTC', () => {
    const zones = timezoneOptions().map((z) => z.value);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Istanbul');
  });
});
