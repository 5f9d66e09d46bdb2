import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { isApiError } from '../../../lib/api/api-error';
import { toast } from '../../shared/stores/useToastStore';
import { useAuthStore } from '../stores/useAuthStore';
import { authApi } from '../utils/auth-api';
import type { ConsentRequest } from '../utils/auth-api';
import { brandName } from '../utils/features';

// What an assistant's access token can do, then each OAuth scope it asked for, in words.
const ALWAYS = ['ask', 'collections'] as const;
const SCOPE_WORDS = new Set(['email', 'offline_access', 'openid']);

/**
 * An assistant (Alexa, Teams) asks to be linked to this account (issue 15 item 5): who asks, what
 * it may do, Allow or Deny. Nothing is linked until Allow; Deny tells the assistant so. Native
 * buttons in reading order, focus on the question, so the keyboard and screen readers get it first.
 */
export function ConsentScreen() {
  const { t } = useTranslation();
  const uid = new URLSearchParams(useSearch()).get('uid') ?? '';
  const email = useAuthStore((s) => s.tenant?.email ?? '');
  const brand = brandName(useAuthStore((s) => s.config));
  const [request, setRequest] = useState<ConsentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    authApi.consentRequest(uid).then(setRequest, (error: unknown) => {
      toast.error(isApiError(error) ? error.message : t('consent.failed'));
      window.location.assign('/');
    });
  }, [uid, t]);
  useEffect(() => heading.current?.focus(), [request]);

  const answer = async (allow: boolean) => {
    setBusy(true);
    try {
      // The provider's own page takes over from here: a full page load, not a client route.
      window.location.assign((await authApi.answerConsent(uid, allow)).redirect);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('consent.failed'));
      setBusy(false);
    }
  };

  if (!request)
    return (
      <main className="sign-in">
        <p className="sign-in__card" role="status">
          {t('consent.loading')}
        </p>
      </main>
    );
  const client = request.client;
  const abilities = [
    ...ALWAYS,
    ...request.scopes.filter((scope) => SCOPE_WORDS.has(scope) && scope !== 'openid'),
  ];
  return (
    <main className="sign-in">
      <section className="sign-in__card consent" aria-labelledby="consent-title">
        <h1 id="consent-title" className="sign-in__title" tabIndex={-1} ref={heading}>
          {t('consent.title', { client, brand })}
        </h1>
        <p>{t('consent.intro', { client, email })}</p>
        <ul className="consent__list">
          {abilities.map((ability) => (
            <li key={ability}>{t(`consent.${ability}`, { brand })}</li>
          ))}
        </ul>
        <p className="consent__warning">{t('consent.not_you', { client })}</p>
        <div className="form-actions consent__actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void answer(false)}
          >
            {t('consent.deny')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void answer(true)}
          >
            {t('consent.allow')}
          </button>
        </div>
      </section>
    </main>
  );
}
