import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { setLocale } from '../../../i18n/i18n';
import { isLocale, locales } from '../../../i18n/locale';

export function LanguageSelector({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-selector ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <Icon name="globe" size={18} />
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          if (isLocale(e.target.value)) void setLocale(e.target.value);
        }}
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {t(`common.locales.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
