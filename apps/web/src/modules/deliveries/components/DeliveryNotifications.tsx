import { useTranslation } from 'react-i18next';
import { useDeliveryNotifications } from '../hooks/useDeliveryNotifications';

// The notification panel's list: each digest or report sent or failed, newest first.
export function DeliveryNotifications() {
  const { t, i18n } = useTranslation();
  const items = useDeliveryNotifications();
  if (items.length === 0) return <p className="muted">{t('common.no_notifications')}</p>;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="notifications__list">
      {items.map((item) => (
        <li key={item._id} className={`notifications__item notifications__item--${item.status}`}>
          <strong>{t(`deliveries.notice.${item.kind}_${item.status}`)}</strong>
          {item.title ? ` · ${item.title}` : ''}
          {item.preview ? ` (${t('deliveries.preview')})` : ''}
          <br />
          <span className="muted">{time.format(new Date(item.at))}</span>
          {item.reason ? <span className="muted"> · {item.reason}</span> : null}
        </li>
      ))}
    </ul>
  );
}
