import { COUNTRIES, INDUSTRIES, countryNamed, industryLabel } from '@parley/domain';
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

// Spec §3: an industry is stored by its English name from libs/domain (the API's reports name
// it from the same list); the label is in the interface language.
export function industryOptions(locale: string): SelectOption[] {
  return INDUSTRIES.map(({ name }) => ({ value: name, label: industryLabel(name, locale) })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
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

// A country with several zones starts on its most-populated one, not the alphabetically first
// ("America/Adak" for the United States).
const mainZone: Record<string, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  AR: 'America/Argentina/Buenos_Aires',
  RU: 'Europe/Moscow',
  AU: 'Australia/Sydney',
  ID: 'Asia/Jakarta',
  CN: 'Asia/Shanghai',
  KZ: 'Asia/Almaty',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  DE: 'Europe/Berlin',
  GB: 'Europe/London',
  CL: 'America/Santiago',
  UA: 'Europe/Kyiv',
};

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

function zonesOf(code: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${code}`) as LocaleWithZones;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

// The time zone that goes with a newly chosen country: the current one when it lies in that
// country, else the country's own (choosing Türkiye turns UTC into Europe/Istanbul). Null when
// the browser cannot tell, so the field keeps what it has.
export function zoneForCountry(country: string, current: string): string | null {
  const code = countryNamed(country)?.code;
  if (!code) return null;
  const zones = zonesOf(code);
  if (zones.length === 0 || zones.includes(current)) return null;
  const main = mainZone[code];
  return main && zones.includes(main) ? main : (zones[0] ?? null);
}
