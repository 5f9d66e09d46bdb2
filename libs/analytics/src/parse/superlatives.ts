import type { Locale, Token } from '../text/normalize';
import { fold, own } from '../text/normalize';
import { allPacks } from './keywords';

// The superlatives of every pack: one is understood whatever language the question is read in.
const ADJECTIVES: Record<string, string[]> = Object.fromEntries(
  allPacks().flatMap((p) => Object.entries(p.superlatives)),
);

function token(raw: string, index: number): Token {
  return { raw, norm: fold(raw), index, isNumber: false };
}

// Rewrites superlatives into the keyword and the measure the rest of the parser knows.
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
