import i18next from 'i18next';

/** The languages a channel speaks; a channel maps its platform's locale onto one of these. */
export type ChannelLanguage = 'en' | 'tr';

export type ChannelTranslate<Key extends string> = (
  key: Key,
  params?: Record<string, string | number>,
) => string;

/**
 * One i18next instance for a channel's process (the Teams bot, the Alexa skill) over the
 * catalogues that live with it: `{{name}}` interpolates, `{{count, number}}` groups digits the
 * language's way, `key_one`/`key_other` are plural forms asked for as `key` with a count.
 */
export function channelTranslator<Key extends string>(
  catalogues: Record<ChannelLanguage, Record<string, string>>,
): (language: ChannelLanguage) => ChannelTranslate<Key> {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { translation: catalogues.en }, tr: { translation: catalogues.tr } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'tr'],
    // In memory: ready when init returns, before the first request.
    initAsync: false,
    // Keys are plain names.
    keySeparator: false,
    nsSeparator: false,
    // Teams texts are Markdown; Alexa's speech is escaped for SSML where it is built.
    interpolation: { escapeValue: false },
  });
  return (language) => {
    const t = instance.getFixedT(language);
    return (key, params = {}) => t(key, params);
  };
}
