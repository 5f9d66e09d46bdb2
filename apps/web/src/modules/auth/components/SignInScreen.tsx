import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LanguageSelector } from '../../shared/components/LanguageSelector';
import { useSignInActions } from '../hooks/useSignInActions';
import { useAuthStore } from '../stores/useAuthStore';
import {
  googleRedirectUrl,
  isAssistantClient,
  readOAuthParams,
  visibleProviders,
} from '../utils/assistant-client';
import { safeRedirect } from '../utils/routes';
import { goTo } from '../utils/session';
import { brandName } from '../utils/features';
import { initialSignIn, pathOfView, signInReducer, titleKeyOf } from '../utils/sign-in-flow';
import { ConfirmView } from './sign-in/ConfirmView';
import { HumanCheck } from './sign-in/HumanCheck';
import { LoginView } from './sign-in/LoginView';
import { ResetPasswordView } from './sign-in/ResetPasswordView';
import { SendLinkView } from './sign-in/SendLinkView';

export function SignInScreen() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const query = new URLSearchParams(search);
  // A view change that moved to /register or back to /login carries the typed address along.
  const carried = (window.history.state as { email?: unknown } | null)?.email;
  const [state, dispatch] = useReducer(
    signInReducer,
    initialSignIn(path, query.get('email') ?? (typeof carried === 'string' ? carried : '')),
  );
  useEffect(() => {
    const wanted = pathOfView(state.view);
    if (wanted && wanted !== path)
      navigate(`${wanted}${search ? `?${search}` : ''}`, { state: { email: state.email } });
  }, [state.view]);
  const config = useAuthStore((s) => s.config);
  const signedIn = useAuthStore((s) => s.phase === 'ready' && !!s.tenant?.flags?.rc);
  const providers = useAuthStore((s) => s.providers);
  const oauth = readOAuthParams(search);
  const visible = visibleProviders(providers, oauth);
  const [humanToken, setHumanToken] = useState<string | null>(null);
  const [challengeRound, setChallengeRound] = useState(0);
  // A solved challenge is spent by one call; the widget starts a fresh one after each attempt.
  const renew = () => {
    setHumanToken(null);
    setChallengeRound((n) => n + 1);
  };
  const actions = useSignInActions(dispatch, humanToken, renew);
  // Someone already signed in (an unknown path lands here too) goes home, or to the redirect; a reset link still opens.
  const redirect = query.get('redirect');
  useEffect(() => {
    if (signedIn && path !== '/passwordreset') goTo(safeRedirect(redirect) ?? '/');
  }, [signedIn, path, redirect]);
  const brand = brandName(config);
  const isConfirm = state.view.endsWith('_confirm');
  const needsHuman = !isConfirm && state.view !== 'reset_password';

  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <header className="sign-in__header">
          <div className="brand-mark" aria-hidden="true">
            {brand.slice(0, 1)}
          </div>
          <LanguageSelector />
        </header>
        <h1 className="sign-in__title">{t(titleKeyOf(state.view), { brand })}</h1>
        <p className="sign-in__subtitle">
          {isAssistantClient(oauth) && oauth
            ? t('login.assistant_client', { client: oauth.client })
            : t('login.subtitle')}
        </p>
        {state.view === 'login' ? (
          <LoginView
            key={`login-${state.passwordShown}`}
            state={state}
            dispatch={dispatch}
            providers={visible}
            busy={actions.busy}
            onLogin={(e, p) => void actions.login(e, p)}
            onGoogle={() =>
              window.location.assign(googleRedirectUrl(oauth, window.location.hostname))
            }
          />
        ) : null}
        {state.view === 'login_with_link' ||
        state.view === 'register' ||
        state.view === 'forgot_password' ? (
          <SendLinkView
            key={state.view}
            kind={state.view}
            state={state}
            dispatch={dispatch}
            busy={actions.busy}
            onSend={(kind, email) => void actions.send(kind, email)}
          />
        ) : null}
        {isConfirm ? (
          <ConfirmView view={state.view} email={state.email} dispatch={dispatch} />
        ) : null}
        {state.view === 'reset_password' ? (
          <ResetPasswordView
            busy={actions.busy}
            dispatch={dispatch}
            onReset={(password) =>
              void actions.reset(query.get('email') ?? '', query.get('token') ?? '', password)
            }
          />
        ) : null}
        {needsHuman ? <HumanCheck key={challengeRound} onToken={setHumanToken} /> : null}
      </div>
    </main>
  );
}
