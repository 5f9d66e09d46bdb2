import { useState } from 'react';
import { DELETE_WORD, deleteConfirmation } from '@parley/domain';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { authApi } from '../../auth/utils/auth-api';
import { logout } from '../../auth/utils/session';
import { toast } from '../../shared/stores/useToastStore';
import { ModalActions } from '../../shared/components/ModalActions';

// Spec §4: opens with the confirmation cleared; delete only after DELETE is typed; a 401 reply means the
// account is already gone (success); other failures re-enable the button.
export function DeleteAccountModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [current, setCurrent] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = !deleteConfirmation(text, {});
  const close = () => {
    setText('');
    setCurrent('');
    onClose();
  };
  const remove = async () => {
    setBusy(true);
    try {
      await authApi.deleteAccount(text, current);
      toast.success(t('settings.account_deleted'));
      await logout({ clearLocal: true, callServer: false });
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') {
        toast.success(t('settings.account_deleted'));
        await logout({ clearLocal: true, callServer: false });
      } else {
        // A wrong current password or a sign-in too old: the server says which.
        toast.error(
          isApiError(error) && (error.kind === 'bad_request' || error.kind === 'forbidden')
            ? error.message
            : t('settings.failed_to_delete_account'),
        );
        setBusy(false);
      }
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      size="small"
      title={t('settings.delete_title')}
      onClose={close}
      footer={
        <ModalActions
          confirmLabel={t('settings.delete_account')}
          onConfirm={() => void remove()}
          onCancel={close}
          disabled={!confirmed || busy}
          danger
        />
      }
    >
      <p>{t('settings.delete_warning')}</p>
      <label className="pui-field">
        <span className="pui-field__label">
          {t('settings.delete_prompt', { word: DELETE_WORD })}
        </span>
        <input
          className="pui-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
      </label>
      <label className="pui-field">
        <span className="pui-field__label">{t('settings.current_password')}</span>
        <input
          className="pui-input"
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
          aria-describedby="delete-current-password-hint"
        />
      </label>
      <p id="delete-current-password-hint" className="field-hint">
        {t('settings.current_password_hint')}
      </p>
    </Modal>
  );
}
