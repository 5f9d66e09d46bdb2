export { uiMessages } from './i18n/ui-messages';
export { Modal } from './modal/Modal';
export type { ModalProps } from './modal/Modal';
export { Select } from './select/Select';
export type { SelectOption, SelectProps } from './select/Select';
export { MultiSelect } from './select/MultiSelect';
export type { MultiSelectProps } from './select/MultiSelect';
export { PasswordStrengthMeter } from './password/PasswordStrengthMeter';
