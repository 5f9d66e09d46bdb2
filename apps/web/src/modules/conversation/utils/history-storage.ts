import { readJson, writeJson } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';
import type { ConversationItem } from '../types/conversation';
import { pruneHistory, upsertItem } from './history';

// Spec §3: the conversation history lives in local storage keyed by the user's e-mail.
export function historyKey(email: string): string {
  return `${storageKeys.conversationPrefix}${email.toLowerCase()}`;
}

export function readHistory(email: string, now = new Date()): ConversationItem[] {
  const items = pruneHistory(readJson<ConversationItem[]>(historyKey(email), []), now);
  writeJson(historyKey(email), items);
  return items;
}

export function saveToHistory(email: string, item: ConversationItem): void {
  const { loading: _loading, ...kept } = item;
  writeJson(historyKey(email), upsertItem(readHistory(email), kept));
}

export type Favourite = { phrase: string; count: number };

// Favourite questions: how often each phrase was asked (the dashboard shows the top 4).
export function countFavourite(phrase: string): void {
  const list = readJson<Favourite[]>(storageKeys.favourites, []);
  const hit = list.find((f) => f.phrase.toLowerCase() === phrase.toLowerCase());
  const next = hit
    ? list.map((f) => (f === hit ? { ...f, count: f.count + 1 } : f))
    : [...list, { phrase, count: 1 }];
  writeJson(storageKeys.favourites, next.sort((a, b) => b.count - a.count).slice(0, 100));
}
