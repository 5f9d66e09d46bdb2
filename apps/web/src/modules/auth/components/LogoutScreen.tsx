import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logout } from '../utils/session';
import { ModalActions } from '../../shared/components/ModalActions';

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
        <ModalActions
          confirmLabel={t('logout.action')}
          onConfirm={() => void logout({ clearLocal: true })}
          onCancel={() => (window.history.length > 1 ? window.history.back() : navigate('/'))}
        />
      }
    >
      <p>{t('logout.confirm')}</p>
    </Modal>
  );
}
