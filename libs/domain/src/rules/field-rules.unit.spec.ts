import {
  allEqual,
  decimal,
  email,
  integer,
  integerInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  password,
  passwordsMustBeSame,
  required,
  sameAs,
} from './field-rules';

const check = (
  rule: (value: unknown, values: Record<string, unknown>) => unknown,
  value: unknown,
  values = {},
) => rule(value, values);

describe('required', () => {
  it.each([undefined, null, '', '   ', []])(
    'refuses the empty value %p with validation.required',
    (value) => {
      expect(check(required, value)).toEqual({ messageKey: 'validation.required' });
    },
  );
  it.each(['a', 0, false, ['x']])('accepts %p', (value) => {
    expect(check(required, value)).toBeUndefined();
  });
});

describe('email', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.co.uk', ' ada@example.com '])(
    'accepts %p',
    (value) => {
      expect(check(email, value)).toBeUndefined();
    },
  );
  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a da@example.com',
    'ada@@example.com',
    42,
  ])('refuses %p with validation.email', (value) => {
    expect(check(email, value)).toEqual({ messageKey: 'validation.email' });
  });
  it('leaves an empty optional field to required', () => {
    expect(check(email, '')).toBeUndefined();
  });
});

describe('password', () => {
  it.each(['abcdef1!', 'Çok-güzel9', 'pass word 1'.replace(/ /g, '_')])('accepts %p', (value) => {
    expect(check(password, value)).toBeUndefined();
  });
  it.each([
    ['too short', 'ab1!xyz'],
    ['no digit', 'abcdefg!'],
    ['no letter', '1234567!'],
    ['no special character', 'abcdefg1'],
  ])('refuses a password with %s', (_, value) => {
    expect(check(password, value)).toEqual({
      messageKey: 'validation.password',
      params: { min: 8 },
    });
  });
});

describe('passwords must be same', () => {
  it('accepts a repeat equal to the password', () => {
    expect(check(passwordsMustBeSame, 'abcdef1!', { password: 'abcdef1!' })).toBeUndefined();
  });
  it('refuses a different repeat with login.passwords_must_be_same', () => {
    expect(check(passwordsMustBeSame, 'abcdef1?', { password: 'abcdef1!' })).toEqual({
      messageKey: 'login.passwords_must_be_same',
    });
  });
  it('compares several fields with the generic all-equal key', () => {
    expect(check(sameAs(['a', 'b']), 1, { a: 1, b: 2 })).toEqual({
      messageKey: 'validation.all_equal',
    });
    expect(allEqual([3, 3, 3])).toBe(true);
    expect(allEqual([])).toBe(true);
  });
});

describe('min and max value', () => {
  it('accepts the bounds themselves', () => {
    expect(check(minValue(2), 2)).toBeUndefined();
    expect(check(maxValue(5), '5')).toBeUndefined();
  });
  it('refuses values outside with the bound as a parameter', () => {
    expect(check(minValue(2), 1)).toEqual({
      messageKey: 'validation.min_value',
      params: { min: 2 },
    });
    expect(check(maxValue(5), 6)).toEqual({
      messageKey: 'validation.max_value',
      params: { max: 5 },
    });
    expect(check(minValue(2), 'abc')).toEqual({
      messageKey: 'validation.min_value',
      params: { min: 2 },
    });
  });
});

describe('min and max length', () => {
  it('counts characters of text and items of lists', () => {
    expect(check(minLength(3), 'abc')).toBeUndefined();
    expect(check(minLength(3), 'ab')).toEqual({
      messageKey: 'validation.min_length',
      params: { min: 3 },
    });
    expect(check(maxLength(2), ['a', 'b', 'c'])).toEqual({
      messageKey: 'validation.max_length',
      params: { max: 2 },
    });
    expect(check(maxLength(2), 'ab')).toBeUndefined();
  });
});

describe('integer and decimal', () => {
  it.each([3, '-12', '+4'])('integer accepts %p', (value) =>
    expect(check(integer, value)).toBeUndefined(),
  );
  it.each([1.5, '1.5', 'x'])('integer refuses %p', (value) =>
    expect(check(integer, value)).toEqual({ messageKey: 'validation.integer' }),
  );
  it.each([1.5, '1.5', '-0,25', '.5', '7'])('decimal accepts %p', (value) =>
    expect(check(decimal, value)).toBeUndefined(),
  );
  it.each(['1.2.3', 'abc', '1e'])('decimal refuses %p', (value) =>
    expect(check(decimal, value)).toEqual({ messageKey: 'validation.decimal' }),
  );
});

describe('number inputs', () => {
  it('turn what was typed into an integer', () => {
    expect(integerInput('12.7')).toBe(12);
    expect(integerInput('abc')).toBeUndefined();
  });
});
