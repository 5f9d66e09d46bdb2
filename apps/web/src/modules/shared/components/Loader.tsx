import { useTranslation } from 'react-i18next';

export function Loader() {
  const { t } = useTranslation();
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
