import { newPasswordRules } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../shared/components/NewPasswordFields';
import { useForm } from '../../../shared/hooks/useForm';
import type { SignInEvent } from '../../types/sign-in';
import { OtherWaysButton } from './OtherWaysButton';

export type ResetPasswordViewProps = {
  busy: boolean;
  dispatch: (event: SignInEvent) => void;
  onReset: (password: string) => void;
};

export function ResetPasswordView({ busy, dispatch, onReset }: ResetPasswordViewProps) {
  const { t } = useTranslation();
  const form = useForm({ password: '', repeatPassword: '' }, newPasswordRules);
  const password = form.field('password');
  const repeat = form.field('repeatPassword');
  return (
    <div className="sign-in__view" data-view="reset_password">
      <h2 className="sign-in__heading">{t('login.reset_title')}</h2>
      <form noValidate onSubmit={form.submit((values) => onReset(values.password))}>
        <NewPasswordFields label={t('login.new_password')} password={password} repeat={repeat} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('login.reset_send')}
        </button>
      </form>
      <OtherWaysButton dispatch={dispatch} />
    </div>
  );
}
