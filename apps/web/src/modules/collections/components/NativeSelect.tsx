import { useId } from 'react';

export type NativeSelectProps<V extends string | number> = {
  label: string;
  value: V;
  options: readonly { label: string; value: V }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  // A line under the select, read with it: why an option is missing, for instance.
  hint?: string;
};

// A short fixed list (digest, date range, histogram, refresh): the platform's own select.
export function NativeSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
  hint,
}: NativeSelectProps<V>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="pui-field">
      <label className="pui-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="pui-input"
        value={String(value)}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
