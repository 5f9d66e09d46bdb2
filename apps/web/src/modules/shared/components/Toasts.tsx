import { useTranslation } from 'react-i18next';
import { useToastStore } from '../stores/useToastStore';

export function Toasts() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="toasts" role="region" aria-label={t('common.notifications')}>
      {toasts.map((item) => (
        <div
          key={item.key}
          className={`toast toast--${item.type}`}
          role={item.type === 'error' ? 'alert' : 'status'}
        >
          <div className="toast__text">
            {item.title ? <strong className="toast__title">{item.title}</strong> : null}
            <span>{item.message}</span>
          </div>
          <button
            type="button"
            className="toast__close"
            aria-label={t('common.close')}
            onClick={() => dismiss(item.key)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
