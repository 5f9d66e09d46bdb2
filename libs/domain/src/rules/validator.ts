import { refuse } from '../core/domain-error';
import type { FieldViolations } from '../core/domain-error';
import type { Rule } from './field-rules';

export type FieldRules = Readonly<Record<string, readonly Rule[]>>;

// Rules run in order and the first failure of a field stops that field; other fields still run.
export function validateFields(
  values: Readonly<Record<string, unknown>>,
  rules: FieldRules,
): FieldViolations {
  const violations: FieldViolations = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const violation = rule(values[field], values);
      if (violation) {
        violations[field] = violation;
        break;
      }
    }
  }
  return violations;
}

// Throws a validation DomainError carrying the first violation as its message and all of them by field.
export function assertValid(values: Readonly<Record<string, unknown>>, rules: FieldRules): void {
  const violations = validateFields(values, rules);
  const first = Object.values(violations)[0];
  if (first) throw refuse.validation(first.messageKey, first.params, violations);
}

export type ValidationTrigger = 'submit' | 'input' | 'blur';

// Spec §5: a form validates on submit, and on input or blur only once the field is dirty.
export function shouldValidate(trigger: ValidationTrigger, dirty: boolean): boolean {
  return trigger === 'submit' || dirty;
}
