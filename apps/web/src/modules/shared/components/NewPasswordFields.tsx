import { PasswordStrengthMeter, TextField } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../hooks/useForm';

export type NewPasswordFieldsProps = {
  // What the first field is called where it stands ("New password", or "Password" at onboarding).
  label: string;
  password: FormField<string>;
  repeat: FormField<string>;
};

// Choosing a password reads the same wherever it is asked (reset, onboarding, settings): the new
// password, its strength, and the repeat, both filled in by the browser's password generator.
export function NewPasswordFields({ label, password, repeat }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" {...password} />
      <PasswordStrengthMeter password={password.value} />
      <TextField
        label={t('common.repeat_password')}
        type="password"
        autoComplete="new-password"
        {...repeat}
      />
    </>
  );
}
