import type { PluralForms } from '@parley/domain';
import type { Locale } from '../i18n/locale';

// The wording of digest, report and failure mails, en and tr.
export type DigestWords = {
  digestSubject: string;
  reportSubject: string;
  previewTag: string;
  intro: string;
  attachmentsOnly: string;
  open: string;
  insights: string;
  unsubscribe: string;
  unsubscribeWhy: string;
  pdfName: string;
  failedCards: string;
  more: PluralForms;
  chart: string;
  reportIntro: string;
  reportEmpty: string;
  reportIndustries: string;
  reportClients: string;
  reportClientsUnshown: string;
  reportClientsAbsent: string;
  reportTopicOther: string;
  openReports: string;
  failedSubject: string;
  failedIntro: string;
  failedWhat: string;
  failedNext: string;
};

const en: DigestWords = {
  digestSubject: '{brand} digest: {name}',
  reportSubject: '{brand} report for {business}: {from} – {to}',
  previewTag: '(preview)',
  intro: 'Your {frequency} digest of “{name}”, answered again this morning.',
  attachmentsOnly: 'Your {frequency} digest of “{name}” is attached.',
  open: 'Open the live collection',
  insights: 'Insights',
  unsubscribe: 'Unsubscribe from this digest',
  unsubscribeWhy: 'You receive this because you chose a {frequency} digest of this collection.',
  pdfName: 'digest',
  failedCards: 'These cards could not be answered',
  more: {
    one: '{count} more row in the collection.',
    other: '{count} more rows in the collection.',
  },
  chart: 'Chart',
  reportIntro: 'What changed in your data from {from} to {to}, by your topics of interest.',
  reportEmpty:
    'Nothing in your default data source answered these topics; add a source or adjust the topics.',
  reportIndustries: 'Read for {industries}: the measures they watch come first.',
  reportClients: 'Your clients',
  reportClientsUnshown: 'Also in {source}, not shown here: {names}. Ask about them in {brand}.',
  reportClientsAbsent:
    'Not found in {source}, so no section for them: {names}. Name them as the data writes them to see their figures.',
  reportTopicOther: 'Other findings',
  openReports: 'See all reports',
  failedSubject: '{brand}: your {what} could not be sent',
  failedIntro: 'We tried {attempts} times to prepare your {what} and could not. Nothing was sent.',
  failedWhat: 'What failed: {reason}',
  failedNext:
    'The next one will be tried as usual. You can send a preview from {brand} at any time.',
};

const tr: DigestWords = {
  digestSubject: '{brand} özeti: {name}',
  reportSubject: '{business} için {brand} raporu: {from} – {to}',
  previewTag: '(önizleme)',
  intro: '“{name}” koleksiyonunun {frequency} özeti, bu sabah yeniden yanıtlandı.',
  attachmentsOnly: '“{name}” koleksiyonunun {frequency} özeti ektedir.',
  open: 'Canlı koleksiyonu aç',
  insights: 'İçgörüler',
  unsubscribe: 'Bu özetin aboneliğinden çık',
  unsubscribeWhy: 'Bu koleksiyon için {frequency} özet seçtiğiniz için bu e-postayı alıyorsunuz.',
  pdfName: 'ozet',
  failedCards: 'Şu kartlar yanıtlanamadı',
  more: {
    one: 'Koleksiyonda {count} satır daha var.',
    other: 'Koleksiyonda {count} satır daha var.',
  },
  chart: 'Grafik',
  reportIntro: '{from} – {to} arasında verilerinizde neler değişti, ilgi alanlarınıza göre.',
  reportEmpty:
    'Varsayılan veri kaynağınız bu konuları yanıtlayamadı; bir kaynak ekleyin veya konuları değiştirin.',
  reportIndustries: '{industries} için okundu: bu sektörlerin izlediği ölçüler önce gelir.',
  reportClients: 'Müşterileriniz',
  reportClientsUnshown:
    '{source} içinde de var, burada gösterilmedi: {names}. Onları {brand} içinde sorun.',
  reportClientsAbsent:
    '{source} içinde bulunamadı, bu yüzden bölümleri yok: {names}. Rakamlarını görmek için adlarını verideki gibi yazın.',
  reportTopicOther: 'Diğer bulgular',
  openReports: 'Tüm raporları gör',
  failedSubject: '{brand}: {what} gönderilemedi',
  failedIntro: '{what} hazırlamayı {attempts} kez denedik ve başaramadık. Hiçbir şey gönderilmedi.',
  failedWhat: 'Başarısız olan: {reason}',
  failedNext:
    'Bir sonraki her zamanki gibi denenecek. {brand} içinden istediğiniz zaman önizleme gönderebilirsiniz.',
};

export const FREQUENCY_WORDS: Record<'en' | 'tr', Record<string, string>> = {
  en: {
    daily: 'daily',
    weekly: 'weekly',
    monthly: 'monthly',
    'bi-monthly': 'bi-monthly',
    quarterly: 'quarterly',
    digest: 'digest',
    report: 'organisation-strategy report',
  },
  tr: {
    daily: 'günlük',
    weekly: 'haftalık',
    monthly: 'aylık',
    'bi-monthly': 'iki aylık',
    quarterly: 'üç aylık',
    digest: 'özetiniz',
    report: 'organizasyon stratejisi raporunuz',
  },
};

export const digestWords = (locale: Locale): DigestWords => (locale === 'tr' ? tr : en);
export const languageOf = (locale: Locale): 'en' | 'tr' => (locale === 'tr' ? 'tr' : 'en');

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));

export const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
