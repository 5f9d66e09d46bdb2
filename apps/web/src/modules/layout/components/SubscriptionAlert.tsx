import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { Icon } from '../../shared/components/Icon';

export function isSubscriptionExpired(status: string | undefined, expires: string | undefined, today: Date): boolean {
  if (status && status.toUpperCase() === 'EXPIRED') return true;
  return !!expires && new Date(expires).getTime() < new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
}

export function SubscriptionAlert() {
  const { t } = useTranslation();
  const subscription = useAuthStore((s) => s.tenant?.subscription);
  if (!subscription || !(subscription.expired || isSubscriptionExpired(subscription.status, subscription.expires, new Date()))) return null;
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
