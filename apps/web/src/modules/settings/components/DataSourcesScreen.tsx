import { useTranslation } from 'react-i18next';

// The credentials page belongs to the data-sources work; the route and its place in the menu are ready.
export function DataSourcesScreen() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page__title">{t('settings.credentials_title')}</h1>
      <p className="panel muted">{t('settings.credentials_intro')}</p>
    </section>
  );
}
