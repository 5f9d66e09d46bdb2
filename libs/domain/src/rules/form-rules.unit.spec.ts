import {
  collectionRules,
  deleteAccountRules,
  emailRules,
  loginRules,
  newPasswordRules,
  onboardingRules,
  profileRules,
} from './form-rules';
import { validateFields } from './validator';

const keys = (violations: Record<string, { messageKey: string }>) =>
  Object.fromEntries(
    Object.entries(violations).map(([field, violation]) => [field, violation.messageKey]),
  );

describe('login form', () => {
  it('needs a well-formed e-mail and a password', () => {
    expect(keys(validateFields({ email: 'x', password: '' }, loginRules))).toEqual({
      email: 'validation.email',
      password: 'validation.required',
    });
  });
  it('does not judge the strength of a login password', () => {
    expect(validateFields({ email: 'ada@example.com', password: 'a' }, loginRules)).toEqual({});
  });
});

describe('forgot password, magic link and register forms', () => {
  it('need an e-mail address', () => {
    expect(keys(validateFields({}, emailRules))).toEqual({ email: 'validation.required' });
  });
});

describe('new password (change, reset)', () => {
  it('checks strength, then that the repeat matches', () => {
    expect(
      keys(validateFields({ password: 'short', repeatPassword: 'short' }, newPasswordRules)),
    ).toEqual({
      password: 'validation.password',
    });
    expect(
      keys(validateFields({ password: 'abcdef1!', repeatPassword: 'abcdef1?' }, newPasswordRules)),
    ).toEqual({
      repeatPassword: 'login.passwords_must_be_same',
    });
  });
});

describe('profile form', () => {
  it('needs name and country but not organisation', () => {
    expect(keys(validateFields({ name: ' ', country: '' }, profileRules))).toEqual({
      name: 'validation.required',
      country: 'validation.required',
    });
    expect(
      validateFields({ name: 'Ada', country: 'Turkey', organisation: '' }, profileRules),
    ).toEqual({});
  });
});

describe('onboarding form', () => {
  const base = { name: 'Ada', country: 'Turkey', timezone: 'Europe/Istanbul' };

  it('needs name, country and timezone', () => {
    const values = { name: '', country: '', timezone: '' };
    expect(keys(validateFields(values, onboardingRules(values)))).toEqual({
      name: 'validation.required',
      country: 'validation.required',
      timezone: 'validation.required',
    });
  });
  it('skips the password when neither password field was typed', () => {
    expect(validateFields(base, onboardingRules(base))).toEqual({});
  });
  it('checks the password once the repeat alone was typed', () => {
    const values = { ...base, repeatPassword: 'abcdef1!' };
    expect(keys(validateFields(values, onboardingRules(values)))).toEqual({
      password: 'validation.required',
      repeatPassword: 'login.passwords_must_be_same',
    });
  });
});

describe('collection form', () => {
  it('says "Collection name is required!" for a blank name', () => {
    expect(keys(validateFields({ name: '   ' }, collectionRules))).toEqual({
      name: 'Collection name is required!',
    });
    expect(validateFields({ name: ' Sales ' }, collectionRules)).toEqual({});
  });
});

describe('delete account form', () => {
  it.each(['delete', 'DELETE ', ''])('refuses %p', (confirmation) => {
    expect(keys(validateFields({ confirmation }, deleteAccountRules))).toEqual({
      confirmation: 'settings.type_delete_to_confirm',
    });
  });
  it('accepts DELETE typed exactly', () => {
    expect(validateFields({ confirmation: 'DELETE' }, deleteAccountRules)).toEqual({});
  });
});
