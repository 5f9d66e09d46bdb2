import { channelTranslator } from '@parley/parley-client';
import type { ChannelLanguage, ChannelTranslate } from '@parley/parley-client';

export type BotLanguage = ChannelLanguage;

// The bot's wording in English and Turkish, in i18next's format: `{{name}}` interpolates,
// `{{count, number}}` groups digits the language's way, `_one`/`_other` are plural forms.
const en = {
  help: 'Ask me about your business data, for example "revenue by channel last 30 days". Type **sign in** to link your Parley account, **sign out** to unlink it, **help** for this message.',
  signInPrompt: 'Sign in to Parley so I can answer from your data.',
  signInButton: 'Sign in to Parley',
  signedOut: 'You are signed out. Your Parley link is revoked.',
  notSignedIn: 'You are not signed in.',
  apiDown: 'Sorry, Parley cannot be reached right now. Please try again in a few minutes.',
  tooSlow: 'Sorry, that took too long. Please ask again, or ask something narrower.',
  error:
    'Sorry, this is not working properly. We now know about this mistake and are working to fix it.',
  thanks: 'Thanks for your feedback!',
  open: 'Open in Parley',
  save: 'Save to collection',
  insights: 'Insights',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  linkedPage:
    'Almost done. Type this code in your chat with Parley in Teams: {{code}}. It works for five minutes, and only for the Teams account that asked to sign in.',
  codeLinked: 'You are signed in to Parley. Ask me about your data.',
  codeWrong:
    'That code is not right. Check it and type it again, or type **sign in** to start over.',
  codeNone: 'No sign-in of yours is waiting for a code. Type **sign in** to start one.',
  sharedChat:
    'I answer only in a personal chat with you, so that one person’s Parley data is never shown to everyone here. Open a chat with Parley and ask me there.',
  welcome:
    'Hi, I am Parley. Ask me about your business data, for example "revenue by channel last 30 days". Type **sign in** first to link your Parley account.',
  linkFailedPage: 'Signing in did not work. Please type "sign in" in Teams and try again.',
  more_one: '{{count, number}} more row in Parley.',
  more_other: '{{count, number}} more rows in Parley.',
  moreSeries: 'The chart draws the {{shown}} largest series and leaves out {{count, number}} more.',
  chooseCollection: 'Save to which collection?',
  noCollections: 'You have no collections yet. Create one in Parley, then save this card again.',
  saved: 'Saved to {{name}}.',
  cardExpired: 'The buttons of that card no longer work here. Please ask the question again.',
};

type CatalogueKey = keyof typeof en;
// A plural's forms (`more_one`, `more_other`) are asked for by their base (`more`) and a count.
export type BotMessageKey = CatalogueKey extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

const tr: Record<CatalogueKey, string> = {
  help: 'Bana iş verileriniz hakkında soru sorun, örneğin "son 30 günde kanala göre gelir". Parley hesabınızı bağlamak için **giriş yap**, bağlantıyı kaldırmak için **çıkış yap**, bu mesaj için **yardım** yazın.',
  signInPrompt: 'Verilerinizden yanıt verebilmem için Parley’e giriş yapın.',
  signInButton: 'Parley’e giriş yap',
  signedOut: 'Çıkış yaptınız. Parley bağlantınız iptal edildi.',
  notSignedIn: 'Giriş yapmadınız.',
  apiDown: 'Üzgünüz, Parley’e şu anda ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  tooSlow: 'Üzgünüz, bu çok uzun sürdü. Lütfen tekrar sorun ya da daha dar bir soru sorun.',
  error: 'Üzgünüz, bu şu anda düzgün çalışmıyor. Hatadan haberdarız ve düzeltiyoruz.',
  thanks: 'Geri bildiriminiz için teşekkürler!',
  open: 'Parley’de aç',
  save: 'Koleksiyona kaydet',
  insights: 'İçgörüler',
  helpful: 'Faydalı',
  notHelpful: 'Faydalı değil',
  linkedPage:
    'Neredeyse bitti. Teams’te Parley ile sohbetinize şu kodu yazın: {{code}}. Kod beş dakika ve yalnızca giriş yapmak isteyen Teams hesabı için geçerlidir.',
  codeLinked: 'Parley’e giriş yaptınız. Verileriniz hakkında soru sorabilirsiniz.',
  codeWrong:
    'Bu kod doğru değil. Kontrol edip yeniden yazın ya da baştan başlamak için **giriş yap** yazın.',
  codeNone: 'Size ait kod bekleyen bir giriş yok. Başlamak için **giriş yap** yazın.',
  sharedChat:
    'Yalnızca sizinle birebir sohbette yanıt veriyorum; böylece bir kişinin Parley verileri buradaki herkese gösterilmez. Parley ile bir sohbet açıp bana orada sorun.',
  welcome:
    'Merhaba, ben Parley. Bana iş verileriniz hakkında soru sorun, örneğin "son 30 günde kanala göre gelir". Önce Parley hesabınızı bağlamak için **giriş yap** yazın.',
  linkFailedPage: 'Giriş yapılamadı. Lütfen Teams’te "giriş yap" yazıp tekrar deneyin.',
  more_one: 'Parley’de {{count, number}} satır daha var.',
  more_other: 'Parley’de {{count, number}} satır daha var.',
  moreSeries: 'Grafik en büyük {{shown}} seriyi çiziyor; {{count, number}} seri daha çizilmedi.',
  chooseCollection: 'Hangi koleksiyona kaydedilsin?',
  noCollections:
    'Henüz koleksiyonunuz yok. Parley’de bir koleksiyon oluşturup bu kartı yeniden kaydedin.',
  saved: '{{name}} koleksiyonuna kaydedildi.',
  cardExpired: 'Bu kartın düğmeleri burada artık çalışmıyor. Lütfen soruyu yeniden sorun.',
};

// The bot process's one i18next instance; each turn reads it in the Teams client's language.
export type Translate = ChannelTranslate<BotMessageKey>;

export const translator: (language: BotLanguage) => Translate = channelTranslator({ en, tr });

/** Teams sends the client's locale (en-US, en-GB, tr-TR...): Turkish for tr, else English as sent. */
export function parleyLocale(teamsLocale: string | undefined): 'en-GB' | 'en-US' | 'tr' {
  const tag = teamsLocale?.toLowerCase() ?? '';
  if (tag === 'tr' || tag.startsWith('tr-')) return 'tr';
  return tag === 'en-gb' ? 'en-GB' : 'en-US';
}
