import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, FieldError } from 'react-aria-components';
import '../styles/ui.css';
import { OptionsPopover, SearchControl } from './SearchComboParts';
import { searchFilter } from './search-filter';

export type SelectOption = { label: string; value: string };

export type SelectProps = {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

// A select you can type into to search (country, timezone, industry); an empty list says 'No items available'.
// The options go in as defaultItems: given as `items`, the combo box would leave filtering to us and list
// every option whatever is typed, so Enter after "Turk" picked Afghanistan.
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  isRequired,
  isDisabled,
  name,
}: SelectProps) {
  const { i18n } = useTranslation();
  const matches = useMemo(() => searchFilter(i18n.language), [i18n.language]);
  // The combo box finds the chosen option's label in a collection it builds only after its first render:
  // without this the field shows empty for a moment (a person reads the saved value as lost).
  const shown = options.find((o) => o.value === value)?.label ?? '';
  return (
    <ComboBox
      className="pui-field pui-select"
      defaultItems={options.map((o) => ({ id: o.value, ...o }))}
      defaultFilter={matches}
      selectedKey={value}
      defaultInputValue={shown}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      onBlur={onBlur}
      menuTrigger="focus"
      allowsEmptyCollection
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={!!error}
      name={name}
    >
      <SearchControl label={label} placeholder={placeholder} />
      <FieldError className="pui-field__error">{error}</FieldError>
      <OptionsPopover />
    </ComboBox>
  );
}
