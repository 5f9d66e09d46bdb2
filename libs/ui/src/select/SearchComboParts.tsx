import { useTranslation } from 'react-i18next';
import { Button, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import type { SelectOption } from './Select';

// The searchable field both selects draw inside their combo box: its label, the search input with
// the toggle that opens the list, and the list of options ('No items available' when none match).
// Select and MultiSelect differ in what a pick does, not in how the field looks or reads.

export function SearchControl({ label, placeholder }: { label: string; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Label className="pui-field__label">{label}</Label>
      <div className="pui-select__control">
        <Input className="pui-input" placeholder={placeholder ?? t('ui.search')} />
        <Button className="pui-select__toggle" aria-label={label}>
          ▾
        </Button>
      </div>
    </>
  );
}

export function OptionsPopover() {
  const { t } = useTranslation();
  return (
    <Popover className="pui-popover">
      <ListBox
        className="pui-listbox"
        renderEmptyState={() => <div className="pui-listbox__empty">{t('ui.no_items')}</div>}
      >
        {(item: SelectOption & { id: string }) => (
          <ListBoxItem id={item.id} textValue={item.label} className="pui-listbox__item">
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
