import { createElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import 'altcha';
import 'altcha/i18n/tr';

export type HumanCheckProps = { onToken: (token: string | null) => void };

type StateDetail = { state?: string; payload?: string };

// ALTCHA proof-of-work challenge from GET /auth/challenge (ARCHITECTURE.md); its payload is the `token` of the
// sign-in calls. Self-hosted: no third party sees who signs in.
export function HumanCheck({ onToken }: HumanCheckProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onToken);
  latest.current = onToken;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      latest.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', listener);
    return () => el.removeEventListener('statechange', listener);
  }, []);

  return (
    <div className="human-check" aria-label={t('login.human_check')}>
      {createElement('altcha-widget', {
        ref,
        challenge: '/auth/challenge',
        name: 'token',
        language: i18n.language === 'tr' ? 'tr' : 'en',
        auto: 'onload',
      })}
    </div>
  );
}
