import type { Prompt } from '@parley/domain';
import { specLabel } from '../card/phrases';
import { everyWording, wordingOf } from '../card/wording/wording';
import type { SemanticModel } from '../model/semantic-model';
import type { Problem } from '../parse/intent';
import { allPacks } from '../parse/keywords';
import type { Locale } from '../text/normalize';
import { fold } from '../text/normalize';
import { suggestionsFor } from './suggestions';

function replaceOnce(phrase: string, part: string, by: string): string {
  const at = phrase.toLocaleLowerCase().indexOf(part.toLocaleLowerCase());
  return at < 0 ? `${phrase} ${by}` : phrase.slice(0, at) + by + phrase.slice(at + part.length);
}

// The question with the words it could not use taken out ("MRR by warehouse plan" → "MRR by plan").
// A "by" left without what it broke down by goes with it ("revenue by warehouse" → "revenue").
function withoutWords(phrase: string, words: string[]): string {
  const drop = new Set(words.map((w) => w.toLocaleLowerCase()));
  const parts = phrase.split(/\s+/);
  const gone = parts.map((w) => drop.has(w.replace(/[?!.,;:]+$/, '').toLocaleLowerCase()));
  const is = (set: Set<string>, w: string | undefined) => !!w && set.has(fold(w));
  return parts
    .filter(
      (w, i) => !gone[i] && !(is(BY_BEFORE, w) && gone[i + 1]) && !(is(BY_AFTER, w) && gone[i - 1]),
    )
    .join(' ')
    .trim();
}

// "by warehouse" in English, "depoya göre" in Turkish: the words that go with a word left out.
const BY_BEFORE = new Set(allPacks().flatMap((p) => p.joiners.before));
const BY_AFTER = new Set(allPacks().flatMap((p) => p.joiners.after));

function fieldLabel(
  model: SemanticModel,
  f: { metric?: string; dimension?: string },
  locale: Locale,
): string {
  const m = model.metrics.find((x) => x.id === f.metric);
  const d = model.dimensions.find((x) => x.id === f.dimension);
  return (m?.label[locale] ?? d?.label[locale] ?? f.metric ?? f.dimension ?? '').replace(/_/g, ' ');
}

// The same word for days, in the language the word is in: "hourly" → "daily", "saatlik" → "günlük".
function byDay(word: string): string | undefined {
  for (const w of everyWording()) {
    const daily = w.byDay(word);
    if (daily) return daily;
  }
  return undefined;
}

// The breakdowns a chart can be drawn by, the fewest values first (a pie of 3 types before one of
// 200 names).
function axesOf(model: SemanticModel) {
  return model.dimensions
    .filter((d) => d.kind === 'time' || (d.distinct ?? 0) > 1)
    .sort((a, b) => (a.distinct ?? 0) - (b.distinct ?? 0));
}

// A clarifying question with the likely readings as choices (spec §3 Prompt): never a silent guess.
export function promptFor(
  problem: Problem,
  model: SemanticModel,
  phrase: string,
  locale: Locale,
): Prompt {
  const w = wordingOf(locale);
  const suggestions = suggestionsFor(model, locale);
  const name = model.name;
  switch (problem.kind) {
    case 'ambiguousField':
      return {
        title: w.whichField(problem.phrase),
        direction: 'vertical',
        items: problem.fields.map((f) => {
          const label = fieldLabel(model, f, locale);
          return {
            title: replaceOnce(phrase, problem.phrase, label.toLocaleLowerCase()),
            subtitle: label,
          };
        }),
      };
    case 'ambiguousValue':
      return {
        // An option without a column is the rows themselves ("deaths" of a list of deaths).
        title: problem.options.some((o) => !o.dimension)
          ? w.rowsOrValue(problem.phrase)
          : w.whichColumn(problem.phrase),
        direction: 'vertical',
        items: problem.options.map((o) => {
          if (!o.dimension)
            return {
              title: replaceOnce(phrase, problem.phrase, w.everyRow.question),
              subtitle: w.everyRow.label,
            };
          const label = fieldLabel(model, { dimension: o.dimension }, locale);
          return {
            title: replaceOnce(phrase, problem.phrase, `${label.toLocaleLowerCase()} ${o.value}`),
            subtitle: label,
          };
        }),
      };
    case 'readings':
      return {
        title: w.whichField(problem.phrase),
        direction: 'vertical',
        items: problem.options.map((o) => {
          if ('rows' in o)
            return {
              title: replaceOnce(phrase, problem.phrase, w.everyRow.question),
              subtitle: w.everyRow.label,
            };
          const f = 'field' in o ? o.field : { dimension: o.value.dimension };
          const label = fieldLabel(model, f, locale);
          const said = 'value' in o ? `${label} ${o.value.value}` : label;
          return {
            title: replaceOnce(phrase, problem.phrase, said.toLocaleLowerCase()),
            subtitle: label,
          };
        }),
      };
    case 'countOfRate': {
      // Its average, or the rows where it is more than zero: both questions in words the engine
      // reads back.
      const label = fieldLabel(model, { metric: problem.metric }, locale);
      const average = `${w.aggregation.avg} ${label}`.toLocaleLowerCase(locale);
      return {
        title: w.countOfRate(problem.phrase),
        subtitle: w.tryOne,
        direction: 'vertical',
        items: [{ title: average, subtitle: label }, ...suggestions.slice(0, 3)],
      };
    }
    case 'unknown': {
      const words = problem.words.join(', ');
      // The rest of the question, as read: offered first, so one click asks it without the word.
      const rest = problem.understood ? withoutWords(phrase, problem.words) : '';
      if (rest)
        return {
          title: w.understoodBut({ rest, words, source: name }),
          subtitle: w.askWithout,
          direction: 'vertical',
          items: [{ title: rest }, ...suggestions.filter((i) => i.title !== rest).slice(0, 4)],
        };
      return {
        title: w.notFound(problem.words.join(' '), name),
        subtitle: w.canAnswer,
        direction: 'vertical',
        items: suggestions,
      };
    }
    case 'noAxis':
      return {
        title: w.chartNeedsAxis(problem.chart),
        subtitle: w.tryOne,
        direction: 'vertical',
        items: axesOf(model)
          .slice(0, 4)
          .map((d) => {
            const label = fieldLabel(model, { dimension: d.id }, locale);
            return { title: w.withBreakdown(phrase, label.toLocaleLowerCase()), subtitle: label };
          }),
      };
    case 'noTime':
      return {
        title: w.noTime(name),
        subtitle: w.tryOne,
        direction: 'vertical',
        items: suggestions,
      };
    case 'noHours': {
      const label = fieldLabel(model, { dimension: problem.dimension }, locale);
      const daily = problem.word ? byDay(problem.word) : undefined;
      const window = problem.hours
        ? specLabel({ kind: 'lastHours', n: problem.hours }, locale)
        : undefined;
      return {
        title: w.noHours({ source: name, column: label, window }),
        subtitle: w.tryOne,
        direction: 'vertical',
        items: [
          ...(daily && problem.word ? [{ title: replaceOnce(phrase, problem.word, daily) }] : []),
          ...suggestions,
        ],
      };
    }
    case 'empty':
    case 'noMetric':
      return {
        title: w.whatToMeasure,
        subtitle: w.canAnswer,
        direction: 'vertical',
        items: suggestions,
      };
  }
}
