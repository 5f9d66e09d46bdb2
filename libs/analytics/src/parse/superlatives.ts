import type { Locale, Token } from '../text/normalize';
import { fold, own } from '../text/normalize';

// One-word superlatives that carry their measure: "windiest month" = month with the highest wind.
const ADJECTIVES: Record<string, string[]> = {
  hottest: ['highest', 'max', 'temperature'],
  warmest: ['highest', 'max', 'temperature'],
  coldest: ['lowest', 'min', 'temperature'],
  coolest: ['lowest', 'min', 'temperature'],
  wettest: ['highest', 'precipitation'],
  rainiest: ['highest', 'precipitation'],
  driest: ['lowest', 'precipitation'],
  windiest: ['highest', 'wind'],
  calmest: ['lowest', 'wind'],
  busiest: ['most'],
  quietest: ['least'],
  priciest: ['highest', 'price'],
  cheapest: ['lowest', 'price'],
  heaviest: ['highest', 'weight'],
  lightest: ['lowest', 'weight'],
  fastest: ['highest', 'speed'],
  slowest: ['lowest', 'speed'],
  longest: ['highest', 'length'],
  shortest: ['lowest', 'length'],
  oldest: ['highest', 'age'],
  youngest: ['lowest', 'age'],
  richest: ['highest', 'income'],
  poorest: ['lowest', 'income'],
  deadliest: ['highest', 'deaths'],
  'most expensive': ['highest', 'price'],
  'least expensive': ['lowest', 'price'],
  'en sicak': ['en yüksek', 'maksimum', 'sıcaklık'],
  'en soguk': ['en düşük', 'minimum', 'sıcaklık'],
  'en yagisli': ['en yüksek', 'yağış'],
  'en ruzgarli': ['en yüksek', 'rüzgar'],
  'en pahali': ['en yüksek', 'fiyat'],
  'en ucuz': ['en düşük', 'fiyat'],
  'en kalabalik': ['en yüksek', 'nüfus'],
};

function token(raw: string, index: number): Token {
  return { raw, norm: fold(raw), index, isNumber: false };
}

// Rewrites those words into the keyword and the measure the rest of the parser knows.
export function expandSuperlatives(tokens: Token[], _locale: Locale): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const two = tokens[i + 1] ? `${tokens[i].norm} ${tokens[i + 1].norm}` : '';
    const words = own(ADJECTIVES, two) ?? own(ADJECTIVES, tokens[i].norm);
    if (!words) {
      out.push({ ...tokens[i], index: out.length });
      continue;
    }
    if (own(ADJECTIVES, two)) i++;
    for (const w of words) out.push(token(w, out.length));
  }
  return out;
}
