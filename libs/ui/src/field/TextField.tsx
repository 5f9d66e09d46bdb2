import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import '../styles/ui.css';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'onBlur'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  multiline?: boolean;
};

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  multiline,
  id,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const common = {
    id: inputId,
    className: 'pui-input',
    value,
    onBlur,
    disabled: rest.disabled,
    required: rest.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="pui-field">
      <label className="pui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...rest} {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <span id={errorId} className="pui-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
