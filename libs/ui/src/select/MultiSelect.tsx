import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/ui.css';
import { ComboBox } from 'react-aria-components';
import { OptionsPopover, SearchControl } from './SearchComboParts';
import type { SelectOption } from './Select';
import { searchFilter } from './search-filter';

export type MultiSelectProps = {
  label: string;
  options: readonly SelectOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  error?: string;
  isRequired?: boolean;
};

// Search, pick, and the pick joins the chips below; each chip removes itself. The input is ours (it empties
// after each pick), so the list is filtered here: the combo box filters only options it owns.
export function MultiSelect({
  label,
  options,
  values,
  onChange,
  onBlur,
  error,
  isRequired,
}: MultiSelectProps) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const matches = useMemo(() => searchFilter(i18n.language), [i18n.language]);
  const remaining = options
    .filter((o) => !values.includes(o.value) && matches(o.label, input))
    .map((o) => ({ id: o.value, ...o }));
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <div className="pui-field pui-multiselect">
      <ComboBox
        items={remaining}
        selectedKey={null}
        inputValue={input}
        onInputChange={setInput}
        onSelectionChange={(key) => {
          if (key === null) return;
          onChange([...values, String(key)]);
          setInput('');
        }}
        onBlur={onBlur}
        menuTrigger="focus"
        allowsEmptyCollection
        isRequired={isRequired}
        isInvalid={!!error}
      >
        <SearchControl label={label} />
        <OptionsPopover />
      </ComboBox>
      {values.length > 0 ? (
        <ul className="pui-chips">
          {values.map((v) => (
            <li key={v} className="pui-chip">
              {labelOf(v)}
              <button
                type="button"
                className="pui-chip__remove"
                aria-label={t('ui.remove', { name: labelOf(v) })}
                onClick={() => onChange(values.filter((x) => x !== v))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <div className="pui-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
