import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { languagePack } from './keywords';
import { stems } from './morphology';
import type { Item } from './segment';

// A measure derived row by row from two measure columns: "worldwide gross minus budget",
// "gross plus DVD sales", "the difference between gross and budget", "hasılat eksi bütçe",
// "hasılat ile bütçe farkı". The two columns' items and the operator's words become one field
// item of the first measure, with the operation and the other measure.
export type Arithmetic = { op: 'minus' | 'plus'; other: string };

type Field = Extract<Item, { kind: 'field' }>;

export function withDerivedMeasures(
  items: Item[],
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Item[] {
  const words = languagePack(locale).arithmetic;
  if (!words) return items;
  const { conjunctions } = languagePack(locale);
  const is = (at: number, list: string[]) =>
    !!tokens[at] && stems(tokens[at].norm, locale).some((s) => list.includes(s.base));
  const column = (x: Item | undefined): x is Field & { metric: string } =>
    x?.kind === 'field' &&
    !!x.metric &&
    model.metrics.some((m) => m.id === x.metric && m.expression.kind === 'column');
  // The items that cover only the tokens from..to (exclusive): words the operator is made of.
  const only = (from: number, to: number, test: (at: number) => boolean) =>
    to > from && [...Array(to - from).keys()].every((k) => test(from + k));
  // The next measure after item i whose words between are all `test` words, the items between
  // (if any) being those words: its index.
  const nextColumn = (i: number, test: (at: number) => boolean): number | undefined => {
    const from = items[i].end;
    for (let j = i + 1; j < items.length; j++) {
      const x = items[j];
      if (column(x)) return only(from, x.start, test) ? j : undefined;
      if (x.start < from) return undefined;
    }
    return undefined;
  };
  const minus = (at: number) => is(at, words.minus);
  const plus = (at: number) => is(at, words.plus);
  const and = (at: number) => conjunctions.includes(tokens[at].norm);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = items[i];
    // "A minus B", "A plus B": the operator's word between the two measures.
    if (column(a)) {
      const op = nextColumn(i, minus) !== undefined ? 'minus' : 'plus';
      const infix = nextColumn(i, op === 'minus' ? minus : plus);
      const other = infix === undefined ? undefined : items[infix];
      if (infix !== undefined && column(other) && other.metric !== a.metric) {
        out.push(derived(a, other, op, a.start, other.end));
        i = infix;
        continue;
      }
      // "A ile B farkı", "A ve B arasındaki fark": the difference word after the two measures,
      // right after the second or one word later.
      const j = nextColumn(i, and);
      const b = j === undefined ? undefined : items[j];
      const end = b ? [b.end, b.end + 1].find((at) => is(at, words.difference)) : undefined;
      if (j !== undefined && column(b) && end !== undefined && b.metric !== a.metric) {
        let k = j + 1;
        while (items[k] && items[k].start >= b.end && items[k].end <= end + 1) k++;
        if (!items[k] || items[k].start > end) {
          out.push(derived(a, b, 'minus', a.start, end + 1));
          i = k - 1;
          continue;
        }
      }
    }
    // "the difference between A and B": the words between the difference and A are fillers the
    // segmentation left out.
    if (is(a.start, words.difference) && column(items[i + 1])) {
      const first = items[i + 1] as Field & { metric: string };
      const j = nextColumn(i + 1, and);
      const b = j === undefined ? undefined : items[j];
      if (j !== undefined && column(b) && first.start - a.end <= 1 && b.metric !== first.metric) {
        out.push(derived(first, b, 'minus', a.start, b.end));
        i = j;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

function derived(
  a: Field & { metric: string },
  b: Field & { metric: string },
  op: Arithmetic['op'],
  start: number,
  end: number,
): Item {
  return {
    kind: 'field',
    start,
    end,
    metric: a.metric,
    quality: Math.min(a.quality, b.quality),
    alternatives: [],
    arithmetic: { op, other: b.metric },
    ...(a.pause ? { pause: true } : {}),
  };
}
