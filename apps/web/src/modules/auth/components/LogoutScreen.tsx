import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logout } from '../utils/session';

// Spec §2: /logout asks for confirmation first.
export function LogoutScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Modal
      isOpen
      size="small"
      title={t('logout.title')}
      footer={
        <>
          <button
            type="button"
            className="button"
            onClick={() => (window.history.length > 1 ? window.history.back() : navigate('/'))}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void logout({ clearLocal: true })}
          >
            {t('logout.action')}
          </button>
        </>
      }
    >
      <p>{t('logout.confirm')}</p>
    </Modal>
  );
}
