import { useState } from 'react';
import { newPasswordRules } from '@parley/domain';
import { Modal, TextField } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { authApi } from '../../auth/utils/auth-api';
import { logout } from '../../auth/utils/session';
import { NewPasswordFields } from '../../shared/components/NewPasswordFields';
import { useForm } from '../../shared/hooks/useForm';
import { toast } from '../../shared/stores/useToastStore';

// Spec §2 security: Save waits for both fields; success opens the password-changed modal leading to /login.
export function SecurityScreen() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const [current, setCurrent] = useState('');
  const form = useForm({ password: '', repeatPassword: '' }, newPasswordRules);
  const password = form.field('password');
  const repeat = form.field('repeatPassword');
  const save = form.submit(async (values) => {
    setBusy(true);
    try {
      await authApi.changePassword(values.password, values.repeatPassword, current);
      setChanged(true);
    } catch (error) {
      toast.error(
        isApiError(error) && (error.kind === 'bad_request' || error.kind === 'forbidden')
          ? error.message
          : t('settings.failed_to_reset_password'),
      );
    } finally {
      setBusy(false);
    }
  });
  return (
    <section className="page">
      <h1 className="page__title">{t('settings.security_title')}</h1>
      <form className="panel security" onSubmit={save} noValidate>
        <TextField
          label={t('settings.current_password')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          aria-describedby="current-password-hint"
        />
        <p id="current-password-hint" className="field-hint">
          {t('settings.current_password_hint')}
        </p>
        <NewPasswordFields label={t('settings.new_password')} password={password} repeat={repeat} />
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!password.value || !repeat.value || busy}
          >
            {t('common.save')}
          </button>
        </div>
      </form>
      <Modal
        isOpen={changed}
        size="small"
        title={t('settings.password_changed_title')}
        footer={
          <button type="button" className="button button--primary" onClick={() => void logout()}>
            {t('settings.go_to_login')}
          </button>
        }
      >
        <p>{t('settings.password_changed')}</p>
      </Modal>
    </section>
  );
}
