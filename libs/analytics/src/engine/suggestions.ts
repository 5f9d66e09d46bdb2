import type { SemanticModel } from '../model/semantic-model';
import type { Locale } from '../text/normalize';
import { wordingOf } from '../card/wording/wording';

import { questionLocale } from './locale';
import type { DataSource } from './data-source';

export type Suggestion = { title: string; subtitle?: string };

// Starter questions for a source, in the language of the locale ("tr", "en-US", ...).
export function suggestions(source: DataSource, locale: string): Suggestion[] {
  return suggestionsFor(source.model, questionLocale(locale, ''));
}

function phrase(label: string): string {
  return label.replace(/_/g, ' ').toLocaleLowerCase();
}

// Questions the model can answer, written so that asking them again parses back to the same card.
export function suggestionsFor(model: SemanticModel, locale: Locale): Suggestion[] {
  if (model.suggestions?.[locale]?.length)
    return model.suggestions[locale].map((title) => ({ title }));
  const dimensionIds = new Set(model.dimensions.map((d) => d.id));
  const metrics = model.metrics
    .filter((m) => m.expression.kind === 'column' && !dimensionIds.has(m.id))
    .slice(0, 3);
  const dims = model.dimensions
    .filter((d) => d.kind === 'categorical' && (d.distinct ?? 0) <= 60 && (d.distinct ?? 0) >= 2)
    .slice(0, 2);
  const time = model.dimensions.find((d) => d.id === model.defaultTime);
  const out: Suggestion[] = [];
  const w = wordingOf(locale);
  for (const m of metrics) {
    const name = phrase(m.synonyms[locale][0] ?? m.label[locale]);
    const agg = w.suggestAggregation(m.defaultAggregation);
    const d = dims[0];
    if (d) out.push({ title: w.suggestBy(agg, name, phrase(d.label[locale])) });
    if (time) out.push({ title: w.suggestPerYear(agg, name) });
  }
  if (dims[0] && metrics[0]) {
    const name = phrase(metrics[0].synonyms[locale][0] ?? metrics[0].label[locale]);
    out.push({ title: w.suggestTop(name, phrase(dims[0].label[locale])) });
  }
  out.push({ title: w.suggestHowMany(model.entity[locale][0]) });
  return out.slice(0, 6);
}
