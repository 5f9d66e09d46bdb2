import { COUNTRIES, countryNamed } from '@parley/domain';
import type { SelectOption } from '@parley/ui';

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

// Spec §3: a country is stored by its English name from libs/domain (the API checks against the
// same list, so the browser's own English names never decide); the label is in the interface language.
export function countryOptions(locale: string): SelectOption[] {
  const local = regionNames(locale);
  return COUNTRIES.map(({ code, name }) => ({ value: name, label: local?.of(code) ?? name })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
}

// A name stored before a country's rename ("Turkey") shows as today's list entry ("Türkiye").
export function countryValue(stored: string | undefined): string {
  return (stored && countryNamed(stored)?.name) || (stored ?? '');
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
