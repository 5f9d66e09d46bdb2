import type { Prompt } from '@parley/domain';
import { specLabel } from '../card/phrases';
import type { SemanticModel } from '../model/semantic-model';
import type { Problem } from '../parse/intent';
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

// "by warehouse" in English, "depoya göre" in Turkish.
const BY_BEFORE = new Set(['by', 'per', 'for']);
const BY_AFTER = new Set(['gore', 'bazinda', 'basina']);

function fieldLabel(
  model: SemanticModel,
  f: { metric?: string; dimension?: string },
  locale: Locale,
): string {
  const m = model.metrics.find((x) => x.id === f.metric);
  const d = model.dimensions.find((x) => x.id === f.dimension);
  return (m?.label[locale] ?? d?.label[locale] ?? f.metric ?? f.dimension ?? '').replace(/_/g, ' ');
}

// The same word for days: "hourly" → "daily", "saatlere" → "günlere" (front vowels, as for saat,
// with i rounded after ü: "saatlik" → "günlük"; a suffix hardened after the t of saat softens
// after the n of gün: "saatte" → "günde").
function byDay(word: string): string | undefined {
  const english = /^hour(ly|s)?$/.exec(word.toLowerCase());
  if (english) return english[1] === 'ly' ? 'daily' : english[1] === 's' ? 'days' : 'day';
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
}

// A clarifying question with the likely readings as choices (spec §3 Prompt): never a silent guess.
export function promptFor(
  problem: Problem,
  model: SemanticModel,
  phrase: string,
  locale: Locale,
): Prompt {
  const tr = locale === 'tr';
  const suggestions = suggestionsFor(model, locale);
  const name = model.name;
  switch (problem.kind) {
    case 'ambiguousField':
      return {
        title: tr
          ? `"${problem.phrase}" ile hangisini kastettiniz?`
          : `Which "${problem.phrase}" do you mean?`,
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
        title: tr
          ? `"${problem.phrase}" birden fazla sütunda geçiyor. Hangisi?`
          : `"${problem.phrase}" appears in more than one column. Which one?`,
        direction: 'vertical',
        items: problem.options.map((o) => {
          const label = fieldLabel(model, { dimension: o.dimension }, locale);
          return {
            title: replaceOnce(phrase, problem.phrase, `${label.toLocaleLowerCase()} ${o.value}`),
            subtitle: label,
          };
        }),
      };
    case 'unknown': {
      const words = problem.words.join(', ');
      // The rest of the question, as read: offered first, so one click asks it without the word.
      const rest = problem.understood ? withoutWords(phrase, problem.words) : '';
      if (rest)
        return {
          title: tr
            ? `"${rest}" anlaşıldı, ama "${words}" ${name} içinde bulunamadı.`
            : `I understood "${rest}" but not "${words}" (not in ${name}).`,
          subtitle: tr
            ? 'Bu kelime olmadan sorabilir ya da başka türlü sorabilirsiniz:'
            : 'Ask it without that word, or rephrase:',
          direction: 'vertical',
          items: [{ title: rest }, ...suggestions.filter((i) => i.title !== rest).slice(0, 4)],
        };
      return {
        title: tr
          ? `${name} içinde "${problem.words.join(' ')}" bulunamadı.`
          : `I couldn't find "${problem.words.join(' ')}" in ${name}.`,
        subtitle: tr ? 'Bu verinin yanıtlayabileceği sorular:' : 'Questions this data can answer:',
        direction: 'vertical',
        items: suggestions,
      };
    }
    case 'noTime':
      return {
        title: tr
          ? `${name} içinde tarih sütunu yok; tarih aralığı uygulanamaz.`
          : `${name} has no date column, so a date range cannot be applied.`,
        subtitle: tr ? 'Bunlardan birini deneyin:' : 'Try one of these:',
        direction: 'vertical',
        items: suggestions,
      };
    case 'noHours': {
      const label = fieldLabel(model, { dimension: problem.dimension }, locale);
      const daily = problem.word ? byDay(problem.word) : undefined;
      const window = problem.hours
        ? specLabel({ kind: 'lastHours', n: problem.hours }, locale)
        : undefined;
      const cannot = tr
        ? window
          ? `${window} için yanıt verilemez`
          : 'saatlik kırılım yapılamaz'
        : window
          ? `so the ${window} cannot be picked out`
          : 'so it cannot be broken down by hour';
      return {
        title: tr
          ? `${name} içindeki ${label} sütununda saat bilgisi yok; ${cannot}.`
          : `${label} in ${name} holds dates without a time of day, ${cannot}.`,
        subtitle: tr ? 'Bunlardan birini deneyin:' : 'Try one of these:',
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
        title: tr ? 'Neyi ölçmek istersiniz?' : 'What would you like to measure?',
        subtitle: tr ? 'Bu verinin yanıtlayabileceği sorular:' : 'Questions this data can answer:',
        direction: 'vertical',
        items: suggestions,
      };
  }
}
