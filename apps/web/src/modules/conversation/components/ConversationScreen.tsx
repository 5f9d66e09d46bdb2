import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readJson, writeJson } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';
import { useShallow } from '../../../lib/store/create-store';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { SourceSelector } from '../../data-sources/components/SourceSelector';
import { useSuggestions } from '../hooks/useSuggestions';
import { selectVisible, useConversationStore } from '../stores/useConversationStore';
import { dayLabel, formatDayLabel, needsSeparator } from '../utils/date-separator';
import { rememberPhrase } from '../utils/suggestions';
import { Composer } from './Composer';
import { ConversationEntry } from './ConversationEntry';

const scrollDebounceMs = 50;

export function ConversationScreen() {
  const { t, i18n } = useTranslation();
  const email = useAuthStore((s) => s.tenant?.email ?? null);
  const items = useConversationStore(useShallow(selectVisible));
  const hasOlder = useConversationStore((s) => s.shown < s.items.length);
  const { load, loadOlder, ask } = useConversationStore(
    useShallow((s) => ({ load: s.load, loadOlder: s.loadOlder, ask: s.ask })),
  );
  const suggestions = useSuggestions();
  const listRef = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const lastId = items[items.length - 1]?.id;
  const loading = items.some((i) => i.loading);

  useEffect(() => {
    if (email) load(email);
  }, [email, load]);

  // A favourite picked on the dashboard arrives as ?q= and is asked once.
  const asked = useRef(false);
  useEffect(() => {
    const phrase = new URLSearchParams(window.location.search).get('q');
    if (!email || !phrase || asked.current) return;
    asked.current = true;
    window.history.replaceState(null, '', '/conversation');
    send(phrase);
  }, [email]);

  // New question or answer: scroll to the newest item; older history loaded at the top keeps the view still.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [items.length, lastId, loading]);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (el.scrollTop > 0) return;
        keepFromBottom.current = el.scrollHeight - el.scrollTop;
        if (!loadOlder()) keepFromBottom.current = null;
      }, scrollDebounceMs);
    };
    el.addEventListener('scroll', onScroll);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [loadOlder]);

  const send = (phrase: string) => {
    writeJson(
      storageKeys.suggestionHistory,
      rememberPhrase(readJson<string[]>(storageKeys.suggestionHistory, []), phrase),
    );
    void ask(phrase);
  };

  const now = new Date();
  return (
    <section className="conversation">
      <h1 className="visually-hidden">{t('conversation.title')}</h1>
      {/* Questions go to the default source; choosing here changes it (POST /api/v1/datasource/defaults). */}
      <SourceSelector className="conversation__source" />
      <div ref={listRef} className="conversation__list" data-testid="conversation-list">
        {items.length === 0 ? (
          <p className="conversation__empty">{t('conversation.empty')}</p>
        ) : null}
        {hasOlder ? (
          <button
            type="button"
            className="link-button conversation__older"
            onClick={() => {
              const el = listRef.current;
              if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
              loadOlder();
            }}
          >
            {t('conversation.load_older')}
          </button>
        ) : null}
        {items.map((item, i) => (
          <Fragment key={item.id}>
            {needsSeparator(items[i - 1]?.id, item.id) ? (
              <div className="day-separator" role="separator">
                <span>{formatDayLabel(dayLabel(item.id, now), i18n.language, t)}</span>
              </div>
            ) : null}
            <ConversationEntry item={item} isLast={i === items.length - 1} onAsk={send} />
          </Fragment>
        ))}
      </div>
      <Composer suggestions={suggestions} disabled={loading} onSend={(phrase) => send(phrase)} />
    </section>
  );
}
