import { channelTranslator } from '@parley/parley-client';
import type { ChannelLanguage, ChannelTranslate } from '@parley/parley-client';

export type SkillLanguage = ChannelLanguage;

// What the skill says in English and Turkish, in i18next's format (`{{name}}` interpolates).
const en = {
  welcome:
    'Welcome to Parley. Ask me about your business, for example: what was revenue last month?',
  reprompt: 'What would you like to know?',
  help: 'Ask a question about your data, like: revenue by channel last thirty days. When I offer choices, say the number of the one you want. Say stop to finish.',
  goodbye: 'Goodbye.',
  fallback: 'Sorry, I did not get that. Ask a question about your data, or say help.',
  link: 'To answer from your data, please link your Parley account in the Alexa app. I have sent a card there.',
  apiDown: 'Sorry, Parley cannot be reached right now. Please try again in a few minutes.',
  tooSlow: 'Sorry, that is taking too long. Please ask again, or ask something narrower.',
  stillWorking: 'One moment, I am looking into that.',
  error: 'Sorry, something went wrong. Please try again.',
  noQuestion: 'What is your question?',
  choices: 'You can say',
  choiceOutOfRange: 'Please say a number from one to {{count}}.',
  noChoices: 'There is nothing to choose right now. Ask me a question.',
  up: 'up {{pct}} from {{previous}} in the previous period',
  down: 'down {{pct}} from {{previous}} in the previous period',
  flat: 'the same as in the previous period',
  top: 'The top {{dimension}} is {{name}} with {{value}}.',
  total: 'The total is {{value}}.',
  compares: 'It compares {{series}}.',
  moreSeries: '{{count}} more',
  latest: 'At {{at}}: {{values}}.',
  more: 'Anything else?',
  whichChoice: 'Which one would you like?',
  insights: 'Insights',
  collectionNotFound:
    'I could not find a collection called {{name}}. Your collections are: {{names}}.',
  noCollections: 'You have no collections yet. Save cards to a collection in Parley first.',
  collectionEmpty: 'Your collection {{name}} has no cards yet.',
  collectionIntro: 'Here is {{name}}.',
};

export type MessageKey = keyof typeof en;

const tr: Record<MessageKey, string> = {
  welcome: 'Parley’e hoş geldiniz. İşletmeniz hakkında sorun, örneğin: geçen ay gelir ne kadardı?',
  reprompt: 'Ne öğrenmek istersiniz?',
  help: 'Verileriniz hakkında bir soru sorun, örneğin: son otuz günde kanala göre gelir. Seçenek sunduğumda istediğinizin numarasını söyleyin. Bitirmek için dur deyin.',
  goodbye: 'Hoşça kalın.',
  fallback: 'Üzgünüm, anlayamadım. Verileriniz hakkında bir soru sorun ya da yardım deyin.',
  link: 'Verilerinizden yanıt verebilmem için lütfen Alexa uygulamasında Parley hesabınızı bağlayın. Oraya bir kart gönderdim.',
  apiDown: 'Üzgünüm, Parley’e şu anda ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  tooSlow: 'Üzgünüm, bu çok uzun sürüyor. Lütfen tekrar sorun ya da daha dar bir soru sorun.',
  stillWorking: 'Bir saniye, hemen bakıyorum.',
  error: 'Üzgünüm, bir şeyler ters gitti. Lütfen tekrar deneyin.',
  noQuestion: 'Sorunuz nedir?',
  choices: 'Şunları söyleyebilirsiniz',
  choiceOutOfRange: 'Lütfen birden {{count}} sayısına kadar bir numara söyleyin.',
  noChoices: 'Şu anda seçilecek bir şey yok. Bana bir soru sorun.',
  up: 'önceki döneme göre {{pct}} arttı, önceki değer {{previous}}',
  down: 'önceki döneme göre {{pct}} azaldı, önceki değer {{previous}}',
  flat: 'önceki dönemle aynı',
  top: 'En yüksek {{dimension}}: {{name}}, {{value}}.',
  total: 'Toplam {{value}}.',
  compares: '{{series}} karşılaştırılıyor.',
  moreSeries: '{{count}} tane daha',
  latest: '{{at}} itibarıyla: {{values}}.',
  more: 'Başka bir şey?',
  whichChoice: 'Hangisini istersiniz?',
  insights: 'İçgörüler',
  collectionNotFound: '{{name}} adında bir koleksiyon bulamadım. Koleksiyonlarınız: {{names}}.',
  noCollections: 'Henüz koleksiyonunuz yok. Önce Parley’de kartları bir koleksiyona kaydedin.',
  collectionEmpty: '{{name}} koleksiyonunuzda henüz kart yok.',
  collectionIntro: 'İşte {{name}}.',
};

// The skill process's one i18next instance; the request interceptor reads it in the request's language.
export type Translate = ChannelTranslate<MessageKey>;

export const translator: (language: SkillLanguage) => Translate = channelTranslator({ en, tr });

/** Alexa locales to Parley's: en-GB stays British, every other English is American, tr-TR is Turkish. */
export function parleyLocale(alexaLocale: string | undefined): 'en-GB' | 'en-US' | 'tr' {
  if (alexaLocale?.toLowerCase().startsWith('tr')) return 'tr';
  return alexaLocale === 'en-GB' ? 'en-GB' : 'en-US';
}
