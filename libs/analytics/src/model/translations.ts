import { fold } from '../text/normalize';

// Column and value words in English with their Turkish counterparts, so a Turkish question finds an
// English column ("yağış" → precipitation) and the other way round.
const PAIRS: [string, string[]][] = [
  ['precipitation', ['yağış']],
  ['precip', ['yağış']],
  ['temperature', ['sıcaklık']],
  ['temp', ['sıcaklık']],
  ['wind', ['rüzgar', 'rüzgâr']],
  ['weather', ['hava', 'hava durumu']],
  ['date', ['tarih']],
  ['year', ['yıl', 'sene']],
  ['month', ['ay']],
  ['day', ['gün']],
  ['week', ['hafta']],
  ['country', ['ülke']],
  ['city', ['şehir', 'il']],
  ['state', ['eyalet']],
  ['population', ['nüfus']],
  ['pop', ['nüfus']],
  ['price', ['fiyat']],
  ['sales', ['satış', 'satışlar']],
  ['revenue', ['gelir', 'ciro', 'hasılat']],
  ['income', ['gelir']],
  ['cost', ['maliyet']],
  ['profit', ['kâr', 'kar']],
  ['quantity', ['miktar']],
  ['amount', ['tutar', 'miktar']],
  ['count', ['sayı', 'adet']],
  ['orders', ['sipariş', 'siparişler']],
  ['order', ['sipariş']],
  ['customers', ['müşteri']],
  ['customer', ['müşteri']],
  ['product', ['ürün']],
  ['category', ['kategori']],
  ['region', ['bölge']],
  ['store', ['mağaza']],
  ['channel', ['kanal']],
  ['device', ['cihaz']],
  ['sessions', ['oturum', 'oturumlar']],
  ['users', ['kullanıcı', 'kullanıcılar']],
  ['clicks', ['tıklama', 'tıklamalar']],
  ['conversions', ['dönüşüm', 'dönüşümler']],
  ['spend', ['harcama']],
  ['budget', ['bütçe']],
  ['rating', ['puan']],
  ['score', ['skor', 'puan']],
  ['age', ['yaş']],
  ['sex', ['cinsiyet']],
  ['gender', ['cinsiyet']],
  ['people', ['kişi', 'insan']],
  ['life', ['yaşam']],
  ['expectancy', ['beklentisi', 'beklenti']],
  ['expect', ['beklentisi']],
  ['fertility', ['doğurganlık']],
  ['cluster', ['küme']],
  ['species', ['tür']],
  ['island', ['ada']],
  ['mass', ['kütle']],
  ['weight', ['ağırlık']],
  ['length', ['uzunluk']],
  ['height', ['yükseklik']],
  ['speed', ['hız']],
  ['distance', ['mesafe']],
  ['delay', ['gecikme', 'rötar']],
  ['origin', ['köken', 'menşe']],
  ['destination', ['varış']],
  ['source', ['kaynak']],
  ['generation', ['üretim']],
  ['job', ['meslek']],
  ['genre', ['tür']],
  ['director', ['yönetmen']],
  ['movie', ['film']],
  ['gross', ['hasılat']],
  ['max', ['maksimum', 'azami']],
  ['min', ['minimum', 'asgari']],
  ['horsepower', ['beygir gücü', 'beygir']],
  ['cylinders', ['silindir']],
  ['acceleration', ['ivme', 'hızlanma']],
  ['symbol', ['sembol']],
  ['employment', ['istihdam']],
  ['government', ['kamu', 'devlet']],
  ['construction', ['inşaat']],
  ['manufacturing', ['imalat']],
  ['deaths', ['ölüm', 'ölümler']],
  ['rain', ['yağmur']],
  ['snow', ['kar']],
  ['sun', ['güneş']],
  ['fog', ['sis']],
  ['drizzle', ['çisenti', 'çiseleme']],
  ['yield', ['verim']],
  ['variety', ['çeşit']],
  ['site', ['yer']],
  ['name', ['ad', 'isim']],
  ['type', ['tür', 'tip']],
  ['value', ['değer']],
  ['total', ['toplam']],
  ['net', ['net']],
  ['men', ['erkek', 'erkekler']],
  ['women', ['kadın', 'kadınlar']],
  ['male', ['erkek']],
  ['female', ['dişi', 'kadın']],
  ['miles', ['mil']],
  ['gallon', ['galon']],
  ['visits', ['ziyaret']],
];

const TO_TR = new Map<string, string[]>();
const TO_EN = new Map<string, string[]>();
for (const [en, trs] of PAIRS) {
  TO_TR.set(en, trs.map(fold));
  for (const tr of trs) TO_EN.set(fold(tr), [...(TO_EN.get(fold(tr)) ?? []), en]);
}

// The phrase with each word swapped for its translation, when every word has one (or is kept as is).
export function translatePhrase(phrase: string): string[] {
  const words = fold(phrase).split(' ').filter(Boolean);
  if (!words.length || words.length > 4) return [];
  const out = new Set<string>();
  for (const table of [TO_TR, TO_EN]) {
    if (!words.some((w) => table.has(w))) continue;
    out.add(words.map((w) => table.get(w)?.[0] ?? w).join(' '));
    if (words.length === 1) for (const alt of table.get(words[0]) ?? []) out.add(alt);
  }
  if (words.length === 1)
    for (const en of TO_EN.get(words[0]) ?? []) for (const tr of TO_TR.get(en) ?? []) out.add(tr);
  out.delete(fold(phrase));
  return [...out];
}
