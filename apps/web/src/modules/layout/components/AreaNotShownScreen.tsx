import { useTranslation } from 'react-i18next';

export function AreaNotShownScreen() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <p className="panel muted">{t('nav.not_shown')}</p>
    </section>
  );
}
