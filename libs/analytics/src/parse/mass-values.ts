import { nameWords } from '../model/humanize';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { languagePack } from './keywords';
import type { Item } from './segment';

// The measure the dictionary calls a word's kind, where the data has one: "rain" is a
// precipitation, and a Precipitation column measures it.
export function measureOfKind(
  word: string,
  model: SemanticModel,
  locale: Locale,
): string | undefined {
  const kinds = new Set(languagePack(locale).broaderNouns?.(word) ?? []);
  return model.metrics.find(
    (m) => m.expression.kind === 'column' && nameWords(m.id).some((w) => kinds.has(w)),
  )?.id;
}

// "how much rain fell in 2014" where the weather column holds "rain" and a Precipitation column
// measures it: an amount is asked of something uncountable, so the word is the measure of its
// kind, not the rows with that value counted.
export function withMassMeasures(
  items: Item[],
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Item[] {
  const mass = languagePack(locale).massQuantifiers ?? [];
  return items.map((x, i) => {
    const before = items[i - 1];
    if (
      x.kind !== 'value' ||
      x.options.length !== 1 ||
      x.end - x.start !== 1 ||
      before?.kind !== 'keyword' ||
      before.keyword.kind !== 'howMany' ||
      before.end !== x.start ||
      !mass.includes(tokens[before.end - 1].norm)
    )
      return x;
    const measure = measureOfKind(tokens[x.start].norm, model, locale);
    return measure
      ? { kind: 'field', start: x.start, end: x.end, metric: measure, quality: 2, alternatives: [] }
      : x;
  });
}
