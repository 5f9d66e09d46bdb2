import type { SelectOption } from '@parley/ui';
import { countryCodes } from '../constants/countries';

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

// Spec §3: a country is stored by its (English) name; the list shows it in the interface language.
export function countryOptions(locale: string): SelectOption[] {
  const english = regionNames('en');
  const local = regionNames(locale);
  return countryCodes
    .map((code) => {
      const value = english?.of(code) ?? code;
      return { value, label: local?.of(code) ?? value };
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

const fallbackZones = [
  'UTC',
  'Europe/London',
  'Europe/Istanbul',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Tokyo',
];

// IANA time zones as the browser knows them.
export function timezoneOptions(): SelectOption[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : fallbackZones;
  const all = zones.includes('UTC') ? zones : ['UTC', ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
