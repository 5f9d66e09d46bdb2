import { emailRules, loginRules } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/hooks/useForm';
import type { VisibleProviders } from '../../utils/assistant-client';
import type { SignInEvent, SignInState } from '../../types/sign-in';
import { TextField } from '@parley/ui';

export type LoginViewProps = {
  state: SignInState;
  dispatch: (event: SignInEvent) => void;
  providers: VisibleProviders;
  busy: boolean;
  onLogin: (email: string, password: string) => void;
  onGoogle: () => void;
};

// Spec §2: the first continue reveals the password field, the second signs in.
export function LoginView({ state, dispatch, providers, busy, onLogin, onGoogle }: LoginViewProps) {
  const { t } = useTranslation();
  const form = useForm(
    { email: state.email, password: '' },
    state.passwordShown ? loginRules : emailRules,
  );
  const email = form.field('email');
  const password = form.field('password');
  const submit = form.submit((values) => {
    dispatch({ type: 'email', email: values.email });
    if (!state.passwordShown) dispatch({ type: 'reveal_password' });
    else onLogin(values.email, values.password);
  });
  return (
    <div className="sign-in__view" data-view="login">
      {providers.password ? (
        <form onSubmit={submit} noValidate>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            {...email}
            autoFocus={state.focusField}
          />
          {state.passwordShown ? (
            <TextField
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              {...password}
              autoFocus
            />
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {state.passwordShown ? t('login.sign_in') : t('login.continue')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'open', view: 'forgot_password', email: email.value })}
          >
            {t('login.forgot')}
          </button>
        </form>
      ) : null}
      {providers.google || providers.magiclink ? (
        <div className="divider">{t('login.or')}</div>
      ) : null}
      {providers.google ? (
        <button type="button" className="button button--outline button--block" onClick={onGoogle}>
          <span aria-hidden="true" className="google-mark">
            G
          </span>
          {t('login.with_google')}
        </button>
      ) : null}
      {providers.magiclink ? (
        <button
          type="button"
          className="button button--outline button--block"
          onClick={() => dispatch({ type: 'open', view: 'login_with_link', email: email.value })}
        >
          {t('login.with_link')}
        </button>
      ) : null}
      {providers.signup ? (
        <p className="sign-in__switch">
          {t('login.no_account')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'open', view: 'register', email: email.value })}
          >
            {t('login.create_account')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
