import type { Locale } from './locale';

type Catalogue = Record<string, string>;

// Server-side wording of the message keys the API sends; clients may translate keys themselves,
// but bots, mails and plain HTTP callers read these sentences.
const en: Catalogue = {
  'validation.required': 'This field is required.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.password':
    'Use at least 8 characters with a letter, a digit and a special character.',
  'validation.min_value': 'The value is too small.',
  'validation.max_value': 'The value is too large.',
  'validation.min_length': 'The value is too short.',
  'validation.max_length': 'The value is too long.',
  'validation.invalid': 'The request is not valid.',
  'validation.country': 'Choose a country from the list.',
  'validation.countries': '“{value}” is not on the country list. Choose countries from the list.',
  'validation.timezone': 'Choose an IANA time zone such as Europe/London.',
  'errors.unauthorized': 'Please sign in.',
  'errors.forbidden': 'You are not allowed to do this.',
  'errors.xsrf': 'The anti-forgery token is missing or wrong. Reload the page and try again.',
  'errors.not_found': 'Not found.',
  'errors.conflict': 'Someone else changed this at the same time. Reload and try again.',
  'errors.internal':
    'Sorry, this is not working properly. We now know about this mistake and are working to fix it.',
  'errors.limit': 'You have reached the limit of your plan.',
  'errors.unreadable_record':
    'Part of this item’s history cannot be read and has been set aside for repair. Everything else works as usual; try this again later.',
};

const tr: Catalogue = {
  'validation.required': 'Bu alan zorunludur.',
  'validation.email': 'Geçerli bir e-posta adresi girin.',
  'validation.password': 'En az 8 karakter kullanın: bir harf, bir rakam ve bir özel karakter.',
  'validation.min_value': 'Değer çok küçük.',
  'validation.max_value': 'Değer çok büyük.',
  'validation.min_length': 'Değer çok kısa.',
  'validation.max_length': 'Değer çok uzun.',
  'validation.invalid': 'İstek geçerli değil.',
  'validation.country': 'Listeden bir ülke seçin.',
  'validation.countries': '“{value}” ülke listesinde yok. Ülkeleri listeden seçin.',
  'validation.timezone': 'Europe/Istanbul gibi bir IANA saat dilimi seçin.',
  'errors.unauthorized': 'Lütfen giriş yapın.',
  'errors.forbidden': 'Bunu yapma izniniz yok.',
  'errors.xsrf': 'Sahtecilik önleme anahtarı eksik ya da yanlış. Sayfayı yenileyip tekrar deneyin.',
  'errors.not_found': 'Bulunamadı.',
  'errors.conflict': 'Aynı anda başka biri bunu değiştirdi. Yenileyip tekrar deneyin.',
  'errors.internal': 'Üzgünüz, bu şu anda düzgün çalışmıyor. Hatadan haberdarız ve düzeltiyoruz.',
  'errors.limit': 'Planınızın sınırına ulaştınız.',
  'errors.unreadable_record':
    'Bu öğenin geçmişinin bir kısmı okunamıyor ve onarım için ayrıldı. Geri kalan her şey olağan şekilde çalışıyor; bunu daha sonra tekrar deneyin.',
};

const catalogues: Record<Locale, Catalogue> = { 'en-GB': en, 'en-US': en, tr };

export function registerMessages(locale: 'en' | 'tr', messages: Catalogue): void {
  const targets: Catalogue[] = locale === 'tr' ? [tr] : [en];
  for (const target of targets) Object.assign(target, messages);
}

// Unknown keys are returned as they are: several spec messages are literal sentences.
export function translate(
  key: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[locale][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
