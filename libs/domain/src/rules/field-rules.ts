import { countryNamed } from '../catalogue/countries';
import { isTimeZone } from '../catalogue/time-zones';
import type { Violation } from '../core/domain-error';

// A rule sees its field's value and the whole form (for rules such as "repeat equals password").
export type Rule = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
) => Violation | undefined;

export const PASSWORD_MIN_LENGTH = 8;

// Only `required` fails on an empty value: other rules leave optional fields alone.
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return undefined;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export const required: Rule = (value) =>
  isEmpty(value) ? { messageKey: 'validation.required' } : undefined;

// The usual local@domain.tld form; spaces and a missing dot in the domain are refused.
const EMAIL_FORM = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const email: Rule = (value) =>
  isEmpty(value) || (typeof value === 'string' && EMAIL_FORM.test(value.trim()))
    ? undefined
    : { messageKey: 'validation.email' };

// At least 8 characters with a letter, a digit and a special character.
export const password: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const text = typeof value === 'string' ? value : '';
  const strong =
    text.length >= PASSWORD_MIN_LENGTH &&
    /\p{L}/u.test(text) &&
    /\p{N}/u.test(text) &&
    /[^\p{L}\p{N}\s]/u.test(text);
  return strong
    ? undefined
    : { messageKey: 'validation.password', params: { min: PASSWORD_MIN_LENGTH } };
};

export const minValue =
  (min: number): Rule =>
  (value) => {
    const n = numberOf(value);
    return isEmpty(value) || (n !== undefined && n >= min)
      ? undefined
      : { messageKey: 'validation.min_value', params: { min } };
  };

export const maxValue =
  (max: number): Rule =>
  (value) => {
    const n = numberOf(value);
    return isEmpty(value) || (n !== undefined && n <= max)
      ? undefined
      : { messageKey: 'validation.max_value', params: { max } };
  };

export const minLength =
  (min: number): Rule =>
  (value) => {
    const size = sizeOf(value);
    return isEmpty(value) || (size !== undefined && size >= min)
      ? undefined
      : { messageKey: 'validation.min_length', params: { min } };
  };

export const maxLength =
  (max: number): Rule =>
  (value) => {
    const size = sizeOf(value);
    return isEmpty(value) || (size !== undefined && size <= max)
      ? undefined
      : { messageKey: 'validation.max_length', params: { max } };
  };

export const integer: Rule = (value) =>
  isEmpty(value) ||
  (typeof value === 'number' ? Number.isInteger(value) : /^[-+]?\d+$/.test(String(value).trim()))
    ? undefined
    : { messageKey: 'validation.integer' };

export const decimal: Rule = (value) =>
  isEmpty(value) ||
  (typeof value === 'number'
    ? Number.isFinite(value)
    : /^[-+]?(\d+([.,]\d+)?|[.,]\d+)$/.test(String(value).trim()))
    ? undefined
    : { messageKey: 'validation.decimal' };

export function allEqual(values: readonly unknown[]): boolean {
  return values.every((value) => value === values[0]);
}

// The field must equal every named sibling (e.g. repeat password = password).
export const sameAs =
  (fields: readonly string[], messageKey = 'validation.all_equal'): Rule =>
  (value, values) =>
    allEqual([value, ...fields.map((field) => values[field])]) ? undefined : { messageKey };

export const passwordsMustBeSame: Rule = sameAs(['password'], 'login.passwords_must_be_same');

// Number inputs hold integers: "12.7" becomes 12, anything unparsable stays empty.
export function integerInput(raw: string): number | undefined {
  const parsed = Number.parseInt(raw, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

// The value must be one of a fixed list of choices (a select, a radio group).
export const oneOf =
  (choices: readonly unknown[]): Rule =>
  (value) =>
    isEmpty(value) || choices.includes(value)
      ? undefined
      : { messageKey: 'validation.one_of', params: { choices: choices.join(', ') } };

// A country from the spec's list, by its English name (the stored value).
export const knownCountry: Rule = (value) =>
  isEmpty(value) || (typeof value === 'string' && countryNamed(value.trim()))
    ? undefined
    : { messageKey: 'validation.country' };

// A list of countries from the same list (geography focus); the first unknown name is named back.
export const knownCountries: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const names: readonly unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
  const unknown = names.find(
    (name) => typeof name !== 'string' || (name.trim() !== '' && !countryNamed(name.trim())),
  );
  return unknown === undefined
    ? undefined
    : {
        messageKey: 'validation.countries',
        params: { value: typeof unknown === 'string' ? unknown : JSON.stringify(unknown) },
      };
};

// An IANA time zone name, canonical or alias ("UTC", "Europe/Kiev").
export const ianaTimeZone: Rule = (value) =>
  isEmpty(value) || (typeof value === 'string' && isTimeZone(value.trim()))
    ? undefined
    : { messageKey: 'validation.timezone' };
