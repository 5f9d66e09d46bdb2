import { createElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import 'altcha';
import 'altcha/i18n/tr';

// altcha/i18n/tr keeps the English word order and the logo link after it ("ALTCHA tarafından korunuyor ALTCHA");
// Turkish puts the agent first, so the link itself is the subject.
const altchaTurkish = globalThis.$altcha.i18n.get('tr') ?? {};
globalThis.$altcha.i18n.set('tr', {
  ...altchaTurkish,
  footer: `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${altchaTurkish['ariaLinkLabel'] ?? 'ALTCHA'}">ALTCHA</a> tarafından korunuyor`,
});

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
