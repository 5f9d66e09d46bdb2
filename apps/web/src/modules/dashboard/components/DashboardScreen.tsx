import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { isFeatureOn } from '../../auth/utils/features';

// Spec §2 Dashboard: greeting by first name; the collections card belongs to the collections work.
export function DashboardScreen() {
  const { t } = useTranslation();
  const tenant = useAuthStore((s) => s.tenant);
  const config = useAuthStore((s) => s.config);
  const firstName = (tenant?.name ?? '').trim().split(/\s+/)[0] ?? '';
  return (
    <section className="page dashboard">
      <h1 className="page__title">{t('dashboard.greeting', { name: firstName })}</h1>
      <div className="dashboard__grid">
        {isFeatureOn(config, tenant, 'conversations') ? (
          <Link href="/conversation" className="panel dashboard__tile">
            <strong>{t('nav.conversations')}</strong>
            <span className="muted">{t('dashboard.ask')}</span>
          </Link>
        ) : null}
        {isFeatureOn(config, tenant, 'collections') ? (
          <Link href="/collections" className="panel dashboard__tile">
            <strong>{t('dashboard.see_all_collections')}</strong>
          </Link>
        ) : null}
        <div className="panel dashboard__tile">
          <strong>{t('dashboard.alerts')}</strong>
          <span className="muted">{t('common.no_notifications')}</span>
        </div>
      </div>
    </section>
  );
}
