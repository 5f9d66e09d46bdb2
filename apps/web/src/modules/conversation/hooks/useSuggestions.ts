import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readJson } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';
import { conversationApi } from '../utils/conversation-api';

// Server suggestions for the interface language (keyed by language, or by its prefix), plus phrases asked before.
export function useSuggestions(): string[] {
  const { i18n } = useTranslation();
  const [server, setServer] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    conversationApi
      .suggestions()
      .then((reply) => {
        if (!live) return;
        if (Array.isArray(reply)) setServer(reply);
        else
          setServer(
            reply[i18n.language] ??
              reply[i18n.language.split('-')[0] ?? ''] ??
              reply['en'] ??
              reply['en-US'] ??
              [],
          );
      })
      .catch(() => setServer([]));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return [...readJson<string[]>(storageKeys.suggestionHistory, []), ...server];
}
