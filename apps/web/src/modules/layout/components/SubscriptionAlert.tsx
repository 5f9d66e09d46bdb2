import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { Icon } from '../../shared/components/Icon';

// Spec §2: an expired subscription shows an alert whose button leads to /user/subscriptions.
export function SubscriptionAlert() {
  const { t } = useTranslation();
  const status = useAuthStore((s) => s.tenant?.subscription?.status);
  if (status !== 'EXPIRED') return null;
  return (
    <div className="subscription-alert" role="alert">
      <Icon name="warning" size={18} />
      <span>{t('nav.expired')}</span>
      <Link href="/user/subscriptions" className="button button--primary">
        {t('nav.upgrade')}
      </Link>
    </div>
  );
}
