import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { readJson } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { isFeatureOn } from '../../auth/utils/features';
import { DashboardCollectionCard } from '../../collections/components/DashboardCollectionCard';
import { DeliveryNotifications } from '../../deliveries/components/DeliveryNotifications';
import type { Favourite } from '../../conversation/utils/history-storage';
import { FirstSteps } from './FirstSteps';

export const favouritesShown = 4;

// Spec §2 Dashboard: greeting by first name, alerts panel, favourite questions (top 4 by count). The collection
// card belongs to the collections work.
export function DashboardScreen() {
  const { t } = useTranslation();
  const tenant = useAuthStore((s) => s.tenant);
  const config = useAuthStore((s) => s.config);
  const firstName = (tenant?.name ?? '').trim().split(/\s+/)[0] ?? '';
  const conversations = isFeatureOn(config, tenant, 'conversations');
  const favourites = readJson<Favourite[]>(storageKeys.favourites, [])
    .slice()
    .sort((a, b) => b.count - a.count)
    .slice(0, favouritesShown);
  return (
    <section className="page dashboard">
      <h1 className="page__title">{t('dashboard.greeting', { name: firstName })}</h1>
      <FirstSteps />
      {/* The collection's cards get the page's width, not one narrow column of the tiles. */}
      {isFeatureOn(config, tenant, 'collections') ? (
        <div className="dashboard__collection">
          <DashboardCollectionCard />
        </div>
      ) : null}
      <div className="dashboard__grid">
        {conversations ? (
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
        {/* The same notifications the bell lists, so the two never disagree. */}
        <div className="panel dashboard__tile dashboard__alerts">
          <h2 className="dashboard__heading">{t('dashboard.alerts')}</h2>
          <DeliveryNotifications />
        </div>
        {conversations ? (
          <div className="panel dashboard__tile">
            <h2 className="dashboard__heading">{t('dashboard.favourites')}</h2>
            {favourites.length === 0 ? (
              <span className="muted">{t('dashboard.no_favourites')}</span>
            ) : null}
            <ul className="dashboard__favourites">
              {favourites.map((f) => (
                <li key={f.phrase}>
                  <Link href={`/conversation?q=${encodeURIComponent(f.phrase)}`}>{f.phrase}</Link>
                  <span className="muted"> ×{f.count}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
