import { API_MESSAGES, messageTree } from '@parley/domain';
import { uiMessages } from '@parley/ui';
import { authMessages } from '../modules/auth/constants/messages';
import { conversationMessages } from '../modules/conversation/constants/messages';
import { dataSourcesMessages } from '../modules/data-sources/constants/messages';
import { deliveriesMessages } from '../modules/deliveries/constants/messages';
import { helpMessages } from '../modules/help/constants/messages';
import { layoutMessages } from '../modules/layout/constants/messages';
import { settingsMessages } from '../modules/settings/constants/messages';
import { strategyMessages } from '../modules/strategy/constants/messages';
import { sharedMessages } from '../modules/shared/constants/messages';
import { tourMessages } from '../modules/tour/constants/messages';
import { mergeMessages } from './define-messages';
import type { MessageTree } from './define-messages';
import type { Locale } from './locale';

// The keys the API answers with, as libs/domain words them: a message key the server sends (an
// OAuth callback's, a refused link's) reads as words, never as the raw key. The web's own wording
// of a key, where it has one, comes after and wins.
const apiMessages: Record<Locale, MessageTree> = {
  'en-US': messageTree(API_MESSAGES.en),
  'en-GB': messageTree(API_MESSAGES.en),
  tr: messageTree(API_MESSAGES.tr),
};

// Every feature keeps its strings beside its code; i18next sees one tree per locale.
const bundles: readonly Record<Locale, MessageTree>[] = [
  apiMessages,
  sharedMessages,
  authMessages,
  layoutMessages,
  conversationMessages,
  settingsMessages,
  strategyMessages,
  helpMessages,
  uiMessages,
  dataSourcesMessages,
  tourMessages,
  deliveriesMessages,
];

export function messagesFor(locale: Locale): MessageTree {
  return bundles.reduce<MessageTree>((all, bundle) => mergeMessages(all, bundle[locale]), {});
}
