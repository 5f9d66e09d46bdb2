import { catalogueWording } from './catalogue-wording';

// Turkish: the texts are the i18next catalogue locales/tr.ts; what stays here is code by nature.
export const tr = catalogueWording('tr', {
  tag: 'tr-TR',

  levelWords: [
    'nufus',
    'nufusu',
    'calisan',
    'personel',
    'bakiye',
    'bakiyesi',
    'stok',
    'envanter',
    'fiyat',
    'fiyati',
    'seviye',
    'sicaklik',
  ],

  // "saatlere" → "günlere": vowel harmony on the person's own word, front vowels as for saat, with
  // i rounded after ü ("saatlik" → "günlük"); a suffix hardened after the t of saat softens after
  // the n of gün ("saatte" → "günde").
  byDay: (word) => {
    const lower = word.toLocaleLowerCase('tr');
    if (!lower.startsWith('saat')) return undefined;
    let vowel = 'ü';
    let out = 'gün';
    const suffix = lower.slice(4).replace(/^t/, 'd').replace(/^ç/, 'c');
    for (const c of suffix) {
      const next = c === 'i' && vowel === 'ü' ? 'ü' : c;
      if ('aeıioöuü'.includes(next)) vowel = next;
      out += next;
    }
    return out;
  },

  // Every period reads "… döneminde", a relative one too.
  relativePeriod: () => false,
});
