import { useTranslation } from 'react-i18next';

// The collections list and view belong to the collections work; this keeps their routes and guards in place.
export function CollectionsScreen() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page__title">{t('nav.collections')}</h1>
      <p className="panel muted">{t('nav.collections_soon')}</p>
    </section>
  );
}
