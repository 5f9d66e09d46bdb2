import { DomainError } from '../core/domain-error';
import { email, minLength, required } from './field-rules';
import { assertValid, shouldValidate, validateFields } from './validator';

describe('generic validator', () => {
  const rules = { email: [required, email], name: [required, minLength(3)] };

  it('reports only the first failure of each field', () => {
    expect(validateFields({ email: '', name: 'Al' }, rules)).toEqual({
      email: { messageKey: 'validation.required' },
      name: { messageKey: 'validation.min_length', params: { min: 3 } },
    });
  });

  it('passes a valid form', () => {
    expect(validateFields({ email: 'ada@example.com', name: 'Ada' }, rules)).toEqual({});
    expect(() => assertValid({ email: 'ada@example.com', name: 'Ada' }, rules)).not.toThrow();
  });

  it('throws a validation error carrying the first message and every field', () => {
    let error: unknown;
    try {
      assertValid({ email: 'nope', name: '' }, rules);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'validation',
      messageKey: 'validation.email',
      fields: {
        email: { messageKey: 'validation.email' },
        name: { messageKey: 'validation.required' },
      },
    });
  });
});

describe('when a form validates', () => {
  it('always on submit, on input or blur only once dirty', () => {
    expect(shouldValidate('submit', false)).toBe(true);
    expect(shouldValidate('input', false)).toBe(false);
    expect(shouldValidate('blur', false)).toBe(false);
    expect(shouldValidate('input', true)).toBe(true);
    expect(shouldValidate('blur', true)).toBe(true);
  });
});
