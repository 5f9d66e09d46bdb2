import { useCallback, useState } from 'react';
import { validateFields } from '@parley/domain';
import type { FieldRules, FieldViolations, Violation } from '@parley/domain';
import { useTranslation } from 'react-i18next';

export type FormValues = Record<string, unknown>;
// A form's rules may depend on its values (onboarding checks the password only once one is typed).
export type FormRules<V extends FormValues> = FieldRules | ((values: V) => FieldRules);

// Named as TextField's props, so a field spreads into one: <TextField label=… {...field} />.
export type FormField<T> = {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error?: string;
};

// The generic validator of spec §5, with the rules of libs/domain: checked on submit; then on input and blur
// for a field once it was edited or a submit was tried; the first failing rule per field shows.
export function useForm<V extends FormValues>(initial: V, rules: FormRules<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [start, setStart] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldViolations>({});
  const [submitted, setSubmitted] = useState(false);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});

  const rulesFor = useCallback((v: V) => (typeof rules === 'function' ? rules(v) : rules), [rules]);

  const recheck = useCallback(
    (name: string, next: V) => {
      const found = validateFields(next, rulesFor(next));
      setErrors((prev) => {
        const copy = { ...prev };
        const violation = found[name];
        if (violation) copy[name] = violation;
        else delete copy[name];
        return copy;
      });
    },
    [rulesFor],
  );

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted || dirty[name]) recheck(name, next);
    if (!dirty[name]) setDirty({ ...dirty, [name]: true });
  };

  // Several fields at once (a country and the time zone it brings): one update, none lost.
  const setValuesOf = (partial: Partial<V>) => {
    const next = { ...values, ...partial };
    setValues(next);
    const names = Object.keys(partial);
    for (const name of names) if (submitted || dirty[name]) recheck(name, next);
    setDirty({ ...dirty, ...Object.fromEntries(names.map((name) => [name, true])) });
  };

  const message = (violation: Violation | undefined) =>
    violation ? t(violation.messageKey, violation.params) : undefined;

  const field = <K extends keyof V & string>(name: K): FormField<V[K]> => ({
    value: values[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => {
      if (submitted || dirty[name]) recheck(name, values);
    },
    error: message(errors[name]),
  });

  const submit =
    (onValid: (values: V) => void | Promise<void>) => (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      setSubmitted(true);
      const found = validateFields(values, rulesFor(values));
      setErrors(found);
      if (Object.keys(found).length === 0) void onValid(values);
    };

  const reset = (next: V) => {
    setValues(next);
    setStart(next);
    setErrors({});
    setSubmitted(false);
    setDirty({});
  };

  const isDirty = Object.values(dirty).some(Boolean);
  // Only what the person changed: saving it leaves every other stored value as the server has it, even one
  // set since this form was filled (another tab, the time zone filled at start).
  const changes = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => value !== start[name]),
  ) as Partial<V>;
  return { values, setValue, setValuesOf, field, submit, reset, errors, isDirty, changes };
}
