import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { writeString } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';
import { toast } from '../../shared/stores/useToastStore';
import { authApi } from '../utils/auth-api';
import { safeRedirect } from '../utils/routes';
import type { SendKind } from '../components/sign-in/SendLinkView';
import type { SignInEvent } from '../types/sign-in';

const sendFailureKey: Record<SendKind, string> = {
  login_with_link: 'login.couldnt_send_signin_email',
  register: 'login.couldnt_send_signin_email',
  forgot_password: 'login.failed_to_send_recovery',
};

function isLocalHost(): boolean {
  return ['localhost', '127.0.0.1'].includes(window.location.hostname);
}

// Sign-in success lands on /login with the token in the query, where the bootstrap picks it up (spec §7); a
// redirect (an assistant's account linking) travels along.
function signedIn(token: string | undefined): void {
  if (token) writeString(storageKeys.xsrfToken, token);
  const next = new URLSearchParams();
  if (token) next.set('xsrfToken', token);
  const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
  if (redirect) next.set('redirect', redirect);
  window.location.assign(`/login?${next.toString()}`);
}

export function useSignInActions(
  dispatch: (event: SignInEvent) => void,
  humanToken: string | null,
  renewHumanToken: () => void,
) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  // Where the server explains a failure its words win (spec §8).
  const fail = (error: unknown, key: string) =>
    toast.error(
      isApiError(error) && error.kind !== 'server' && error.message !== 'UNKNOWN_DATA'
        ? error.message
        : t(key),
    );

  const run = async (work: (token: string) => Promise<void>, token: string) => {
    setBusy(true);
    try {
      await work(token);
    } finally {
      setBusy(false);
      renewHumanToken();
    }
  };
  // A click while the human check is still verifying is not lost: it says so, and goes on by
  // itself once the check is done (issue 28).
  const pending = useRef<((token: string) => Promise<void>) | null>(null);
  useEffect(() => {
    const work = pending.current;
    if (!humanToken || !work) return;
    pending.current = null;
    void run(work, humanToken);
  }, [humanToken]);

  const guarded = async (work: (token: string) => Promise<void>) => {
    if (!humanToken) {
      pending.current = work;
      toast.info(t('login.human_waiting'));
      return;
    }
    await run(work, humanToken);
  };

  const login = (email: string, password: string) =>
    guarded(async (token) => {
      try {
        const reply = await authApi.loginWithPassword({ email, password, token });
        signedIn(reply.xsrfToken);
      } catch (error) {
        fail(error, 'login.failed_to_login');
      }
    });

  const send = (kind: SendKind, email: string) =>
    guarded(async (token) => {
      try {
        const body = {
          email,
          token,
          language: i18n.language,
          ...(isLocalHost() ? { local: true } : {}),
        };
        if (kind === 'forgot_password') await authApi.forgotPassword(body);
        else if (kind === 'register')
          await authApi.requestSignUp({ email, token, language: i18n.language });
        else await authApi.loginWithEmail(body);
        dispatch({ type: 'sent' });
      } catch (error) {
        fail(error, sendFailureKey[kind]);
      }
    });

  const reset = async (email: string, resetToken: string, password: string) => {
    setBusy(true);
    try {
      const reply = await authApi.resetPassword({
        email,
        token: resetToken,
        password,
        repeatPassword: password,
      });
      toast.success(t('login.password_changed_successfully'));
      signedIn(reply.xsrfToken);
    } catch (error) {
      fail(error, 'login.failed_to_reset_password');
    } finally {
      setBusy(false);
    }
  };

  return { busy, login, send, reset };
}
