// Generated and hostile questions for the fuzz test: a seeded generator, so a failure replays.
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'revenue', 'orders', 'sessions', 'users', 'clicks', 'ad spend', 'conversion rate', 'roas', 'aov', 'gelir', 'sipariş', 'oturum',
  'by', 'per', 'göre', 'bazında', 'channel', 'device', 'country', 'campaign', 'category', 'kanal', 'cihaz', 'ülke', 'kampanya',
  'top', 'bottom', 'ilk', 'en yüksek', 'en düşük', 'highest', 'lowest', 'which', 'hangi', 'how many', 'kaç', 'share of', 'payı',
  'total', 'average', 'toplam', 'ortalama', 'max', 'min', 'median', 'distinct', 'number of',
  'last 30 days', 'last week', 'this month', 'yesterday', 'son 7 gün', 'geçen ay', 'bu yıl', 'in 2025', "2024'te", 'Q3 2025', 'H1 2025',
  'vs previous period', 'vs last year', 'önceki döneme göre', 'compared to 2024', 'daily', 'weekly', 'monthly', 'aylık', 'yıllık',
  'mobile', 'desktop', 'Germany', 'Türkiye', 'email', 'paid search', 'mobil', 'Almanya', 'over 100', 'under 5', "100'den fazla",
  '5', '10', '3', 'and', 've', 'what about', 'not', 'except', 'the', 'of', 'in', 'for', '?', '!', ',',
];

const HOSTILE = [
  '', ' ', '\n\t', "'", '"', '`', "revenue'; DROP TABLE demo_store; --", 'revenue" OR "1"="1', "1' OR '1'='1", 'SELECT * FROM demo_store',
  'revenue by channel; DELETE FROM demo_store', "revenue where channel = 'x' UNION SELECT version()", '/* */ revenue -- by device',
  '$1 $2 $3', '%s %d %n', '{{7*7}}', '${process.exit()}', '<script>alert(1)</script>', 'revenue \u0000 by channel', '\uFEFFrevenue',
  '💰💰 revenue by 📱 device 🚀', '🇹🇷 gelir', 'הכנסות לפי ערוץ', 'الإيرادات حسب القناة في آخر 30 يومًا', '\u202Erevenue by channel\u202C',
  'ＲＥＶＥＮＵＥ ｂｙ ｃｈａｎｎｅｌ', 'RÉVÉNUÉ BŸ ÇHÀNNÉL', 'İSTANBUL GELİR', 'top 99999999999 channels', 'last 99999 days revenue',
  'revenue in 99999', 'revenue on 2015-13-45', 'revenue on 31/31/2031', 'revenue in Feb 30 2015', 'top -5 channels', 'top 0 channels',
  'revenue over 1e309', 'revenue between 5 and', 'between and', 'vs vs vs', 'by by by by', 'last last last', 'NaN', 'Infinity', 'null',
  'undefined', '__proto__', 'constructor', 'toString', 'hasOwnProperty by __proto__', 'revenue by constructor', 'valueOf', 'constructor prototype', 'top constructor', 'last constructor days', '5 constructor',
];

export function fuzzPhrases(count: number, seed = 42): string[] {
  const random = mulberry32(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const out = [...HOSTILE, 'revenue by channel '.repeat(530).slice(0, 10_000), 'x'.repeat(10_000), '2015 '.repeat(2000), '🎉'.repeat(5000)];
  while (out.length < count) {
    const n = 1 + Math.floor(random() * 9);
    const parts = Array.from({ length: n }, () => (random() < 0.08 ? pick(HOSTILE) : pick(WORDS)));
    let phrase = parts.join(random() < 0.9 ? ' ' : '');
    if (random() < 0.1) phrase = phrase.toUpperCase();
    if (random() < 0.1) phrase = phrase.replace(/[aeiou]/, (c) => c + c);
    out.push(phrase);
  }
  return out.slice(0, count);
}
