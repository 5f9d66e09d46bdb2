import { DomainError } from '../core/domain-error';
import { email, minLength, required } from './field-rules';
import { assertValid, validateFields } from './validator';

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
      fields: { email: { messageKey: 'validation.email' }, name: { messageKey: 'validation.required' } },
    });
  });
});
