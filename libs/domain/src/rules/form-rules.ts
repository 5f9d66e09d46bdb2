import {
  email,
  ianaTimeZone,
  isEmpty,
  knownCountry,
  password,
  passwordsMustBeSame,
  required,
} from './field-rules';
import { collectionName, deleteConfirmation } from './product-rules';
import type { FieldRules } from './validator';

// Each screen's form as field → rules, shared by the web forms and the API's command checks.
export const loginRules: FieldRules = { email: [required, email], password: [required] };

// Forgot password, magic link and register views ask only for an address.
export const emailRules: FieldRules = { email: [required, email] };

export const newPasswordRules: FieldRules = {
  password: [required, password],
  repeatPassword: [required, passwordsMustBeSame],
};

// The time zone may stay empty on the profile: the web fills it from the browser (spec §4 bootstrap).
export const profileRules: FieldRules = {
  name: [required],
  country: [required, knownCountry],
  timezone: [ianaTimeZone],
};

// Onboarding checks the password only once the person typed into either password field.
export function onboardingRules(values: Readonly<Record<string, unknown>>): FieldRules {
  const base: FieldRules = {
    name: [required],
    country: [required, knownCountry],
    timezone: [required, ianaTimeZone],
  };
  const typedPassword = !isEmpty(values['password']) || !isEmpty(values['repeatPassword']);
  return typedPassword ? { ...base, ...newPasswordRules } : base;
}

export const collectionRules: FieldRules = { name: [collectionName] };

export const deleteAccountRules: FieldRules = { confirmation: [deleteConfirmation] };
